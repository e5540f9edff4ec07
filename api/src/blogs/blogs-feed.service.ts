import { company } from '@brightwave/site-content';
import { Inject, Injectable } from '@nestjs/common';
import { Feed } from 'feed';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { BlogsRepository } from './blogs.repository';

/** Posts in the feed (RSS 2.0). */
export const FEED_SIZE = 20;

/** What XML 1.0 cannot carry at all, escaped or not: most C0 controls, U+FFFE, U+FFFF and lone
 * surrogates. */
const NOT_XML_CHARS = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for a CDATA section of the `feed` package, which has xml-js (1.6.11) wrap it: characters
 * XML forbids are dropped, and every `]]>` (which ends the section early, so the rest would be
 * read as markup) is split over two sections, so a reader still gets the text exactly. xml-js
 * splits the first `]]>` itself and only that one (a `replace` without /g), so this splits the
 * others; the feed's e2e test parses a title with two of them.
 */
export function cdataText(text: string): string {
  let first = true;
  return text.replace(NOT_XML_CHARS, '').replace(/\]\]>/g, (end) => {
    if (!first) return ']]]]><![CDATA[>';
    first = false;
    return end;
  });
}

/** The blog's RSS feed: the latest published posts, linking to their pages on the site. */
@Injectable()
export class BlogsFeedService {
  constructor(
    private readonly blogs: BlogsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Links come from the configuration (SITE_URL for pages, API_URL for images, which live on this
   * API), never from the request, whose Host header a client chooses.
   */
  async rss(): Promise<string> {
    const { url: site, apiUrl: apiOrigin } = this.config.site;
    const posts = await this.blogs.latestPublished(FEED_SIZE);
    const absolute = (html: string) => html.replace(/(src=")(\/media\/)/g, `$1${apiOrigin}$2`);
    const feed = new Feed({
      title: `${company.name} Blog`,
      description: `Stories, guides and news from ${company.name}.`,
      id: `${site}/blog`,
      link: `${site}/blog`,
      language: 'en',
      copyright: `© ${new Date().getFullYear()} ${company.name}`,
      updated: posts[0]?.publishedAt ?? new Date(0),
      feedLinks: { rss: `${apiOrigin}/rss.xml` },
      generator: company.name,
    });
    for (const post of posts) {
      const link = `${site}/blogDetails/${String(post._id)}`;
      // No `id`: the link is the item's guid, a permalink. No `author`: RSS's <author> holds an
      // e-mail address, which the site does not publish.
      feed.addItem({
        title: cdataText(post.title),
        link,
        description: cdataText(post.excerpt),
        content: cdataText(absolute(post.content)),
        date: post.publishedAt ?? post.createdAt,
        // Stored images are WebP; the feed package would guess the type from a file extension,
        // which media URLs do not have ("image//media/…").
        ...(post.image ? { image: { url: `${apiOrigin}${post.image}`, type: 'image/webp' } } : {}),
        category: post.tags.map((name) => ({ name })),
      });
    }
    return feed.rss2();
  }
}

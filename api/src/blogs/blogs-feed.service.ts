import { API_PATHS, BLOG_TAGS } from '@brightwave/contracts';
import { company, PAGE_PATHS, pagePath } from '@brightwave/site-content';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Feed } from 'feed';
import { AuthorsService } from '../accounts/authors.service';
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

/** Which posts a feed carries, its title and description, its page and its own address. */
interface FeedScope {
  only: { tag?: string; owner?: string };
  title: string;
  description: string;
  /** Paths: the page on the site, the feed on this API. */
  page: string;
  self: string;
}

/** The blog's RSS feeds (the whole blog, a tag, an author): the latest published posts, linking
 * to their pages on the site. */
@Injectable()
export class BlogsFeedService {
  constructor(
    private readonly blogs: BlogsRepository,
    private readonly authors: AuthorsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  rss(): Promise<string> {
    return this.render({
      only: {},
      title: `${company.name} Blog`,
      description: `Stories, guides and news from ${company.name}.`,
      page: PAGE_PATHS.blog,
      self: API_PATHS.rss,
    });
  }

  /** One tag's feed; 404 for a tag the blog does not have. */
  async tagRss(tag: string): Promise<string> {
    if (!(BLOG_TAGS as readonly string[]).includes(tag))
      throw new NotFoundException('No such tag.');
    return this.render({
      only: { tag },
      title: `${tag} · ${company.name} Blog`,
      description: `Posts tagged ${tag} on the ${company.name} blog.`,
      page: pagePath(PAGE_PATHS.tag, { tag }),
      self: API_PATHS.tagRss(tag),
    });
  }

  /** One author's feed; 404 for an account without an author page. */
  async authorRss(id: string): Promise<string> {
    const author = await this.authors.profile(id);
    return this.render({
      only: { owner: author.id },
      title: `${author.name} · ${company.name} Blog`,
      description: `Posts by ${author.name} on the ${company.name} blog.`,
      page: pagePath(PAGE_PATHS.author, { id: author.id }),
      self: API_PATHS.authorRss(author.id),
    });
  }

  /**
   * Links come from the configuration (SITE_URL for pages, API_URL for images, which live on this
   * API), never from the request, whose Host header a client chooses.
   */
  private async render(scope: FeedScope): Promise<string> {
    const { url: site, apiUrl: apiOrigin } = this.config.site;
    const posts = await this.blogs.latestPublished(FEED_SIZE, scope.only);
    const absolute = (html: string) => html.replace(/(src=")(\/media\/)/g, `$1${apiOrigin}$2`);
    const feed = new Feed({
      title: cdataText(scope.title),
      description: cdataText(scope.description),
      id: `${site}${scope.page}`,
      link: `${site}${scope.page}`,
      language: 'en',
      copyright: `© ${new Date().getFullYear()} ${company.name}`,
      updated: posts[0]?.publishedAt ?? new Date(0),
      feedLinks: { rss: `${apiOrigin}${scope.self}` },
      generator: company.name,
    });
    for (const post of posts) {
      const link = `${site}${pagePath(PAGE_PATHS.blogPost, { id: String(post._id) })}`;
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

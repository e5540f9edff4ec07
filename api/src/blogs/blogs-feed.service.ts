import { company } from '@brightwave/site-content';
import { Inject, Injectable } from '@nestjs/common';
import { Feed } from 'feed';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { BlogsRepository } from './blogs.repository';

/** Posts in the feed (RSS 2.0). */
export const FEED_SIZE = 20;

/** The blog's RSS feed: the latest published posts, linking to their pages on the site. */
@Injectable()
export class BlogsFeedService {
  constructor(
    private readonly blogs: BlogsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `apiOrigin` makes the images' paths absolute (they live on this API, not the site). */
  async rss(apiOrigin: string): Promise<string> {
    const site = this.config.site.url;
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
      feed.addItem({
        title: post.title,
        id: link,
        link,
        description: post.excerpt,
        content: absolute(post.content),
        author: [{ name: post.authorName }],
        date: post.publishedAt ?? post.createdAt,
        ...(post.image ? { image: `${apiOrigin}${post.image}` } : {}),
        category: post.tags.map((name) => ({ name })),
      });
    }
    return feed.rss2();
  }
}

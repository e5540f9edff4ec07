import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../accounts/accounts-bootstrap.service';
import { PeopleService } from '../accounts/people.service';
import { JsonLogger } from '../common/logging/json-logger';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { BlogsRepository } from './blogs.repository';
import { BlogsService } from './blogs.service';
import { coverSvg, SAMPLE_POSTS } from './sample-posts';

/**
 * Local runs (where the demo accounts are made) on an empty blog get the sample posts by the
 * demo author. Never in tests or production, where DEMO_ACCOUNTS is off.
 */
@Injectable()
export class SamplePostsBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly blogs: BlogsRepository,
    private readonly service: BlogsService,
    private readonly people: PeopleService,
    private readonly logger: JsonLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.accounts.demoAccounts) return;
    try {
      if (!(await this.blogs.isEmpty())) return;
      const demo = DEMO_ACCOUNTS.find((account) => 'author' in account)!;
      const author = await this.people.findSignedInUser(demo.email);
      if (!author) return;
      // Oldest first, so the list shows them in the order written above.
      for (const [index, post] of [...SAMPLE_POSTS].entries()) {
        const cover = await sharp(coverSvg(post.palette, index + 1))
          .png()
          .toBuffer();
        await this.service.create(
          { title: post.title, content: post.content, tags: post.tags, status: 'published' },
          cover,
          author,
        );
      }
      this.logger.event('info', `Created ${SAMPLE_POSTS.length} sample blog posts.`, {
        context: 'Blogs',
      });
    } catch (error) {
      this.logger.event('error', `Could not create sample posts: ${(error as Error).message}`, {
        context: 'Blogs',
      });
    }
  }
}

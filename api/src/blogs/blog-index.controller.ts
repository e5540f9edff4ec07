import {
  API_PATHS,
  BLOG_TAGS,
  authorListItemSchema,
  tagSummarySchema,
  type AuthorListItem,
  type TagSummary,
} from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '../accounts/auth';
import { AuthorsService } from '../accounts/authors.service';
import { routeOf } from '../common/http/route-path';
import { BlogsRepository } from './blogs.repository';
import { ApiAnswers } from '../common/openapi/api-answers';

const summary = (name: string, count: number): TagSummary => ({
  name,
  count,
  title: `${name} posts`,
  description: `Posts tagged ${name} on the ${company.name} blog: stories, guides and lessons learned.`,
});

/** The blog's indexes: its tags (a fixed list) with their published posts' counts, for the tag
 * pages, and the authors who published, for the sitemap. */
@ApiTags('blogs')
@Controller()
export class BlogIndexController {
  constructor(
    private readonly blogs: BlogsRepository,
    private readonly authors: AuthorsService,
  ) {}

  @Get(API_PATHS.authors)
  @Public()
  @ApiAnswers(z.array(authorListItemSchema), {
    description: 'Authors with a published post, latest first (no e-mail).',
  })
  async authorList(): Promise<AuthorListItem[]> {
    const publishing = await this.blogs.publishingAuthors();
    const names = await this.authors.withPages(publishing.map((author) => author.id));
    return publishing.flatMap(({ id, lastPublished }) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name, lastPublished: lastPublished.toISOString() }];
    });
  }

  @Get(API_PATHS.tags)
  @Public()
  @ApiAnswers(z.array(tagSummarySchema), {
    description: 'Every tag with its published posts’ count, most used first.',
  })
  async list(): Promise<TagSummary[]> {
    const counts = await this.blogs.publishedTagCounts();
    return BLOG_TAGS.map((name) => summary(name, counts.get(name) ?? 0)).sort(
      (a, b) => b.count - a.count,
    );
  }

  @Get(routeOf(API_PATHS.tag, 'tag'))
  @Public()
  @ApiAnswers(tagSummarySchema, {
    description: 'The tag’s page title, description and published posts’ count.',
    errors: { 404: 'No such tag.' },
  })
  async one(@Param('tag') tag: string): Promise<TagSummary> {
    const name = BLOG_TAGS.find((known) => known === tag);
    if (!name) throw new NotFoundException('No such tag.');
    return summary(name, (await this.blogs.publishedTagCounts()).get(name) ?? 0);
  }
}

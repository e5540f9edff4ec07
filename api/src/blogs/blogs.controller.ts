import {
  API_PATHS,
  blogFieldsSchema,
  blogListQuerySchema,
  blogUpdateFieldsSchema,
  TOTAL_COUNT_HEADER,
  blogsVersionSchema,
  blogListSchema,
  blogSummarySchema,
  blogSchema,
  messageResponseSchema,
  type Blog,
  type BlogFields,
  type BlogListQuery,
  type BlogUpdateFields,
} from '@brightwave/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CurrentUser, Public, Roles, type AuthUser } from '../accounts/auth';
import { routeOf } from '../common/http/route-path';
import { ApiAnswers, ApiQueryFrom } from '../common/openapi/api-answers';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { ImageUploadInterceptor, type ImageUploadRequest } from '../media/image-upload.interceptor';
import { SkipRateLimit } from '../rate-limit/rate-limit.decorator';
import { BlogListCache } from './blog-list-cache';
import { BlogsFeedService } from './blogs-feed.service';
import { BlogsService } from './blogs.service';
import { LIST_CONTENT_TYPE, PUBLIC_BLOG_LIST } from './public-blog-list';

const listQuery = new ZodValidationPipe(blogListQuerySchema);
const createFields = new ZodValidationPipe(blogFieldsSchema);
const updateFields = new ZodValidationPipe(blogUpdateFieldsSchema);

@ApiTags('blogs')
@Controller()
export class BlogsController {
  constructor(
    private readonly blogs: BlogsService,
    private readonly feed: BlogsFeedService,
    private readonly listCache: BlogListCache,
  ) {}

  /**
   * The posts' version as the database holds it, read a few times a second by each shell server
   * (the pages it keeps, rendered from posts, stand while it does): one read by id, not counted
   * against the caller's rate limit.
   */
  @Get(API_PATHS.blogsVersion)
  @Public()
  @SkipRateLimit()
  @Header('Cache-Control', 'no-store')
  @ApiAnswers(blogsVersionSchema, { description: 'The version every write to a post raises.' })
  async version(): Promise<{ version: number }> {
    return { version: await this.listCache.storedVersion() };
  }

  /** An array of blogs, newest first; optional search, tag, author, paging, summary. */
  @Get(API_PATHS.blogs)
  @Public()
  // Anonymous callers are answered by PublicBlogList before this handler (same answer, shorter
  // path); this one answers signed-in authors and admins asking for an author's posts.
  @RouteConfig(PUBLIC_BLOG_LIST)
  @Header('Content-Type', LIST_CONTENT_TYPE)
  @ApiAnswers(z.union([blogListSchema, z.array(blogSummarySchema)]), {
    description: `Blogs (without content with fields=summary); with page or limit, the total in ${TOTAL_COUNT_HEADER}.`,
    errors: { 400: 'A query parameter is invalid.' },
  })
  @ApiQueryFrom(blogListQuerySchema)
  async list(
    @Query(listQuery) query: BlogListQuery,
    @CurrentUser() caller: AuthUser | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    // Already JSON (serialised once per kept list); sent as it is.
    const { body, total } = await this.blogs.list(query, caller);
    if (total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(total));
    return body;
  }

  @Get(routeOf(API_PATHS.blog))
  @Public()
  @ApiAnswers(blogSchema, {
    description: 'The blog (a draft only for its author or an admin).',
    errors: { 404: 'No such blog (or a draft of someone else).' },
  })
  get(@Param('id') id: string, @CurrentUser() caller: AuthUser | undefined): Promise<Blog> {
    return this.blogs.get(id, caller);
  }

  @Get(routeOf(API_PATHS.relatedBlogs))
  @Public()
  @ApiAnswers(z.array(blogSummarySchema), {
    description: 'Up to three other published posts, shared tags first.',
    errors: [404],
  })
  related(
    @Param('id') id: string,
    @CurrentUser() caller: AuthUser | undefined,
  ): Promise<Array<Omit<Blog, 'content'>>> {
    return this.blogs.related(id, caller);
  }

  /** multipart: title, content (HTML), image (file), tags (comma-joined), status. */
  @Post(API_PATHS.createBlog)
  @Roles('author')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiAnswers(blogSchema, {
    status: 201,
    description: 'The stored blog.',
    errors: {
      400: 'A field is missing (to publish) or invalid.',
      401: 'No valid sign-in.',
      403: 'Not an author.',
    },
  })
  create(
    @Body(createFields) fields: BlogFields,
    @Req() request: ImageUploadRequest,
    @CurrentUser() author: AuthUser,
  ): Promise<Blog> {
    return this.blogs.create(fields, request.image, author);
  }

  @Get(routeOf(API_PATHS.editBlog))
  @ApiAnswers(blogSchema, {
    description: 'The blog, for its author or an admin.',
    errors: { 401: 'No valid sign-in.', 403: 'Someone else’s blog.', 404: 'Not found.' },
  })
  getForEdit(@Param('id') id: string, @CurrentUser() caller: AuthUser): Promise<Blog> {
    return this.blogs.getForEdit(id, caller);
  }

  /** multipart like create; the image is optional (the cover stays). `?timestamp=` is ignored. */
  @Put(routeOf(API_PATHS.editBlog))
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiAnswers(blogSchema, {
    description: 'The updated blog.',
    errors: {
      400: 'Invalid input; `message` says why.',
      401: 'No valid sign-in.',
      403: 'Someone else’s blog.',
      404: 'Not found.',
    },
  })
  update(
    @Param('id') id: string,
    @Body(updateFields) fields: BlogUpdateFields,
    @Req() request: ImageUploadRequest,
    @CurrentUser() caller: AuthUser,
  ): Promise<Blog> {
    return this.blogs.update(id, fields, request.image, caller);
  }

  @Delete(routeOf(API_PATHS.deleteBlog))
  @HttpCode(200)
  @ApiAnswers(messageResponseSchema, {
    description: 'Deleted with its images.',
    errors: { 401: 'No valid sign-in.', 403: 'Someone else’s blog.', 404: 'Not found.' },
  })
  async remove(
    @Param('id') id: string,
    @CurrentUser() caller: AuthUser,
  ): Promise<{ message: string }> {
    await this.blogs.remove(id, caller);
    return { message: 'Blog deleted.' };
  }

  /** RSS 2.0 of the latest published posts (linked from the blog pages). */
  @Get(API_PATHS.rss)
  @Public()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiAnswers(z.string(), { description: 'The feed.', mediaType: 'application/rss+xml' })
  rss(): Promise<string> {
    return this.feed.rss();
  }

  /** RSS 2.0 of one tag's latest published posts (linked from the tag's page). */
  @Get(routeOf(API_PATHS.tagRss, 'tag'))
  @Public()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiAnswers(z.string(), {
    description: 'The tag’s feed.',
    mediaType: 'application/rss+xml',
    errors: { 404: 'No such tag.' },
  })
  tagRss(@Param('tag') tag: string): Promise<string> {
    return this.feed.tagRss(tag);
  }

  /** RSS 2.0 of one author's latest published posts (linked from the author's page). */
  @Get(routeOf(API_PATHS.authorRss))
  @Public()
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiAnswers(z.string(), {
    description: 'The author’s feed.',
    mediaType: 'application/rss+xml',
    errors: { 404: 'No such author.' },
  })
  authorRss(@Param('id') id: string): Promise<string> {
    return this.feed.authorRss(id);
  }

  /** Toggles the caller's like; answers the blog with its `likes`. */
  @Patch(routeOf(API_PATHS.likeBlog))
  @HttpCode(200)
  @ApiAnswers(blogSchema, { description: 'The blog with the updated likes.', errors: [401, 404] })
  like(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<Blog> {
    return this.blogs.toggleLike(id, user);
  }
}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { MediaModule } from '../media/media.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { BlogDeletionHooks } from './blog-deletion-hooks';
import { BlogListCache } from './blog-list-cache';
import { BlogModeration } from './blog-moderation.service';
import { BlogRecord, BlogRecordSchema } from './blog.schema';
import { BlogIndexController } from './blog-index.controller';
import { BlogsController } from './blogs.controller';
import { BlogsRepository } from './blogs.repository';
import { BlogsFeedService } from './blogs-feed.service';
import { BlogsService } from './blogs.service';
import { CommentedBlogs } from './commented-blogs';
import { PublicBlogList } from './public-blog-list';
import { PublishedPosts } from './published-posts';
import { SamplePostsBootstrap } from './sample-posts.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: BlogRecord.name, schema: BlogRecordSchema }]),
    MediaModule,
    AccountsModule,
    RateLimitModule,
  ],
  controllers: [BlogsController, BlogIndexController],
  providers: [
    BlogListCache,
    BlogsRepository,
    BlogsService,
    BlogsFeedService,
    SamplePostsBootstrap,
    PublicBlogList,
    BlogDeletionHooks,
    CommentedBlogs,
    BlogModeration,
    PublishedPosts,
  ],
  // The admin console moderates through BlogModeration and BlogsService.remove (which deletes
  // with the images);
  // the app factory puts PublicBlogList in front of the list route. The comments module looks
  // blogs up and keeps their comment counts through CommentedBlogs, and registers with
  // BlogDeletionHooks to delete a deleted blog's discussion (blogs never import comments).
  exports: [
    BlogsService,
    BlogModeration,
    PublicBlogList,
    BlogListCache,
    CommentedBlogs,
    BlogDeletionHooks,
    // New-post mails (subscriptions) read what was published.
    PublishedPosts,
  ],
})
export class BlogsModule {}

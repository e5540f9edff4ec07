import { forwardRef, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { CommentsModule } from '../comments/comments.module';
import { MediaModule } from '../media/media.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { BlogRecord, BlogRecordSchema } from './blog.schema';
import { BlogsController } from './blogs.controller';
import { BlogsRepository } from './blogs.repository';
import { BlogsFeedService } from './blogs-feed.service';
import { BlogsService } from './blogs.service';
import { PublicBlogList } from './public-blog-list';
import { SamplePostsBootstrap } from './sample-posts.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: BlogRecord.name, schema: BlogRecordSchema }]),
    MediaModule,
    AccountsModule,
    RateLimitModule,
    forwardRef(() => CommentsModule),
  ],
  controllers: [BlogsController],
  providers: [
    BlogsRepository,
    BlogsService,
    BlogsFeedService,
    SamplePostsBootstrap,
    PublicBlogList,
  ],
  // The admin console moderates through both (BlogsService.remove deletes with the images);
  // the app factory puts PublicBlogList in front of the list route.
  exports: [BlogsRepository, BlogsService, PublicBlogList],
})
export class BlogsModule {}

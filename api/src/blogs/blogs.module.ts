import { forwardRef, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { CommentsModule } from '../comments/comments.module';
import { MediaModule } from '../media/media.module';
import { BlogRecord, BlogRecordSchema } from './blog.schema';
import { BlogsController } from './blogs.controller';
import { BlogsRepository } from './blogs.repository';
import { BlogsFeedService } from './blogs-feed.service';
import { BlogsService } from './blogs.service';
import { SamplePostsBootstrap } from './sample-posts.service';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: BlogRecord.name, schema: BlogRecordSchema }]),
    MediaModule,
    AccountsModule,
    forwardRef(() => CommentsModule),
  ],
  controllers: [BlogsController],
  providers: [BlogsRepository, BlogsService, BlogsFeedService, SamplePostsBootstrap],
  // The admin console moderates through both (BlogsService.remove deletes with the images).
  exports: [BlogsRepository, BlogsService],
})
export class BlogsModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BlogsModule } from '../blogs/blogs.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { CommentRecord, CommentRecordSchema } from './comment.schema';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentModeration } from './comment-moderation.service';
import { CommentsService } from './comments.service';

/** Blog discussions: one store of comments and replies behind the old and the new thread. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: CommentRecord.name, schema: CommentRecordSchema }]),
    RateLimitModule,
    BlogsModule,
  ],
  controllers: [CommentsController],
  providers: [CommentsRepository, CommentsService, CommentModeration],
  /** The admin console lists, counts and deletes entries through CommentModeration. */
  exports: [CommentModeration],
})
export class CommentsModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { BlogsModule } from '../blogs/blogs.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { CommentHooks } from './comment-hooks';
import { CommentRecord, CommentRecordSchema } from './comment.schema';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentModeration } from './comment-moderation.service';
import { CommentsService } from './comments.service';

/**
 * A post's comments and replies: one store behind the discussion on the post's page, which this
 * module serves, and the older comment section (comment-section/, its own module).
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: CommentRecord.name, schema: CommentRecordSchema }]),
    RateLimitModule,
    BlogsModule,
    AccountsModule,
  ],
  controllers: [CommentsController],
  providers: [CommentsRepository, CommentsService, CommentModeration, CommentHooks],
  /**
   * The admin console lists, counts and deletes entries through CommentModeration; the comment
   * section reads and writes through CommentsService.
   */
  exports: [CommentsService, CommentModeration, CommentHooks],
})
export class CommentsModule {}

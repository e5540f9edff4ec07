import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BlogsModule } from '../blogs/blogs.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { CommentRecord, CommentRecordSchema } from './comment.schema';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';

/** Blog discussions: one store of comments and replies behind the old and the new thread. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: CommentRecord.name, schema: CommentRecordSchema }]),
    RateLimitModule,
    BlogsModule,
  ],
  controllers: [CommentsController],
  providers: [CommentsRepository, CommentsService],
  /** The admin console lists (recent, count, findEntry) and deletes (remove) through it. */
  exports: [CommentsService],
})
export class CommentsModule {}

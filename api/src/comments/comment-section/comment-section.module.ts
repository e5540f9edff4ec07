import { Module } from '@nestjs/common';
import { CommentsModule } from '../comments.module';
import { CommentSectionController } from './comment-section.controller';

/**
 * The older comment section of a post (/CommentSection/{id}) over the comments module's store.
 * Removing that page removes this folder and its line in AppModule; nothing else depends on it.
 */
@Module({
  imports: [CommentsModule],
  controllers: [CommentSectionController],
})
export class CommentSectionModule {}

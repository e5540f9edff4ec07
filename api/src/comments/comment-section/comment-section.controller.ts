import {
  API_PATHS,
  commentSectionCreateSchema,
  commentSectionQuerySchema,
  commentSectionSchema,
  commentSectionCommentSchema,
  type AuthUser,
  type CommentSectionComment,
  type CommentSectionCreate,
  type CommentSectionQuery,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../../accounts/auth';
import { ApiAnswers, ApiErrors, ApiQueryFrom } from '../../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../../common/validation/zod-validation.pipe';
import { CommentsService } from '../comments.service';
import { toCommentSection, toCommentSectionComment } from './comment-section-views';

/**
 * The older comment section's own calls (`GET/POST /api/comments`): a post's comments in the
 * author-name shape, and a new comment. Its replies, edits, likes and deletes go through the
 * entry routes the discussion uses (CommentsController). Reading is open; writing needs a
 * signed-in user.
 */
@ApiTags('comments')
@ApiErrors({
  400: 'Blank or too long text, or a malformed id.',
  404: 'Unknown or unpublished blog.',
})
@Controller()
export class CommentSectionController {
  constructor(private readonly comments: CommentsService) {}

  @Public()
  @Get(API_PATHS.commentSectionComments)
  @ApiAnswers(commentSectionSchema, {
    description: 'The comment section; authors by name and account id, no e-mail.',
  })
  @ApiQueryFrom(commentSectionQuerySchema)
  async commentSection(
    @Query(new ZodValidationPipe(commentSectionQuerySchema)) query: CommentSectionQuery,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<CommentSectionComment[]> {
    return toCommentSection(await this.comments.listForBlog(query.blogId, viewer));
  }

  @Post(API_PATHS.commentSectionComments)
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(commentSectionCreateSchema) })
  @ApiAnswers(commentSectionCommentSchema, {
    status: 201,
    description: 'The new comment; its author is the account.',
    errors: { 401: 'No valid sign-in.', 429: 'Too many comments from this account.' },
  })
  async addToCommentSection(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(commentSectionCreateSchema)) body: CommentSectionCreate,
  ): Promise<CommentSectionComment> {
    return toCommentSectionComment(await this.comments.addComment(user, body));
  }
}

import {
  API_PATHS,
  commentEditSchema,
  discussionCommentCreateSchema,
  discussionReplyCreateSchema,
  discussionSchema,
  discussionCommentSchema,
  discussionReplySchema,
  messageResponseSchema,
  type AuthUser,
  type CommentEdit,
  type DiscussionComment,
  type DiscussionCommentCreate,
  type DiscussionReply,
  type DiscussionReplyCreate,
  type MessageResponse,
} from '@brightwave/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../accounts/auth';
import { routeOf } from '../common/http/route-path';
import { ApiAnswers, ApiErrors } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { toDiscussion, toDiscussionEntry } from './comment-views';
import { CommentsService } from './comments.service';

const DELETED: MessageResponse = { message: 'Deleted.' };

/**
 * The discussion on a post's page (`/api/blogcomments`, account shape) and the entry routes under
 * `/api/comments/{id}` (reply, edit, delete, like), which the older comment section uses too; its
 * own list and create calls are in comment-section/. Reading is open; every write needs a
 * signed-in user.
 */
@ApiTags('comments')
@ApiErrors({
  400: 'Blank or too long text, or a malformed id.',
  404: 'Unknown or unpublished blog, or unknown comment or reply.',
})
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Public()
  @Get(routeOf(API_PATHS.discussionComments, 'blogId'))
  @ApiAnswers(discussionSchema, {
    description: 'The discussion: comments with replies, oldest first.',
  })
  async discussion(
    @Param('blogId') blogId: string,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<DiscussionComment[]> {
    return toDiscussion(await this.comments.listForBlog(blogId, viewer));
  }

  @Post(API_PATHS.discussionCommentCreate)
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(discussionCommentCreateSchema) })
  @ApiAnswers(discussionCommentSchema, {
    status: 201,
    description: 'The new comment.',
    errors: { 401: 'No valid sign-in.', 429: 'Too many comments from this account.' },
  })
  async addToDiscussion(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(discussionCommentCreateSchema)) body: DiscussionCommentCreate,
  ): Promise<DiscussionComment> {
    return { ...toDiscussionEntry(await this.comments.addComment(user, body)), replies: [] };
  }

  @Post(routeOf(API_PATHS.commentReply))
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(discussionReplyCreateSchema) })
  @ApiAnswers(discussionReplySchema, {
    status: 201,
    description: 'The new reply.',
    errors: { 401: 'No valid sign-in.', 429: 'Too many comments from this account.' },
  })
  async reply(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(discussionReplyCreateSchema)) body: DiscussionReplyCreate,
  ): Promise<DiscussionReply> {
    return toDiscussionEntry(await this.comments.addReply(user, id, body));
  }

  @Put(routeOf(API_PATHS.comment))
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(commentEditSchema) })
  @ApiAnswers(discussionReplySchema, {
    description: 'The comment as edited.',
    errors: { 401: 'No valid sign-in.', 403: 'Not the comment’s author.' },
  })
  async editComment(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(commentEditSchema)) body: CommentEdit,
  ): Promise<DiscussionReply> {
    return toDiscussionEntry(await this.comments.edit(user, { commentId: id }, body.text));
  }

  @Put(routeOf(API_PATHS.reply, 'id', 'replyId'))
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(commentEditSchema) })
  @ApiAnswers(discussionReplySchema, {
    description: 'The reply as edited.',
    errors: { 401: 'No valid sign-in.', 403: 'Not the reply’s author.' },
  })
  async editReply(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('replyId') replyId: string,
    @Body(new ZodValidationPipe(commentEditSchema)) body: CommentEdit,
  ): Promise<DiscussionReply> {
    return toDiscussionEntry(await this.comments.edit(user, { commentId: id, replyId }, body.text));
  }

  @Delete(routeOf(API_PATHS.comment))
  @ApiBearerAuth()
  @ApiAnswers(messageResponseSchema, {
    description: 'Deleted with its replies.',
    errors: {
      401: 'No valid sign-in.',
      403: 'Neither its author, the blog’s author nor an admin.',
    },
  })
  async removeComment(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
  ): Promise<MessageResponse> {
    await this.comments.remove(user, { commentId: id });
    return DELETED;
  }

  @Delete(routeOf(API_PATHS.reply, 'id', 'replyId'))
  @ApiBearerAuth()
  @ApiAnswers(messageResponseSchema, {
    description: 'Deleted.',
    errors: {
      401: 'No valid sign-in.',
      403: 'Neither its author, the blog’s author nor an admin.',
    },
  })
  async removeReply(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('replyId') replyId: string,
  ): Promise<MessageResponse> {
    await this.comments.remove(user, { commentId: id, replyId });
    return DELETED;
  }

  @Post(routeOf(API_PATHS.commentLike))
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiAnswers(discussionReplySchema, {
    description: 'The comment with its likes (each account counts once).',
    errors: [401],
  })
  async likeComment(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
  ): Promise<DiscussionReply> {
    return toDiscussionEntry(await this.comments.like(user, { commentId: id }));
  }

  @Post(routeOf(API_PATHS.replyLike, 'id', 'replyId'))
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiAnswers(discussionReplySchema, {
    description: 'The reply with its likes (each account counts once).',
    errors: [401],
  })
  async likeReply(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('replyId') replyId: string,
  ): Promise<DiscussionReply> {
    return toDiscussionEntry(await this.comments.like(user, { commentId: id, replyId }));
  }
}

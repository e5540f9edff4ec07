import {
  API_PATHS,
  commentEditSchema,
  newCommentCreateSchema,
  newReplyCreateSchema,
  oldCommentCreateSchema,
  oldCommentListQuerySchema,
  type AuthUser,
  type CommentEdit,
  type MessageResponse,
  type NewComment,
  type NewCommentCreate,
  type NewReply,
  type NewReplyCreate,
  type OldComment,
  type OldCommentCreate,
} from '@brightwave/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser, Public } from '../accounts/auth';
import { routeOf } from '../common/http/route-path';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { toNewEntry, toNewThread, toOldComment, toOldThread } from './comment-views';
import { CommentsService } from './comments.service';

const DELETED: MessageResponse = { message: 'Deleted.' };

/**
 * Both threads of the spec's section 7 over one store: the new one (`/api/blogcomments`, account
 * shape) and the old one (`GET/POST /api/comments`, author-name shape); the entry routes under
 * `/api/comments/{id}` serve both. Reading is open; every write needs a signed-in user.
 */
@ApiTags('comments')
@ApiBadRequestResponse({ description: 'Blank or too long text, or a malformed id.' })
@ApiNotFoundResponse({ description: 'Unknown or unpublished blog, or unknown comment or reply.' })
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Public()
  @Get(routeOf(API_PATHS.blogComments, 'blogId'))
  @ApiOkResponse({ description: 'The new thread: comments with replies, oldest first.' })
  async newThread(
    @Param('blogId') blogId: string,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<NewComment[]> {
    return toNewThread(await this.comments.listForBlog(blogId, viewer));
  }

  @Post(API_PATHS.blogCommentCreate)
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(newCommentCreateSchema) })
  @ApiCreatedResponse({ description: 'The new comment.' })
  @ApiTooManyRequestsResponse({ description: 'Too many comments from this account.' })
  async addNew(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(newCommentCreateSchema)) body: NewCommentCreate,
  ): Promise<NewComment> {
    return { ...toNewEntry(await this.comments.addComment(user, body)), replies: [] };
  }

  @Public()
  @Get(API_PATHS.comments)
  @ApiOkResponse({ description: 'The old thread; authors by name and account id, no e-mail.' })
  async oldThread(
    @Query(new ZodValidationPipe(oldCommentListQuerySchema)) query: { blogId: string },
    @CurrentUser() viewer?: AuthUser,
  ): Promise<OldComment[]> {
    return toOldThread(await this.comments.listForBlog(query.blogId, viewer));
  }

  @Post(API_PATHS.comments)
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(oldCommentCreateSchema) })
  @ApiCreatedResponse({ description: 'The new comment; its author is the account.' })
  @ApiTooManyRequestsResponse({ description: 'Too many comments from this account.' })
  async addOld(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(oldCommentCreateSchema)) body: OldCommentCreate,
  ): Promise<OldComment> {
    return toOldComment(await this.comments.addComment(user, body));
  }

  @Post(routeOf(API_PATHS.commentReply))
  @HttpCode(201)
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(newReplyCreateSchema) })
  @ApiCreatedResponse({ description: 'The new reply.' })
  @ApiTooManyRequestsResponse({ description: 'Too many comments from this account.' })
  async reply(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(newReplyCreateSchema)) body: NewReplyCreate,
  ): Promise<NewReply> {
    return toNewEntry(await this.comments.addReply(user, id, body));
  }

  @Put(routeOf(API_PATHS.comment))
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(commentEditSchema) })
  @ApiForbiddenResponse({ description: 'Not the comment’s author.' })
  async editComment(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(commentEditSchema)) body: CommentEdit,
  ): Promise<NewReply> {
    return toNewEntry(await this.comments.edit(user, { commentId: id }, body.text));
  }

  @Put(routeOf(API_PATHS.reply, 'id', 'replyId'))
  @ApiBearerAuth()
  @ApiBody({ schema: openApiSchema(commentEditSchema) })
  @ApiForbiddenResponse({ description: 'Not the reply’s author.' })
  async editReply(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('replyId') replyId: string,
    @Body(new ZodValidationPipe(commentEditSchema)) body: CommentEdit,
  ): Promise<NewReply> {
    return toNewEntry(await this.comments.edit(user, { commentId: id, replyId }, body.text));
  }

  @Delete(routeOf(API_PATHS.comment))
  @ApiBearerAuth()
  @ApiForbiddenResponse({ description: 'Neither its author, the blog’s author nor an admin.' })
  async removeComment(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
  ): Promise<MessageResponse> {
    await this.comments.remove(user, { commentId: id });
    return DELETED;
  }

  @Delete(routeOf(API_PATHS.reply, 'id', 'replyId'))
  @ApiBearerAuth()
  @ApiForbiddenResponse({ description: 'Neither its author, the blog’s author nor an admin.' })
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
  @ApiOkResponse({ description: 'The comment with its likes (each account counts once).' })
  async likeComment(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<NewReply> {
    return toNewEntry(await this.comments.like(user, { commentId: id }));
  }

  @Post(routeOf(API_PATHS.replyLike, 'id', 'replyId'))
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The reply with its likes (each account counts once).' })
  async likeReply(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Param('replyId') replyId: string,
  ): Promise<NewReply> {
    return toNewEntry(await this.comments.like(user, { commentId: id, replyId }));
  }
}

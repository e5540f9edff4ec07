import {
  API_PATHS,
  chatLessonInputSchema,
  chatLessonsSchema,
  chatLessonSchema,
  type AuthUser,
  type ChatLesson,
  type ChatLessonInput,
  type ChatLessons,
} from '@brightwave/contracts';
import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { AdminApi, CurrentUser } from '../accounts/auth';
import { ChatLearning } from '../chat/chat-learning.service';
import { routeOf } from '../common/http/route-path';
import { ApiAnswers } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { ChatTeaching } from './chat-teaching.service';

/** Teaching the chat assistant from the console: admins only, every change audited. */
@AdminApi()
@Controller()
export class AdminChatController {
  constructor(
    private readonly learning: ChatLearning,
    private readonly teaching: ChatTeaching,
  ) {}

  /** What was taught (newest first) and the answers a question can be attached to. */
  @Get(API_PATHS.adminChatLessons)
  @ApiAnswers(chatLessonsSchema, { description: '`{ lessons, answers: [{ intent, label }] }`' })
  lessons(): Promise<ChatLessons> {
    return this.learning.list();
  }

  /** Attaches a question to an answer, or writes a new answer with its link. */
  @Post(API_PATHS.adminChatLessons)
  @ApiBody({ schema: openApiSchema(chatLessonInputSchema) })
  @ApiAnswers(chatLessonSchema, {
    status: 201,
    description: 'The lesson; every API instance answers with it within 10 s.',
    errors: { 400: 'A field is missing or invalid; `message` says which.' },
  })
  teach(
    @CurrentUser() admin: AuthUser,
    @Body(new ZodValidationPipe(chatLessonInputSchema)) body: ChatLessonInput,
  ): Promise<ChatLesson> {
    return this.teaching.teach(admin, body);
  }

  /** Undoes a lesson: the assistant forgets it on every instance. */
  @Delete(routeOf(API_PATHS.adminChatLesson))
  @ApiAnswers(chatLessonSchema, {
    description: 'The lesson undone.',
    errors: { 404: 'No such lesson in force.' },
  })
  undo(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<ChatLesson> {
    return this.teaching.undo(admin, id);
  }
}

import {
  API_PATHS,
  chatHandoffSchema,
  chatRequestSchema,
  chatResponseSchema,
  chatHandoffResponseSchema,
  chatUnansweredSchema,
  type ChatHandoff,
  type ChatHandoffResponse,
  type ChatRequest,
  type ChatResponse,
  type ChatUnanswered,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public, Roles } from '../accounts/auth';
import { ApiAnswers } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { ChatService } from './chat.service';

@ApiTags('chat')
@Controller()
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  /** One message to the assistant; `reply` is the answer the chat panel shows. */
  @Post(API_PATHS.chat)
  @Public()
  @HttpCode(200)
  @RateLimit('chat')
  @ApiBody({ schema: openApiSchema(chatRequestSchema) })
  @ApiAnswers(chatResponseSchema, {
    description: 'The assistant’s reply, its links and suggestions.',
    errors: { 400: 'Blank or too long message.', 429: 'Too many messages from this address.' },
  })
  async message(
    @Body(new ZodValidationPipe(chatRequestSchema)) body: ChatRequest,
  ): Promise<ChatResponse> {
    return this.chat.reply(body.message, body.context);
  }

  /** The visitor asks a person: stored as a lead and mailed to the company inbox. */
  @Post(API_PATHS.chatHandoff)
  @Public()
  @HttpCode(200)
  @RateLimit('contact')
  @ApiBody({ schema: openApiSchema(chatHandoffSchema) })
  @ApiAnswers(chatHandoffResponseSchema, {
    description: 'Stored; the company inbox gets the question and transcript.',
    errors: {
      400: 'A field is missing or invalid; `message` says which.',
      429: 'Too many messages from this address.',
    },
  })
  async handoff(
    @Body(new ZodValidationPipe(chatHandoffSchema)) body: ChatHandoff,
    @Req() request: FastifyRequest,
  ): Promise<ChatHandoffResponse> {
    return this.chat.handoff(body, { ip: request.ip, userAgent: request.headers['user-agent'] });
  }

  /** For admins: what visitors ask that the bot could not answer, most frequent first. */
  @Get(API_PATHS.chatUnanswered)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiAnswers(chatUnansweredSchema, {
    description: 'The questions it could not answer, most asked first.',
    errors: { 401: 'No valid sign-in.', 403: 'Signed in, but not an admin.' },
  })
  async unanswered(): Promise<ChatUnanswered> {
    return this.chat.unanswered();
  }
}

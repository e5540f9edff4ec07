import {
  API_PATHS,
  TEXTS,
  contactResponseSchema,
  type ContactResponse,
} from '@brightwave/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../accounts/auth';
import { ApiAnswers } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { ContactService } from './contact.service';
import { sendEmailSchema, type SendEmailDto } from './dto/send-email.dto';

@ApiTags('contact')
@Public()
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The contact form. The message is stored before this answers; mail follows from the outbox. */
  @Post(API_PATHS.sendEmail)
  @HttpCode(200)
  @RateLimit('contact')
  @ApiBody({ schema: openApiSchema(sendEmailSchema) })
  @ApiAnswers(contactResponseSchema, {
    description: 'Stored; mail to the company and the sender is on its way.',
    errors: {
      400: 'A field is missing or invalid; `message` says which.',
      429: 'Too many messages from this address.',
    },
  })
  async send(
    @Body(new ZodValidationPipe(sendEmailSchema)) body: SendEmailDto,
    @Req() request: FastifyRequest,
  ): Promise<ContactResponse> {
    await this.contact.submit(body, { ip: request.ip, userAgent: request.headers['user-agent'] });
    return { message: TEXTS.contact.success };
  }
}

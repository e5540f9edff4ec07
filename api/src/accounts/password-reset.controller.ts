import {
  API_PATHS,
  TEXTS,
  messageResponseSchema,
  type MessageResponse,
} from '@brightwave/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { ApiAnswers } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { Public } from './auth';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  type ForgotPasswordDto,
  type ResetPasswordDto,
} from './dto/accounts.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('accounts')
@Public()
@Controller()
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Post(API_PATHS.passwordForgot)
  @HttpCode(200)
  @RateLimit('passwordReset')
  @ApiBody({ schema: openApiSchema(forgotPasswordSchema) })
  @ApiAnswers(messageResponseSchema, {
    description: 'Always the same answer; a link is mailed if the account exists.',
    errors: { 429: 'Too many requests from this address.' },
  })
  async forgot(
    @Body(new ZodValidationPipe(forgotPasswordSchema)) body: ForgotPasswordDto,
  ): Promise<MessageResponse> {
    await this.passwordReset.request(body.email);
    return { message: TEXTS.passwordReset.requested };
  }

  @Post(API_PATHS.passwordReset)
  @HttpCode(200)
  @RateLimit('passwordReset')
  @ApiBody({ schema: openApiSchema(resetPasswordSchema) })
  @ApiAnswers(messageResponseSchema, {
    description: 'Password changed; every older session has ended.',
    errors: { 400: 'Invalid, used or expired link, or a bad password.' },
  })
  async reset(
    @Body(new ZodValidationPipe(resetPasswordSchema)) body: ResetPasswordDto,
  ): Promise<MessageResponse> {
    await this.passwordReset.reset(body.token, body.password);
    return { message: TEXTS.passwordReset.done };
  }
}

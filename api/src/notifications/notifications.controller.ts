import {
  API_PATHS,
  notificationSettingsSchema,
  notificationUnsubscribeQuerySchema,
  notificationSettingsAnswerSchema,
  messageResponseSchema,
  type AuthUser,
  type MessageResponse,
  type NotificationSettings,
  type NotificationSettingsPayload,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public } from '../accounts/auth';
import { ApiAnswers, ApiQueryFrom } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get(API_PATHS.accountNotifications)
  @ApiAnswers(notificationSettingsAnswerSchema, {
    description: 'Which notification mails the signed-in account gets.',
    errors: [401],
  })
  settings(@CurrentUser() user: AuthUser): Promise<NotificationSettings> {
    return this.notifications.settings(user.id);
  }

  @Put(API_PATHS.accountNotifications)
  @ApiBody({ schema: openApiSchema(notificationSettingsSchema) })
  @ApiAnswers(notificationSettingsAnswerSchema, {
    description: 'The settings as saved.',
    errors: {
      400: 'A value that is not true or false, or an unknown kind.',
      401: 'No valid sign-in.',
    },
  })
  update(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(notificationSettingsSchema)) body: NotificationSettingsPayload,
  ): Promise<NotificationSettings> {
    return this.notifications.update(user.id, body);
  }

  /** One-click stop (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` (not read). */
  @Post(API_PATHS.notificationsUnsubscribe)
  @Public()
  @HttpCode(200)
  @ApiAnswers(messageResponseSchema, {
    description: 'That kind of mail is switched off.',
    errors: { 400: 'A malformed or forged token.' },
  })
  @ApiQueryFrom(notificationUnsubscribeQuerySchema)
  stop(
    @Query(new ZodValidationPipe(notificationUnsubscribeQuerySchema)) query: { token: string },
  ): Promise<MessageResponse> {
    return this.notifications.stop(query.token);
  }
}

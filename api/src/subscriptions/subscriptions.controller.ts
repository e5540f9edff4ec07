import {
  API_PATHS,
  confirmSubscriptionSchema,
  subscribeSchema,
  SUBSCRIPTION_TEXTS,
  unsubscribeQuerySchema,
  messageResponseSchema,
  confirmSubscriptionResponseSchema,
  unsubscribeResponseSchema,
  postDeliveryCountsSchema,
  type ConfirmSubscriptionPayload,
  type ConfirmSubscriptionResponse,
  type MessageResponse,
  type PostDeliveryCounts,
  type SubscribePayload,
  type UnsubscribeResponse,
} from '@brightwave/contracts';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public, Roles } from '../accounts/auth';
import { ApiAnswers, ApiQueryFrom } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post(API_PATHS.subscriptions)
  @Public()
  @HttpCode(200)
  @RateLimit('subscribe')
  @ApiBody({ schema: openApiSchema(subscribeSchema) })
  @ApiAnswers(messageResponseSchema, {
    description: 'Always the same answer; a confirmation link is mailed unless already subscribed.',
    errors: {
      400: 'A bad address, kind, tag or author id.',
      429: 'Too many requests from this address.',
    },
  })
  async subscribe(
    @Body(new ZodValidationPipe(subscribeSchema)) body: SubscribePayload,
  ): Promise<MessageResponse> {
    await this.subscriptions.request(body);
    return { message: SUBSCRIPTION_TEXTS.requested };
  }

  @Post(API_PATHS.subscriptionConfirm)
  @Public()
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(confirmSubscriptionSchema) })
  @ApiAnswers(confirmSubscriptionResponseSchema, {
    description: 'Confirmed (also when it already was): what it is to.',
    errors: { 400: 'An unknown or expired link.' },
  })
  confirm(
    @Body(new ZodValidationPipe(confirmSubscriptionSchema)) body: ConfirmSubscriptionPayload,
  ): Promise<ConfirmSubscriptionResponse> {
    return this.subscriptions.confirm(body.token);
  }

  /**
   * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` (as
   * urlencoded or multipart form data, neither read) to the List-Unsubscribe address; the
   * unsubscribe page POSTs the same address.
   */
  @Post(API_PATHS.subscriptionUnsubscribe)
  @Public()
  @HttpCode(200)
  @ApiAnswers(unsubscribeResponseSchema, {
    description: 'Unsubscribed from everything (also when it already was).',
    errors: { 400: 'A malformed token.' },
  })
  @ApiQueryFrom(unsubscribeQuerySchema)
  unsubscribe(
    @Query(new ZodValidationPipe(unsubscribeQuerySchema)) query: { token: string },
  ): Promise<UnsubscribeResponse> {
    return this.subscriptions.unsubscribe(query.token);
  }

  @Get(API_PATHS.adminPostDeliveries)
  @Roles('admin')
  @ApiAnswers(z.array(postDeliveryCountsSchema), {
    description: 'The newest posts’ new-post mails: queued, sent, failed.',
    errors: [401, 403],
  })
  deliveries(): Promise<PostDeliveryCounts[]> {
    return this.subscriptions.deliveries();
  }
}

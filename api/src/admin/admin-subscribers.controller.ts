import {
  API_PATHS,
  subscriberQuerySchema,
  suppressionQuerySchema,
  adminSubscribersSchema,
  pageSchema,
  adminSuppressionSchema,
  type AdminSubscribers,
  type AdminSuppression,
  type AuthUser,
  type Page,
  type SubscriberQuery,
  type SuppressionQuery,
} from '@brightwave/contracts';
import { Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import { AdminApi, CurrentUser } from '../accounts/auth';
import { routeOf } from '../common/http/route-path';
import { ApiAnswers, ApiQueryFrom } from '../common/openapi/api-answers';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { SubscriberAdmin } from './subscriber-admin.service';

/** The console's subscribers and suppressed addresses: admins only, every change audited. */
@AdminApi()
@Controller()
export class AdminSubscribersController {
  constructor(private readonly admin: SubscriberAdmin) {}

  @Get(API_PATHS.adminSubscribers)
  @ApiAnswers(adminSubscribersSchema, {
    description: 'A page of subscriptions, counts by kind, 30 days’ growth.',
    errors: [400],
  })
  @ApiQueryFrom(subscriberQuerySchema)
  list(
    @Query(new ZodValidationPipe(subscriberQuerySchema)) query: SubscriberQuery,
  ): Promise<AdminSubscribers> {
    return this.admin.list(query);
  }

  @Get(API_PATHS.adminSubscribersCsv)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="subscribers.csv"')
  @ApiAnswers(z.string(), {
    mediaType: 'text/csv',
    description: 'The filtered subscriptions as RFC 4180 CSV (audited).',
    errors: [400],
  })
  @ApiQueryFrom(subscriberQuerySchema)
  csv(
    @CurrentUser() admin: AuthUser,
    @Query(new ZodValidationPipe(subscriberQuerySchema)) query: SubscriberQuery,
  ): Promise<string> {
    return this.admin.csv(admin, query);
  }

  @Post(routeOf(API_PATHS.adminSubscriberDelete))
  @HttpCode(204)
  @ApiAnswers(null, {
    status: 204,
    description: 'Removed.',
    errors: { 404: 'No such subscription.' },
  })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<void> {
    await this.admin.remove(admin, id);
  }

  @Get(API_PATHS.adminSuppressions)
  @ApiAnswers(pageSchema(adminSuppressionSchema), {
    description: 'Suppressed addresses (hashed), newest first; `q`: an address.',
    errors: [400],
  })
  @ApiQueryFrom(suppressionQuerySchema)
  suppressions(
    @Query(new ZodValidationPipe(suppressionQuerySchema)) query: SuppressionQuery,
  ): Promise<Page<AdminSuppression>> {
    return this.admin.suppressed(query);
  }

  @Post(routeOf(API_PATHS.adminSuppressionDelete))
  @HttpCode(204)
  @ApiAnswers(null, {
    status: 204,
    description: 'Lifted.',
    errors: { 404: 'No such suppression.' },
  })
  async lift(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<void> {
    await this.admin.lift(admin, id);
  }
}

import {
  API_PATHS,
  subscriberQuerySchema,
  suppressionQuerySchema,
  type AdminSubscribers,
  type AdminSuppression,
  type AuthUser,
  type Page,
  type SubscriberQuery,
  type SuppressionQuery,
} from '@brightwave/contracts';
import { Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { AdminApi, CurrentUser } from '../accounts/auth';
import { routeOf } from '../common/http/route-path';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { SubscriberAdmin } from './subscriber-admin.service';

/** The console's subscribers and suppressed addresses: admins only, every change audited. */
@AdminApi()
@Controller()
export class AdminSubscribersController {
  constructor(private readonly admin: SubscriberAdmin) {}

  @Get(API_PATHS.adminSubscribers)
  @ApiOkResponse({ description: 'A page of subscriptions, counts by kind, 30 days’ growth.' })
  list(
    @Query(new ZodValidationPipe(subscriberQuerySchema)) query: SubscriberQuery,
  ): Promise<AdminSubscribers> {
    return this.admin.list(query);
  }

  @Get(API_PATHS.adminSubscribersCsv)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="subscribers.csv"')
  @ApiOkResponse({ description: 'The filtered subscriptions as RFC 4180 CSV (audited).' })
  csv(
    @CurrentUser() admin: AuthUser,
    @Query(new ZodValidationPipe(subscriberQuerySchema)) query: SubscriberQuery,
  ): Promise<string> {
    return this.admin.csv(admin, query);
  }

  @Post(routeOf(API_PATHS.adminSubscriberDelete))
  @HttpCode(204)
  @ApiNotFoundResponse({ description: 'No such subscription.' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<void> {
    await this.admin.remove(admin, id);
  }

  @Get(API_PATHS.adminSuppressions)
  @ApiOkResponse({ description: 'Suppressed addresses (hashed), newest first; `q`: an address.' })
  suppressions(
    @Query(new ZodValidationPipe(suppressionQuerySchema)) query: SuppressionQuery,
  ): Promise<Page<AdminSuppression>> {
    return this.admin.suppressed(query);
  }

  @Post(routeOf(API_PATHS.adminSuppressionDelete))
  @HttpCode(204)
  @ApiNotFoundResponse({ description: 'No such suppression.' })
  async lift(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<void> {
    await this.admin.lift(admin, id);
  }
}

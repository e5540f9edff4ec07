import {
  API_PATHS,
  auditQuerySchema,
  contentQuerySchema,
  leadQuerySchema,
  leadUpdateSchema,
  moderationSchema,
  userQuerySchema,
  userUpdateSchema,
  adminOverviewSchema,
  remoteHealthSummarySchema,
  pageSchema,
  leadSchema,
  adminUserSchema,
  adminPostSchema,
  adminCommentSchema,
  auditEntrySchema,
  type AdminComment,
  type AdminOverview,
  type AdminPost,
  type AdminUser,
  type AuditEntry,
  type AuditQuery,
  type AuthUser,
  type ContentQuery,
  type Lead,
  type LeadQuery,
  type LeadUpdate,
  type Moderation,
  type Page,
  type RemoteHealthSummary,
  type UserQuery,
  type UserUpdate,
} from '@brightwave/contracts';
import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { z } from 'zod';
import { AdminApi, CurrentUser } from '../accounts/auth';
import { PeopleService } from '../accounts/people.service';
import { routeOf } from '../common/http/route-path';
import { ApiAnswers, ApiQueryFrom } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { LeadsService } from '../contact/leads.service';
import { leadsCsv } from './leads-csv';
import { LeadActions } from './lead-actions.service';
import { ModerationService } from './moderation.service';
import { OverviewService } from './overview.service';
import { RoleChanges } from './role-changes.service';

/** The admin console's API. Every route needs an admin; every change is in the audit log. */
@AdminApi()
@Controller()
export class AdminController {
  constructor(
    private readonly leads: LeadsService,
    private readonly leadActions: LeadActions,
    private readonly people: PeopleService,
    private readonly roleChanges: RoleChanges,
    private readonly moderation: ModerationService,
    private readonly overviews: OverviewService,
  ) {}

  @Get(API_PATHS.adminOverview)
  @ApiAnswers(adminOverviewSchema, {
    description: 'Counts that need attention and the mail outbox health.',
  })
  overview(): Promise<AdminOverview> {
    return this.overviews.overview();
  }

  @Get(API_PATHS.adminRemoteHealth)
  @ApiAnswers(remoteHealthSummarySchema, {
    description: 'Page loads and errors per remote version, the last 24 hours.',
  })
  remoteHealth(): Promise<RemoteHealthSummary> {
    return this.overviews.remoteHealth();
  }

  @Get(API_PATHS.adminLeads)
  @ApiAnswers(pageSchema(leadSchema), {
    description: 'Leads newest first, filtered by q, source and status; paged.',
    errors: { 400: 'A filter is invalid.' },
  })
  @ApiQueryFrom(leadQuerySchema)
  listLeads(@Query(new ZodValidationPipe(leadQuerySchema)) query: LeadQuery): Promise<Page<Lead>> {
    return this.leads.list(query);
  }

  @Get(API_PATHS.adminLeadsCsv)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="leads.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiAnswers(z.string(), {
    mediaType: 'text/csv',
    description: 'The filtered leads as RFC 4180 CSV, formula-injection safe.',
    errors: [400],
  })
  @ApiQueryFrom(leadQuerySchema)
  async leadsCsv(@Query(new ZodValidationPipe(leadQuerySchema)) query: LeadQuery): Promise<string> {
    return leadsCsv(await this.leads.all(query));
  }

  @Patch(routeOf(API_PATHS.adminLead))
  @ApiBody({ schema: openApiSchema(leadUpdateSchema) })
  @ApiAnswers(leadSchema, {
    description: 'The lead with its new status and note.',
    errors: { 400: 'Invalid input; `message` says why.', 404: 'No such lead.' },
  })
  updateLead(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(leadUpdateSchema)) body: LeadUpdate,
  ): Promise<Lead> {
    return this.leadActions.update(admin, id, body);
  }

  @Post(routeOf(API_PATHS.adminLeadResend))
  @HttpCode(200)
  @ApiAnswers(leadSchema, {
    description: 'The failed mails are queued again.',
    errors: { 409: 'None of the lead’s mails has failed.' },
  })
  resend(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<Lead> {
    return this.leadActions.resend(admin, id);
  }

  @Get(API_PATHS.adminUsers)
  @ApiAnswers(pageSchema(adminUserSchema), {
    description: 'Accounts newest first, filtered by q and role; paged.',
    errors: [400],
  })
  @ApiQueryFrom(userQuerySchema)
  listUsers(
    @Query(new ZodValidationPipe(userQuerySchema)) query: UserQuery,
  ): Promise<Page<AdminUser>> {
    return this.people.list(query);
  }

  @Patch(routeOf(API_PATHS.adminUser))
  @ApiBody({ schema: openApiSchema(userUpdateSchema) })
  @ApiAnswers(adminUserSchema, {
    description: 'The account with its new roles and state.',
    errors: {
      400: 'Invalid input; `message` says why.',
      404: 'Not found.',
      409: 'Own admin role, own account, or the last admin.',
    },
  })
  updateUser(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(userUpdateSchema)) body: UserUpdate,
  ): Promise<AdminUser> {
    return this.roleChanges.update(admin, id, body);
  }

  @Get(API_PATHS.adminPosts)
  @ApiAnswers(pageSchema(adminPostSchema), {
    description: 'Every post (drafts too), newest first; paged.',
    errors: [400],
  })
  @ApiQueryFrom(contentQuerySchema)
  posts(
    @Query(new ZodValidationPipe(contentQuerySchema)) query: ContentQuery,
  ): Promise<Page<AdminPost>> {
    return this.moderation.posts(query);
  }

  @Post(routeOf(API_PATHS.adminPostUnpublish))
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(moderationSchema) })
  @ApiAnswers(adminPostSchema, { description: 'The post, now a draft.', errors: [400, 404] })
  unpublish(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(moderationSchema)) body: Moderation,
  ): Promise<AdminPost> {
    return this.moderation.unpublish(admin, id, body.reason);
  }

  @Post(routeOf(API_PATHS.adminPostDelete))
  @HttpCode(204)
  @ApiBody({ schema: openApiSchema(moderationSchema) })
  @ApiAnswers(null, {
    status: 204,
    description: 'The post and its comments are deleted.',
    errors: [400, 404],
  })
  deletePost(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(moderationSchema)) body: Moderation,
  ): Promise<void> {
    return this.moderation.deletePost(admin, id, body.reason);
  }

  @Get(API_PATHS.adminComments)
  @ApiAnswers(pageSchema(adminCommentSchema), {
    description: 'The newest comments and replies of every post; paged.',
    errors: [400],
  })
  @ApiQueryFrom(contentQuerySchema)
  comments(
    @Query(new ZodValidationPipe(contentQuerySchema)) query: ContentQuery,
  ): Promise<Page<AdminComment>> {
    return this.moderation.recentComments(query);
  }

  @Post(routeOf(API_PATHS.adminCommentDelete))
  @HttpCode(204)
  @ApiBody({ schema: openApiSchema(moderationSchema) })
  @ApiAnswers(null, {
    status: 204,
    description: 'The comment (or reply) is deleted.',
    errors: [400, 404],
  })
  deleteComment(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(moderationSchema)) body: Moderation,
  ): Promise<void> {
    return this.moderation.deleteComment(admin, id, body.reason);
  }

  @Get(API_PATHS.adminAudit)
  @ApiAnswers(pageSchema(auditEntrySchema), {
    description: 'The audit log newest first, filtered; paged.',
    errors: [400],
  })
  @ApiQueryFrom(auditQuerySchema)
  audit(
    @Query(new ZodValidationPipe(auditQuerySchema)) query: AuditQuery,
  ): Promise<Page<AuditEntry>> {
    return this.overviews.auditLog(query);
  }
}

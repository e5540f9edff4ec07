import {
  ADMIN_PAGE_SIZE,
  type AdminOverview,
  type AuditEntry,
  type AuditQuery,
  type Page,
  type RemoteHealthSummary,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { PeopleService } from '../accounts/people.service';
import { AuthorApplicationsService } from '../author-applications/author-applications.service';
import { BlogModeration } from '../blogs/blog-moderation.service';
import { CommentModeration } from '../comments/comment-moderation.service';
import { LeadsService } from '../contact/leads.service';
import { MailOutbox } from '../mail/mail-outbox.service';
import { RemoteHealthService } from '../remote-errors/remote-health.service';
import { AuditLogRepository, toAuditEntry } from './audit-log.repository';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The console's home: what needs attention, and the audit log. */
@Injectable()
export class OverviewService {
  constructor(
    private readonly leads: LeadsService,
    private readonly applications: AuthorApplicationsService,
    private readonly blogs: BlogModeration,
    private readonly comments: CommentModeration,
    private readonly people: PeopleService,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogRepository,
    private readonly remotes: RemoteHealthService,
  ) {}

  /** Failed loads and caught errors per remote version, the last 24 hours. */
  remoteHealth(): Promise<RemoteHealthSummary> {
    return this.remotes.summary();
  }

  async overview(now = new Date()): Promise<AdminOverview> {
    const since = new Date(now.getTime() - WEEK_MS);
    const [newLeads, pendingApplications, posts, comments, users] = await Promise.all([
      this.leads.count({ status: 'new' }),
      this.applications.countPending(),
      this.blogs.count(),
      this.comments.count(),
      this.people.count(),
    ]);
    const [leadsWeek, postsWeek, commentsWeek, usersWeek, outbox] = await Promise.all([
      this.leads.count({ since }),
      this.blogs.count(since),
      this.comments.count(since),
      this.people.count(since),
      this.outbox.health(),
    ]);
    return {
      newLeads,
      pendingApplications,
      posts,
      comments,
      users,
      thisWeek: { leads: leadsWeek, posts: postsWeek, comments: commentsWeek, users: usersWeek },
      outbox,
    };
  }

  async auditLog(query: AuditQuery): Promise<Page<AuditEntry>> {
    const { page, ...filter } = query;
    const [entries, total] = await Promise.all([
      this.audit.list(filter, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE),
      this.audit.count(filter),
    ]);
    return { items: entries.map(toAuditEntry), total, page, pageSize: ADMIN_PAGE_SIZE };
  }
}

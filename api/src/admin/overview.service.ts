import {
  ADMIN_PAGE_SIZE,
  type AdminOverview,
  type AuditEntry,
  type AuditQuery,
  type Page,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { UsersRepository } from '../accounts/users.repository';
import { AuthorApplicationsRepository } from '../author-applications/author-applications.repository';
import { BlogsRepository } from '../blogs/blogs.repository';
import { CommentsService } from '../comments/comments.service';
import { ContactMessagesRepository } from '../contact/contact-messages.repository';
import { MailOutbox } from '../mail/mail-outbox.service';
import { AuditLogRepository, toAuditEntry } from './audit-log.repository';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The console's home: what needs attention, and the audit log. */
@Injectable()
export class OverviewService {
  constructor(
    private readonly leads: ContactMessagesRepository,
    private readonly applications: AuthorApplicationsRepository,
    private readonly blogs: BlogsRepository,
    private readonly comments: CommentsService,
    private readonly users: UsersRepository,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogRepository,
  ) {}

  async overview(now = new Date()): Promise<AdminOverview> {
    const since = new Date(now.getTime() - WEEK_MS);
    const [newLeads, pendingApplications, posts, comments, users] = await Promise.all([
      this.leads.count({ status: 'new' }),
      this.applications.countPending(),
      this.blogs.countAll(),
      this.comments.count(),
      this.users.countMatching({}),
    ]);
    const [leadsWeek, postsWeek, commentsWeek, usersWeek, outbox] = await Promise.all([
      this.leads.count({ since }),
      this.blogs.countAll(since),
      this.comments.count(since),
      this.users.countMatching({}, since),
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

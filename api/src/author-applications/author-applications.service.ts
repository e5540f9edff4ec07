import {
  AUTHOR_APPLICATION_TRANSITIONS,
  TEXTS,
  type AuthorApplication,
  type AuthorApplicationAction,
  type AuthorApplicationStatus,
  type AuthUser,
} from '@brightwave/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { PeopleService } from '../accounts/people.service';
import { isDuplicateKeyError } from '../common/database/duplicate-key';
import { ConflictError, NotFoundError } from '../common/errors/api-error';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from '../mail/mail-outbox.service';
import { decisionMail } from './author-application-mails';
import {
  AuthorApplicationsRepository,
  type StoredApplication,
} from './author-applications.repository';
import type { SaveApplicationDto } from './dto/author-application.dto';

/** The list view: the stored fields (flags derived from the status) plus status and history. */
export function toApplicationView(app: StoredApplication): AuthorApplication {
  return {
    _id: String(app._id),
    name: app.name,
    email: app.email,
    description: app.description,
    accept: app.status === 'accepted',
    reject: app.status === 'rejected',
    status: app.status,
    createdAt: (app.createdAt ?? new Date()).toISOString(),
    history: app.history.map((decision) => ({
      by: String(decision.by),
      byName: decision.byName,
      at: decision.at.toISOString(),
      from: decision.from,
      to: decision.to,
    })),
  };
}

const transitionRefused = () =>
  new ConflictError(TEXTS.admin.transitionNotAllowed, 'transition_not_allowed');

@Injectable()
export class AuthorApplicationsService {
  constructor(
    private readonly applications: AuthorApplicationsRepository,
    private readonly people: PeopleService,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One application per account, linked to it; authors and admins need none. */
  async submit(user: AuthUser, input: SaveApplicationDto): Promise<AuthorApplication> {
    if (user.author || user.admin) {
      throw new ConflictError(TEXTS.authorRequest.alreadyAuthor, 'already_author');
    }
    const existing = await this.applications.findByUser(user.id);
    if (existing) throw this.alreadyApplied(existing.status);
    try {
      const created = await this.applications.create({
        ...input,
        userId: new Types.ObjectId(user.id),
      });
      return toApplicationView(created);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw this.alreadyApplied('pending');
      throw error;
    }
  }

  async mine(user: AuthUser): Promise<AuthorApplication | null> {
    const found = await this.applications.findByUser(user.id);
    return found ? toApplicationView(found) : null;
  }

  /** How many applications wait for a decision (the admin console's overview). */
  countPending(): Promise<number> {
    return this.applications.countPending();
  }

  async list(): Promise<AuthorApplication[]> {
    return (await this.applications.list()).map(toApplicationView);
  }

  /**
   * Applies an admin's decision if the state machine allows it from the current status (or from
   * `expected`, the status the admin saw). The status changes by compare-and-set, so of two
   * decisions taken at once only one applies; the other is a 409.
   */
  async decide(
    action: AuthorApplicationAction,
    id: string,
    admin: AuthUser,
    expected?: AuthorApplicationStatus,
  ): Promise<AuthorApplication> {
    const current = await this.applications.findById(id);
    if (!current) throw new NotFoundError(TEXTS.admin.notFound);
    const rule = AUTHOR_APPLICATION_TRANSITIONS[action];
    const from = expected ?? current.status;
    if (from !== current.status || !rule.from.includes(from)) throw transitionRefused();

    const updated = await this.applications.transition(current._id, {
      by: new Types.ObjectId(admin.id),
      byName: admin.name,
      at: new Date(),
      from,
      to: rule.to,
    });
    if (!updated) throw transitionRefused();

    // The role follows the application's status as it is now, even if another decision has
    // landed since this one.
    const status = (await this.applications.statusOf(updated._id)) ?? updated.status;
    const account = await this.people.setAuthor(String(updated.userId), status === 'accepted');
    if (account) {
      await this.outbox.enqueue([
        decisionMail(
          { id: String(updated._id), accountEmail: account.email },
          { status: rule.to, number: updated.history.length },
          this.config.site.url,
        ),
      ]);
    }
    return toApplicationView(updated);
  }

  private alreadyApplied(status: AuthorApplicationStatus): ConflictError {
    return status === 'pending'
      ? new ConflictError(TEXTS.authorRequest.alreadyPending, 'application_pending')
      : new ConflictError(TEXTS.authorRequest.alreadyDecided, 'application_decided');
  }
}

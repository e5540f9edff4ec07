import {
  ADMIN_PAGE_SIZE,
  ADMIN_TEXTS,
  type AdminUser,
  type AuthUser,
  type Page,
  type UserQuery,
  type UserUpdate,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../common/errors/api-error';
import { UsersRepository, type StoredUser } from '../accounts/users.repository';
import { AuditLogRepository } from './audit-log.repository';
import { actorOf, checkId } from './actor';
import { LockBusyError, LocksRepository } from './locks.repository';

/** The lock every change that may take an admin away holds. */
const ADMIN_ROSTER_LOCK = 'admin-roster';

function toAdminUser(user: StoredUser): AdminUser {
  return {
    id: String(user._id),
    name: user.name,
    email: user.email,
    admin: user.admin,
    author: user.author,
    disabled: user.disabled ?? false,
    createdAt: (user.createdAt ?? new Date(0)).toISOString(),
  };
}

/** People and roles: who may write, who runs the site, whose account is switched off. */
@Injectable()
export class PeopleService {
  constructor(
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly locks: LocksRepository,
  ) {}

  async list(query: UserQuery): Promise<Page<AdminUser>> {
    const filter = { text: query.q, role: query.role };
    const [users, total] = await Promise.all([
      this.users.search(filter, (query.page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE),
      this.users.countMatching(filter),
    ]);
    return { items: users.map(toAdminUser), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }

  /**
   * Grants or revokes author and admin, disables or enables. An admin cannot take their own
   * admin role or disable themselves, and the last enabled admin can never be removed.
   */
  async update(admin: AuthUser, id: string, changes: UserUpdate): Promise<AdminUser> {
    checkId(id);
    const before = await this.users.findById(id);
    if (!before) throw new NotFoundError(ADMIN_TEXTS.notFound.user);
    const self = String(before._id) === admin.id;
    if (self && changes.admin === false) throw new ConflictError(ADMIN_TEXTS.ownAdmin);
    if (self && changes.disabled === true) throw new ConflictError(ADMIN_TEXTS.ownAccount);
    const after =
      changes.admin === false || changes.disabled === true
        ? await this.removeWhileAnotherAdminRemains(id, changes)
        : await this.users.changeFlags(id, changes);
    if (!after) throw new NotFoundError(ADMIN_TEXTS.notFound.user);
    const keys = (['admin', 'author', 'disabled'] as const).filter((k) => changes[k] !== undefined);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'user.update',
      target: { type: 'user', id, label: `${before.name} <${before.email}>` },
      before: Object.fromEntries(keys.map((k) => [k, before[k] ?? false])),
      after: Object.fromEntries(keys.map((k) => [k, after[k] ?? false])),
    });
    return toAdminUser(after);
  }

  /**
   * A change that may take an admin away runs under one lock, so such changes happen one at a
   * time: each sees the others' result, and of two admins demoting each other at once exactly
   * one wins. The acting admin is never the one removed, so another admin remains unless the
   * actor was removed a moment ago.
   */
  private async removeWhileAnotherAdminRemains(
    id: string,
    changes: UserUpdate,
  ): Promise<StoredUser | null> {
    try {
      return await this.locks.withLock(ADMIN_ROSTER_LOCK, async () => {
        if ((await this.users.countActiveAdmins(id)) === 0) {
          throw new ConflictError(ADMIN_TEXTS.lastAdmin);
        }
        return this.users.changeFlags(id, changes);
      });
    } catch (error) {
      if (error instanceof LockBusyError) throw new ConflictError(ADMIN_TEXTS.adminsBusy);
      throw error;
    }
  }
}

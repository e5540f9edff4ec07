import { ADMIN_TEXTS, type AdminUser, type AuthUser, type UserUpdate } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { PeopleService } from '../accounts/people.service';
import { ConflictError, NotFoundError } from '../common/errors/api-error';
import { AuditLogRepository } from './audit-log.repository';
import { actorOf, checkId } from './actor';
import { LockBusyError, LocksRepository } from './locks.repository';

/** The lock every change that may take an admin away holds. */
const ADMIN_ROSTER_LOCK = 'admin-roster';

/** Roles: who may write, who runs the site, whose account is switched off. */
@Injectable()
export class RoleChanges {
  constructor(
    private readonly people: PeopleService,
    private readonly audit: AuditLogRepository,
    private readonly locks: LocksRepository,
  ) {}

  /**
   * Grants or revokes author and admin, disables or enables. An admin cannot take their own
   * admin role or disable themselves, and the last enabled admin can never be removed.
   */
  async update(admin: AuthUser, id: string, changes: UserUpdate): Promise<AdminUser> {
    checkId(id);
    const before = await this.people.find(id);
    if (!before) throw new NotFoundError(ADMIN_TEXTS.notFound.user);
    const self = before.id === admin.id;
    if (self && changes.admin === false) throw new ConflictError(ADMIN_TEXTS.ownAdmin);
    if (self && changes.disabled === true) throw new ConflictError(ADMIN_TEXTS.ownAccount);
    const after =
      changes.admin === false || changes.disabled === true
        ? await this.removeWhileAnotherAdminRemains(id, changes)
        : await this.people.changeRoles(id, changes);
    if (!after) throw new NotFoundError(ADMIN_TEXTS.notFound.user);
    const keys = (['admin', 'author', 'disabled'] as const).filter((k) => changes[k] !== undefined);
    await this.audit.add({
      actor: actorOf(admin),
      action: 'user.update',
      target: { type: 'user', id, label: `${before.name} <${before.email}>` },
      before: Object.fromEntries(keys.map((k) => [k, before[k] ?? false])),
      after: Object.fromEntries(keys.map((k) => [k, after[k] ?? false])),
    });
    return after;
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
  ): Promise<AdminUser | null> {
    try {
      return await this.locks.withLock(ADMIN_ROSTER_LOCK, async () => {
        if ((await this.people.countActiveAdmins(id)) === 0) {
          throw new ConflictError(ADMIN_TEXTS.lastAdmin);
        }
        return this.people.changeRoles(id, changes);
      });
    } catch (error) {
      if (error instanceof LockBusyError) throw new ConflictError(ADMIN_TEXTS.adminsBusy);
      throw error;
    }
  }
}

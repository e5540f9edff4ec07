import { ADMIN_TEXTS, type AuditEntry, type AuthUser } from '@brightwave/contracts';
import { ApiError } from '../common/errors/api-error';

/** Who did it, as the audit log keeps it (the name and e-mail at that time). */
export function actorOf(user: AuthUser): AuditEntry['actor'] {
  return { id: user.id, name: user.name, email: user.email };
}

/** A path id that cannot be a MongoDB id is a 400, not a 404. */
export function checkId(id: string): void {
  if (!/^[a-f\d]{24}$/i.test(id)) throw new ApiError(400, 'invalid_id', ADMIN_TEXTS.invalidId);
}

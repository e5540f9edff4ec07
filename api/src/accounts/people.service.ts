import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AuthUser,
  type Page,
  type UserQuery,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { toAuthUser } from './auth/auth-user';
import { UsersRepository, type RoleFlags, type StoredUser } from './users.repository';

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

/**
 * Who has an account and with which roles: what other modules ask of the accounts (the admin
 * console's people list and role changes, author applications, the sample posts' author, the
 * pictures comments show).
 */
@Injectable()
export class PeopleService {
  constructor(private readonly users: UsersRepository) {}

  /** Of these account ids, each existing account's current picture (empty when it has none). */
  async currentAvatars(ids: string[]): Promise<Map<string, string>> {
    const users = await this.users.avatars([...new Set(ids)]);
    return new Map(users.map((user) => [String(user._id), user.avatar ?? '']));
  }

  /** Accounts newest first, filtered by part of the name or e-mail and by role; paged. */
  async list(query: UserQuery): Promise<Page<AdminUser>> {
    const filter = { text: query.q, role: query.role };
    const [users, total] = await Promise.all([
      this.users.search(filter, (query.page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE),
      this.users.countMatching(filter),
    ]);
    return { items: users.map(toAdminUser), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
  }

  async find(id: string): Promise<AdminUser | null> {
    const user = await this.users.findById(id);
    return user && toAdminUser(user);
  }

  /** The account with this e-mail as a signed-in user would be, or null. */
  async findSignedInUser(email: string): Promise<AuthUser | null> {
    const user = await this.users.findByEmail(email);
    return user && toAuthUser(user);
  }

  /** Every account, or those created since a date. */
  count(since?: Date): Promise<number> {
    return this.users.countMatching({}, since);
  }

  /** Accounts that can act as admins now (admin and not disabled), but for `except`. */
  countActiveAdmins(except?: string): Promise<number> {
    return this.users.countActiveAdmins(except);
  }

  /** Sets role flags, and on disabling also ends every open session (an admin's change). */
  async changeRoles(id: string, flags: RoleFlags): Promise<AdminUser | null> {
    const user = await this.users.changeFlags(id, flags);
    return user && toAdminUser(user);
  }

  /** Grants or takes the author role (an author application's decision); null: no account. */
  async setAuthor(id: string, author: boolean): Promise<AdminUser | null> {
    const user = await this.users.setFlags(id, { author });
    return user && toAdminUser(user);
  }
}

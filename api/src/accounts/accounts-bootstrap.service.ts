import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JsonLogger } from '../common/logging/json-logger';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { AccountsService } from './accounts.service';
import { PasswordHasher } from './password-hasher.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { verifyPassword } from './passwords';
import { isDuplicateKeyError } from '../common/database/duplicate-key';
import { UsersRepository, type StoredUser } from './users.repository';

/** The demo accounts a local run gets on an empty database (listed in the README). */
export const DEMO_ACCOUNTS = [
  {
    name: 'Demo Admin',
    email: 'admin@brightwave.example',
    password: 'demo-admin-2025',
    admin: true,
  },
  {
    name: 'Demo Author',
    email: 'author@brightwave.example',
    password: 'demo-author-2025',
    author: true,
  },
] as const;

/** What the start did to the ADMIN_EMAIL account (or the CLI to its account). */
export type AdminOutcome =
  | 'created'
  | 'taken-over'
  | 'new-password'
  | 'password-set'
  | 'unchanged'
  | 'left-as-changed'
  | 'not-taken-over'
  | 'needs-password';

const ADMIN_LOG: Record<AdminOutcome, { level: 'info' | 'warn'; text: (email: string) => string }> =
  {
    created: { level: 'info', text: (e) => `Admin account ${e} created from ADMIN_EMAIL.` },
    'taken-over': {
      level: 'warn',
      text: (e) =>
        `ADMIN_EMAIL ${e} already had an account that these variables did not create: it is now an admin with ADMIN_PASSWORD, its own password no longer works and its sessions have ended.`,
    },
    'new-password': {
      level: 'warn',
      text: (e) =>
        `ADMIN_PASSWORD has changed since it was last applied: it is now the password of ${e}, which is an enabled admin again; its sessions have ended.`,
    },
    'password-set': {
      level: 'info',
      text: (e) => `Admin account ${e}: password set, admin, sessions ended.`,
    },
    unchanged: {
      level: 'info',
      text: (e) => `Admin account ${e}: this ADMIN_PASSWORD was applied before; nothing to do.`,
    },
    'left-as-changed': {
      level: 'warn',
      text: (e) =>
        `Admin account ${e} was demoted or disabled by an admin since this ADMIN_PASSWORD was applied: left as it is. Set a new ADMIN_PASSWORD or run "npm run create-admin" to restore it.`,
    },
    'not-taken-over': {
      level: 'warn',
      text: (e) =>
        `ADMIN_EMAIL ${e} has an account that these variables did not create: it was not made an admin. Set ADMIN_PASSWORD to take it over (its password is replaced and its sessions end).`,
    },
    'needs-password': {
      level: 'warn',
      text: (e) => `ADMIN_EMAIL ${e} has no account yet: set ADMIN_PASSWORD to create it.`,
    },
  };

/**
 * Accounts that must exist when the API starts: the operator's admin (ADMIN_EMAIL and
 * ADMIN_PASSWORD) and, on an empty database in a local run, a demo admin and a demo author.
 */
@Injectable()
export class AccountsBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly hasher: PasswordHasher,
    private readonly resets: PasswordResetsRepository,
    private readonly logger: JsonLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const empty = (await this.users.count()) === 0;
      const admin = this.config.accounts.admin;
      if (admin) {
        const outcome = await this.ensureAdmin(admin.email, admin.password);
        const { level, text } = ADMIN_LOG[outcome];
        this.logger.event(level, text(admin.email), { context: 'Accounts' });
      }
      if (empty && this.config.accounts.demoAccounts) await this.createDemoAccounts();
    } catch (error) {
      // The API still starts (and answers 503 while the database is away).
      this.logger.event('error', `Could not prepare accounts: ${(error as Error).message}`, {
        context: 'Accounts',
      });
    }
  }

  /**
   * Applies ADMIN_EMAIL / ADMIN_PASSWORD at a start. Each distinct ADMIN_PASSWORD is applied to
   * the account once (remembered by its hash in the account): it creates the account as an admin,
   * or takes over an account someone registered at that address (their password replaced, their
   * sessions ended), or sets a new ADMIN_PASSWORD. A password applied before changes nothing, so
   * an admin the other admins demoted or disabled stays so. Without ADMIN_PASSWORD nothing is
   * created or promoted. With `setPassword` (the CLI), the password is set and remembered as
   * applied whatever was before.
   */
  async ensureAdmin(
    email: string,
    password: string | undefined,
    options: { setPassword?: boolean } = {},
  ): Promise<AdminOutcome> {
    const existing = await this.users.findByEmail(email);
    if (!existing) {
      if (!password) return 'needs-password';
      const passwordHash = await this.hasher.hash(password);
      try {
        await this.users.create({
          name: 'Administrator',
          email,
          passwordHash,
          admin: true,
          adminProvisionedHash: passwordHash,
        });
        return 'created';
      } catch (error) {
        // Another instance starting at the same time created it first: look again.
        if (isDuplicateKeyError(error)) return this.ensureAdmin(email, password, options);
        throw error;
      }
    }
    if (options.setPassword && password) {
      await this.users.setAdminPassword(existing._id, await this.hasher.hash(password));
      await this.resets.removeUnused(existing._id);
      return 'password-set';
    }
    const marker = existing.adminProvisionedHash;
    if (!password) return marker ? this.standing(existing) : 'not-taken-over';
    if (marker && (await verifyPassword(marker, password))) return this.standing(existing);
    const applied = await this.users.setAdminPassword(
      existing._id,
      await this.hasher.hash(password),
      { is: marker },
    );
    // Not applied: another instance applied it meanwhile, and looking again finds it done.
    if (!applied) return this.ensureAdmin(email, password, options);
    // Reset links mailed before (a squatter's) stopped working with the password; gone now too.
    await this.resets.removeUnused(existing._id);
    return marker ? 'new-password' : 'taken-over';
  }

  /** An account provisioned before: as it was left, or as the admins have changed it since. */
  private standing(user: StoredUser): AdminOutcome {
    return user.admin && !user.disabled ? 'unchanged' : 'left-as-changed';
  }

  private async createDemoAccounts(): Promise<void> {
    for (const account of DEMO_ACCOUNTS) await this.accounts.createAccount(account);
    // Printed once: on the next start the database is no longer empty.
    this.logger.event(
      'info',
      `Demo accounts created (local runs only): ${DEMO_ACCOUNTS.map(
        (a) => `${a.email} / ${a.password}${'admin' in a ? ' (admin)' : ' (author)'}`,
      ).join(', ')}`,
      { context: 'Accounts' },
    );
  }
}

import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JsonLogger } from '../common/logging/json-logger';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { AccountsService } from './accounts.service';
import { hashPassword } from './passwords';
import { UsersRepository } from './users.repository';

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

export type AdminOutcome = 'created' | 'promoted' | 'already-admin' | 'needs-password';

/**
 * Accounts that must exist when the API starts: the operator's admin (ADMIN_EMAIL and
 * ADMIN_PASSWORD) and, on an empty database in a local run, a demo admin and a demo author.
 */
@Injectable()
export class AccountsBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
    private readonly logger: JsonLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const empty = (await this.users.count()) === 0;
      const admin = this.config.accounts.admin;
      if (admin) {
        const outcome = await this.ensureAdmin(admin.email, admin.password);
        this.logger.event(
          outcome === 'needs-password' ? 'warn' : 'info',
          outcome === 'needs-password'
            ? `ADMIN_EMAIL ${admin.email} has no account yet: set ADMIN_PASSWORD to create it.`
            : `Admin account ${admin.email}: ${outcome}.`,
          { context: 'Accounts' },
        );
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
   * Creates the admin account, or gives an existing account the admin role. With
   * `setPassword`, an existing account also gets this password (and its sessions end).
   */
  async ensureAdmin(
    email: string,
    password: string | undefined,
    options: { setPassword?: boolean } = {},
  ): Promise<AdminOutcome> {
    const existing = await this.users.findByEmail(email);
    if (!existing) {
      if (!password) return 'needs-password';
      await this.accounts.createAccount({ name: 'Administrator', email, password, admin: true });
      return 'created';
    }
    if (options.setPassword && password) {
      await this.users.changePassword(existing._id, await hashPassword(password));
    }
    if (existing.admin) return 'already-admin';
    await this.users.setFlags(existing._id, { admin: true, disabled: false });
    return 'promoted';
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

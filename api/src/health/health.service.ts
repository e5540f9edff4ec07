import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { DATABASE_TARGET, type DatabaseTarget } from '../database/database-target';

@Injectable()
export class HealthService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(DATABASE_TARGET) private readonly target: DatabaseTarget,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get databaseKind(): DatabaseTarget['kind'] {
    return this.target.kind;
  }

  /** Pings the database; false when it does not answer within the configured time. */
  async isDatabaseReachable(): Promise<boolean> {
    const db = this.connection.db;
    if (!db) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.config.database.timeoutMs);
    });
    const ping = db
      .command({ ping: 1 })
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

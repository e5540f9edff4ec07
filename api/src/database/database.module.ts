import { Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { JsonLogger } from '../common/logging/json-logger';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { DATABASE_TARGET, resolveDatabaseTarget, type DatabaseTarget } from './database-target';

@Module({
  providers: [
    {
      provide: DATABASE_TARGET,
      inject: [APP_CONFIG, JsonLogger],
      useFactory: (config: AppConfig, logger: JsonLogger) =>
        resolveDatabaseTarget(config.database, logger),
    },
  ],
  exports: [DATABASE_TARGET],
})
class DatabaseTargetModule {}

/**
 * Closes the connection before stopping the embedded server: stopping it first would leave the
 * driver retrying against a port that is going away.
 */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(DATABASE_TARGET) private readonly target: DatabaseTarget,
    private readonly logger: JsonLogger,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
    await this.target.stop?.();
    this.logger.event(
      'info',
      this.target.stop
        ? 'Database connection closed and embedded server stopped.'
        : 'Database connection closed.',
      { context: 'Shutdown' },
    );
  }
}

@Module({
  imports: [
    DatabaseTargetModule,
    MongooseModule.forRootAsync({
      imports: [DatabaseTargetModule],
      inject: [DATABASE_TARGET, APP_CONFIG],
      useFactory: (target: DatabaseTarget, config: AppConfig) => ({
        uri: target.uri,
        dbName: target.dbName,
        // Fail fast instead of queueing: with the database down a request gets a 503 within
        // timeoutMs rather than hanging until mongoose's 10 s buffer runs out.
        bufferCommands: false,
        serverSelectionTimeoutMS: config.database.timeoutMs,
        connectTimeoutMS: config.database.timeoutMs,
        // After a restart of the database the driver looks for it again this often.
        heartbeatFrequencyMS: Math.max(500, Math.min(config.database.timeoutMs, 10_000)),
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
  providers: [DatabaseLifecycle],
  exports: [DatabaseTargetModule],
})
export class DatabaseModule {}

import {
  BeforeApplicationShutdown,
  DynamicModule,
  Global,
  Injectable,
  Module,
} from '@nestjs/common';
import { JsonLogger } from './json-logger';

/** Says when and why the API stops (DatabaseModule logs the end of it). */
@Injectable()
class ShutdownLog implements BeforeApplicationShutdown {
  constructor(private readonly logger: JsonLogger) {}

  beforeApplicationShutdown(signal?: string): void {
    this.logger.event(
      'info',
      `Shutting down${signal ? ` on ${signal}` : ''}: closing HTTP, then the database.`,
      {
        context: 'Shutdown',
      },
    );
  }
}

/** Shares the one JsonLogger the app was created with (`constructor(logger: JsonLogger)`). */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(logger: JsonLogger): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: JsonLogger, useValue: logger }, ShutdownLog],
      exports: [JsonLogger],
    };
  }
}

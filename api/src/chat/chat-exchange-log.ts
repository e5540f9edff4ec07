import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { JsonLogger } from '../common/logging/json-logger';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { ChatExchangesRepository, type NewChatExchange } from './chat-exchanges.repository';

/** Exchanges are written in batches: at most this long after they happen... */
const FLUSH_DELAY_MS = 250;
/** ...or as soon as this many are waiting. */
const BATCH_SIZE = 100;
/** Kept in memory while the database is away; older ones beyond this are dropped. */
const MAX_PENDING = 5000;

/**
 * The exchange log, written in the background so a reply never waits for it (one insert per
 * batch instead of one per message). Pending entries are written on shutdown.
 */
@Injectable()
export class ChatExchangeLog implements OnModuleDestroy {
  private pending: (NewChatExchange & { at: Date })[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly exchanges: ChatExchangesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  record(exchange: NewChatExchange): void {
    this.pending.push({ ...exchange, at: new Date() });
    if (this.pending.length > MAX_PENDING)
      this.pending.splice(0, this.pending.length - MAX_PENDING);
    if (this.pending.length >= BATCH_SIZE) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_DELAY_MS).unref();
  }

  /** Writes what is pending; resolves when it is stored (or the failure is logged). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.exchanges
      .addMany(batch, this.config.chat.logRetentionDays)
      .catch((error: unknown) => {
        // Keep them for the next attempt: the database may be back by then.
        this.pending = [...batch, ...this.pending].slice(-MAX_PENDING);
        this.timer ??= setTimeout(() => void this.flush(), FLUSH_DELAY_MS * 8).unref();
        this.logger.event('warn', 'Chat exchange log not written; will retry', {
          context: 'Chat',
          pending: this.pending.length,
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }
}

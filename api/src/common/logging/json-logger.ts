import type { LoggerService } from '@nestjs/common';
import { currentRequestId } from './request-context';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

type Fields = Record<string, unknown>;

/**
 * One JSON object per line on stdout, so logs can be shipped and queried without parsing prose.
 * Implements Nest's LoggerService so framework messages come out the same way.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly level: LogLevel = 'info',
    private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.emit('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.emit('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.emit('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }

  /** Whether entries of this level are written (to skip building ones that would not be). */
  writes(level: Exclude<LogLevel, 'silent'>): boolean {
    return RANK[level] >= RANK[this.level];
  }

  /** Structured entry point for our own code: a message plus fields. */
  event(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Fields = {}): void {
    if (!this.writes(level)) return;
    const requestId = currentRequestId();
    this.write(
      JSON.stringify({
        time: new Date().toISOString(),
        level,
        msg,
        ...(requestId ? { requestId } : {}),
        ...fields,
      }),
    );
  }

  // Nest calls log(message, context) and error(message, stack, context); the last string
  // argument is the context, an earlier one (for errors) the stack.
  private emit(level: Exclude<LogLevel, 'silent'>, message: unknown, rest: unknown[]): void {
    const strings = rest.filter((value): value is string => typeof value === 'string');
    const context = strings.length > 0 ? strings[strings.length - 1] : undefined;
    const stack = level === 'error' && strings.length > 1 ? strings[0] : undefined;
    const fields: Fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) {
      this.event(level, message.message, { ...fields, stack: message.stack });
    } else if (typeof message === 'object' && message !== null) {
      this.event(level, 'event', { ...fields, ...(message as Fields) });
    } else {
      this.event(level, String(message), fields);
    }
  }
}

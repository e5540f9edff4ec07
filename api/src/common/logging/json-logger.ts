import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

type Fields = Record<string, unknown>;

/** Where lines go: a stream, or (tests) a function given each line without its newline. */
export type LogDestination = DestinationStream | ((line: string) => void);

/**
 * Keys whose values never reach a log line, at the top of an entry, one level down, or in a
 * `headers` object one level down (a request or response someone logs whole): credentials,
 * sessions and the links that stand for them.
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'resetToken',
  'secret',
];
const key = (name: string) => (/^\w+$/.test(name) ? name : `["${name}"]`);
const join = (path: string, name: string) =>
  /^\w+$/.test(name) ? `${path}.${name}` : path + key(name);
export const REDACTED_PATHS = SECRET_KEYS.flatMap((name) => [
  key(name),
  join('*', name),
  join('headers', name),
  join('*.headers', name),
]);
export const REDACTED = '[redacted]';

/**
 * Production writes through an asynchronous buffer (sonic-boom, flushed on exit) so a burst of
 * lines never blocks a request; elsewhere each line goes straight to process.stdout, in order,
 * where a terminal or a test reads it.
 */
export function logDestination(env: 'development' | 'production' | 'test'): DestinationStream {
  return env === 'production' ? pino.destination({ dest: 1, sync: false }) : process.stdout;
}

function toStream(destination: LogDestination): DestinationStream {
  if (typeof destination !== 'function') return destination;
  return { write: (chunk: string) => destination(chunk.replace(/\n$/, '')) };
}

/**
 * One JSON object per line (`time`, `level`, `msg`, the request id of the current request, then
 * the entry's fields), written by pino, the logger Fastify is built around. Implements Nest's
 * LoggerService so framework messages come out the same way.
 */
export class JsonLogger implements LoggerService {
  readonly pino: Logger;

  constructor(level: LogLevel = 'info', destination: LogDestination = process.stdout) {
    this.pino = pino(
      {
        level,
        base: null,
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        mixin: () => {
          const requestId = currentRequestId();
          return requestId ? { requestId } : {};
        },
        redact: { paths: REDACTED_PATHS, censor: REDACTED },
      },
      toStream(destination),
    );
  }

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
    return this.pino.isLevelEnabled(level);
  }

  /** Structured entry point for our own code: a message plus fields. */
  event(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Fields = {}): void {
    this.pino[level](fields, msg);
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

import type { Doc } from '../bson/codec';
import type { CursorManager } from '../engine/cursors';
import type { Engine } from '../engine/engine';

/** Server-wide tunables that clients may read or change with getParameter/setParameter. */
export interface Parameters {
  cursorTimeoutMillis: number;
  ttlMonitorSleepSecs: number;
}

export interface ServerState {
  engine: Engine;
  cursors: CursorManager;
  params: Parameters;
  startedAt: Date;
}

export interface CommandContext {
  state: ServerState;
  /** The command document, decoded exactly (Int32/Long/Double preserved). */
  command: Doc;
  /** The command's name as sent (first key). */
  name: string;
  db: string;
  sequences: Map<string, Buffer[]>;
  connectionId: number;
  remoteAddress: string;
}

/** A handler answers a document to serialize, or a ready BSON reply (cursor batches). */
export type CommandHandler = (ctx: CommandContext) => Doc | Buffer;

/** The collection a command names in its first field (`{ find: "users" }`). */
export const targetName = (ctx: CommandContext): string => String(ctx.command[ctx.name]);

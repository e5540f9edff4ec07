import { encode, type Doc } from '../bson/codec';
import { isPlainObject, truthy } from '../bson/values';
import { MongoServerError } from '../errors';
import { aggregateCommands } from './aggregate';
import { catalogCommands } from './catalog';
import type { CommandContext, CommandHandler } from './context';
import { crudCommands } from './crud';
import { handshakeCommands } from './handshake';

const COMMANDS: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...crudCommands,
  ...catalogCommands,
  ...aggregateCommands,
};

/** Lower-cased aliases: command names are matched case-insensitively by mongod for these. */
const BY_LOWER = new Map(Object.entries(COMMANDS).map(([k, v]) => [k.toLowerCase(), v]));

export function errorReply(e: unknown): Doc {
  if (e instanceof MongoServerError)
    return { ok: 0, errmsg: e.message, code: e.code, codeName: e.codeName, ...e.extra };
  return {
    ok: 0,
    errmsg: `internal error: ${(e as Error).message}`,
    code: 1,
    codeName: 'InternalError',
  };
}

/**
 * A standalone mongod rejects transactions; the driver still sends txnNumber with
 * autocommit:false, so answer as mongod does rather than run the statements untransacted.
 */
function rejectTransactions(command: Doc): void {
  if (
    command.txnNumber !== undefined ||
    command.autocommit !== undefined ||
    truthy(command.startTransaction)
  )
    throw new MongoServerError(
      'IllegalOperation',
      'Transaction numbers are only allowed on a replica set member or mongos',
    );
}

/**
 * Runs one command and returns the encoded reply. Its writes (even those of a batch that failed
 * part-way) are journaled but not yet durable: the caller sends the reply after a commit.
 */
export function runCommand(ctx: Omit<CommandContext, 'name'>): Buffer {
  const name = Object.keys(ctx.command)[0] ?? '';
  let reply: Doc | Buffer;
  try {
    rejectTransactions(ctx.command);
    if (isPlainObject(ctx.command.readConcern) && ctx.command.readConcern.level === 'snapshot')
      throw new MongoServerError(
        'IllegalOperation',
        'readConcern level snapshot is only valid in multi-statement transactions or on a replica set',
      );
    const handler = COMMANDS[name] ?? BY_LOWER.get(name.toLowerCase());
    if (!handler) throw new MongoServerError('CommandNotFound', `no such command: '${name}'`);
    reply = handler({ ...ctx, name });
  } catch (e) {
    reply = errorReply(e);
  }
  return Buffer.isBuffer(reply) ? reply : encode(reply);
}

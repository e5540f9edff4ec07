import * as net from 'node:net';
import { runCommand } from './commands/dispatch';
import type { ServerState } from './commands/context';
import { CursorManager } from './engine/cursors';
import { Engine } from './engine/engine';
import { expireDocuments } from './engine/ttl';
import { MessageFramer } from './wire/framer';
import { encodeOpMsg, encodeOpReply, OP_MSG, OP_QUERY, parseMessage } from './wire/messages';

const MAX_MESSAGE = 48_000_000;

export interface ServerHandle {
  port: number;
  close(): Promise<void>;
}

/**
 * Accepts connections and answers MongoDB wire messages. Commands run to completion one at a time
 * (the engine is synchronous), so requests from many sockets interleave safely.
 */
export async function listen(dbPath: string, host: string, port: number): Promise<ServerHandle> {
  const engine = new Engine(dbPath);
  const cursors = new CursorManager();
  const state: ServerState = {
    engine,
    cursors,
    params: { cursorTimeoutMillis: cursors.timeoutMs, ttlMonitorSleepSecs: 60 },
    startedAt: new Date(),
  };
  const sockets = new Set<net.Socket>();
  let connectionIds = 0;

  // The TTL monitor re-arms itself so setParameter ttlMonitorSleepSecs takes effect at once.
  let ttlTimer: NodeJS.Timeout | undefined;
  let lastTtlRun = Date.now();
  const ttlTick = (): void => {
    if (Date.now() - lastTtlRun >= state.params.ttlMonitorSleepSecs * 1000) {
      lastTtlRun = Date.now();
      expireDocuments(engine);
    }
    ttlTimer = setTimeout(ttlTick, 250);
    ttlTimer.unref();
  };
  ttlTick();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const connectionId = ++connectionIds;
    const remoteAddress = `${socket.remoteAddress ?? ''}:${socket.remotePort ?? 0}`;
    const framer = new MessageFramer(MAX_MESSAGE);
    /** The last reply of this socket still waiting for a group commit. */
    let waiting: Promise<void> | undefined;
    socket.on('data', (chunk: Buffer) => {
      const messages = framer.push(chunk);
      if (!messages) return void socket.destroy();
      try {
        for (const message of messages) handle(message);
      } catch {
        // Unparseable input (not a command error, which gets a reply): drop the connection.
        socket.destroy();
      }
    });
    const handle = (message: Buffer): void => {
      const request = parseMessage(message);
      if (request.opCode !== OP_MSG && request.opCode !== OP_QUERY) {
        socket.destroy();
        return;
      }
      const db =
        typeof request.command.$db === 'string'
          ? request.command.$db
          : ((request.queryNs ?? 'admin').split('.')[0] ?? 'admin');
      const reply = runCommand({
        state,
        command: request.command,
        db,
        sequences: request.sequences,
        connectionId,
        remoteAddress,
      });
      const send = (): void => {
        if (request.moreToCome || socket.destroyed) return;
        const parts =
          request.opCode === OP_QUERY
            ? encodeOpReply(request.requestId, reply)
            : encodeOpMsg(request.requestId, reply);
        socket.cork();
        for (const part of parts) socket.write(part);
        socket.uncork();
      };
      // A write is acknowledged only once durable; replies on one socket keep their order.
      if (!engine.hasPendingWrites && waiting === undefined) return send();
      const durable = engine.hasPendingWrites ? engine.commitAsync() : Promise.resolve();
      const queued = Promise.all([waiting, durable]).then(send, (error: unknown) => {
        // A failed fsync means acknowledged data may be lost: stop, as mongod does.
        process.stderr.write(`embedded-mongo: journal write failed: ${String(error)}\n`);
        process.exit(1);
      });
      waiting = queued;
      void queued.then(() => {
        if (waiting === queued) waiting = undefined;
      });
    };
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    // Release the data directory (and timers) so a retry on another port can open it.
    clearTimeout(ttlTimer);
    cursors.close();
    await engine.close();
    throw e;
  }
  const address = server.address() as net.AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    port: address.port,
    close(): Promise<void> {
      closed ??= new Promise<void>((resolve) => {
        clearTimeout(ttlTimer);
        cursors.close();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(engine.close()));
      });
      return closed;
    },
  };
}

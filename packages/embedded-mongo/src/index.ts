import * as path from 'node:path';
import { listen } from './server';

export interface EmbeddedMongoOptions {
  /** 0 = random free port; default 27018. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Data directory, created if missing. */
  dbPath: string;
}

export interface EmbeddedMongo {
  /** mongodb://127.0.0.1:PORT */
  uri: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts a MongoDB-wire-compatible server keeping its data under dbPath. */
export async function start(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const handle = await listen(path.resolve(options.dbPath), host, options.port ?? 27018);
  const uriHost = host.includes(':') ? `[${host}]` : host;
  return {
    uri: `mongodb://${uriHost}:${handle.port}`,
    port: handle.port,
    stop: () => handle.close(),
  };
}

export { Engine } from './engine/engine';
export { counters, runQuery } from './engine/query';

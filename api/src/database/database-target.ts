import * as path from 'node:path';
import type { AppConfig } from '../config/configuration';
import type { JsonLogger } from '../common/logging/json-logger';
import { loadEmbeddedMongo } from './embedded-store';

/** Where the API's data lives: a real MongoDB, or the embedded server this process started. */
export interface DatabaseTarget {
  kind: 'external' | 'embedded';
  uri: string;
  dbName: string;
  /** Stops what this process started; absent for an external MongoDB. */
  stop?: () => Promise<void>;
}

export const DATABASE_TARGET = Symbol('DATABASE_TARGET');
const DEFAULT_DB_NAME = 'brightwave';

/** Hides credentials so a URI can be logged. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/[^@/]+@/, '//***@');
}

function dbNameFromUri(uri: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export async function resolveDatabaseTarget(
  config: AppConfig['database'],
  logger: JsonLogger,
): Promise<DatabaseTarget> {
  if (config.uri) {
    const dbName = config.dbName ?? dbNameFromUri(config.uri) ?? DEFAULT_DB_NAME;
    logger.event('info', `Using the MongoDB at ${redactUri(config.uri)} (database "${dbName}").`, {
      context: 'Database',
    });
    return { kind: 'external', uri: config.uri, dbName };
  }
  if (config.embeddedUri) {
    // A worker of API_WORKERS: the primary process runs the embedded server (and stops it).
    return { kind: 'embedded', uri: config.embeddedUri, dbName: config.dbName ?? DEFAULT_DB_NAME };
  }
  const { start } = await loadEmbeddedMongo();
  const dbPath = path.join(config.dataDir, 'db');
  const server = await start({ port: config.embeddedPort, host: '127.0.0.1', dbPath }).catch(
    (error: unknown) => {
      if ((error as { code?: unknown }).code !== 'EADDRINUSE') throw error;
      // Usually a second API on the same machine: say what to change rather than a bare errno.
      throw new Error(
        `Port ${config.embeddedPort} for the embedded database is already in use (is another API running?). Set EMBEDDED_MONGO_PORT to a free port, or MONGODB_URI to share a real MongoDB.`,
        { cause: error },
      );
    },
  );
  const dbName = config.dbName ?? DEFAULT_DB_NAME;
  logger.event(
    'info',
    `MONGODB_URI is not set: started the embedded MongoDB-compatible server on 127.0.0.1:${server.port} with data in ${dbPath}. Set MONGODB_URI (e.g. mongodb://localhost:27017/brightwave) to use a real MongoDB.`,
    { context: 'Database' },
  );
  return { kind: 'embedded', uri: server.uri, dbName, stop: () => server.stop() };
}

import { z } from 'zod';
import {
  ConfigError,
  dataDir,
  defineSettings,
  ms,
  nodeEnv,
  optionalString,
  port,
} from '../config/settings';

export const databaseSettings = defineSettings(
  'database',
  z.object({
    NODE_ENV: nodeEnv,
    MONGODB_URI: optionalString,
    MONGODB_DB_NAME: optionalString,
    MONGODB_TIMEOUT_MS: ms(3000),
    CACHE_VERSION_POLL_MS: ms(250),
    // Set by the primary process of API_WORKERS for its workers: the embedded server it started.
    EMBEDDED_MONGO_URI: optionalString,
    DATA_DIR: dataDir,
    EMBEDDED_MONGO_PORT: port(27018),
  }),
  (env) => {
    if (env.NODE_ENV === 'production' && !env.MONGODB_URI) {
      throw new ConfigError(
        'MONGODB_URI must be set in production (for example mongodb+srv://user:pass@cluster.example.net/brightwave): the embedded database is for local runs, tests and CI only.',
      );
    }
    return {
      /** A real MongoDB; when absent the embedded server is started. */
      uri: env.MONGODB_URI,
      dbName: env.MONGODB_DB_NAME,
      timeoutMs: env.MONGODB_TIMEOUT_MS,
      /** The embedded server the primary process started for its workers (API_WORKERS). */
      embeddedUri: env.EMBEDDED_MONGO_URI,
      /** How often each instance reads the shared versions its caches are kept by (SharedVersion). */
      versionPollMs: env.CACHE_VERSION_POLL_MS,
      dataDir: env.DATA_DIR,
      embeddedPort: env.EMBEDDED_MONGO_PORT,
    };
  },
);

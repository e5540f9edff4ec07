import type * as EmbeddedMongo from '@brightwave/embedded-mongo';
import { ConfigError } from '../config/configuration';

const PACKAGE = '@brightwave/embedded-mongo';

/** require()'s and import()'s codes for a package that is not installed. */
const NOT_FOUND_CODES = new Set(['MODULE_NOT_FOUND', 'ERR_MODULE_NOT_FOUND']);

/**
 * The embedded database is a development dependency of the API: a production install (MONGODB_URI
 * required) does not contain it, so it is loaded here, only when MONGODB_URI is unset, and never
 * imported statically. `load` exists for tests.
 */
export async function loadEmbeddedMongo(
  load: () => Promise<typeof EmbeddedMongo> = () => import('@brightwave/embedded-mongo'),
): Promise<typeof EmbeddedMongo> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    // Only the package itself missing; a broken install inside it keeps its own error.
    const missing =
      typeof code === 'string' &&
      NOT_FOUND_CODES.has(code) &&
      String(message).includes(`'${PACKAGE}'`);
    if (!missing) throw error;
    // The operator's to fix, so a ConfigError: one readable line at startup, no stack.
    throw new ConfigError(
      'MONGODB_URI is not set and the embedded database is not installed: set MONGODB_URI or install dev dependencies.',
      { cause: error },
    );
  }
}

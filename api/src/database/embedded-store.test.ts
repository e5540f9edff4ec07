import { ConfigError } from '../config/configuration';
import { loadEmbeddedMongo } from './embedded-store';

const notFound = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('loadEmbeddedMongo', () => {
  it('loads the embedded database when it is installed', async () => {
    const embedded = await loadEmbeddedMongo();
    expect(typeof embedded.start).toBe('function');
  });

  it.each([
    [
      'import()',
      notFound(
        "Cannot find package '@brightwave/embedded-mongo' imported from /srv/api/dist/database/embedded-store.js",
        'ERR_MODULE_NOT_FOUND',
      ),
    ],
    ['require()', notFound("Cannot find module '@brightwave/embedded-mongo'", 'MODULE_NOT_FOUND')],
  ])('says what to do when it is not installed (%s)', async (_, error) => {
    const loading = loadEmbeddedMongo(() => Promise.reject(error));
    await expect(loading).rejects.toThrow(ConfigError);
    await expect(loading).rejects.toThrow(
      'MONGODB_URI is not set and the embedded database is not installed: set MONGODB_URI or install dev dependencies.',
    );
  });

  it('keeps the error of a broken install inside the package', async () => {
    const error = notFound("Cannot find module 'bson'", 'MODULE_NOT_FOUND');
    await expect(loadEmbeddedMongo(() => Promise.reject(error))).rejects.toBe(error);
  });
});

// Demo accounts (their passwords are in the README) exist only on the API's own embedded store.
// A MongoDB-compatible server started here stands for a real database given by MONGODB_URI.
import { rm } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from '../src/accounts/accounts-bootstrap.service';
import {
  startLocalTestApp,
  startTestApp,
  startTestDatabase,
  tempDir,
  type TestApp,
  type TestDatabase,
} from './harness';

jest.setTimeout(60_000);

const [demoAdmin] = DEMO_ACCOUNTS;
const signIn = (api: TestApp) =>
  api.http().post('/login').send({ email: demoAdmin.email, password: demoAdmin.password });

describe('with MONGODB_URI and no NODE_ENV (the README example)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await startTestDatabase({ embedded: true });
  });
  afterAll(() => db?.dispose());

  it('creates no demo accounts: the README demo password signs nobody in', async () => {
    const api = await startTestApp(db, { NODE_ENV: undefined });
    try {
      expect(api.config.env).toBe('development');
      await signIn(api).expect(401);
      expect(await api.connection.collection('users').countDocuments()).toBe(0);
      expect(await api.connection.collection('blogs').countDocuments()).toBe(0);
    } finally {
      await api.close();
    }
  });

  it('refuses to start without JWT_SECRET, saying how to make one', async () => {
    await expect(startTestApp(db, { NODE_ENV: undefined, JWT_SECRET: undefined })).rejects.toThrow(
      'JWT_SECRET must be set to a random value of at least 32 characters with MONGODB_URI, the same on every API instance (make one with: openssl rand -base64 48).',
    );
  });

  it('refuses to start when DEMO_ACCOUNTS=true asks for them anyway', async () => {
    await expect(startTestApp(db, { NODE_ENV: undefined, DEMO_ACCOUNTS: 'true' })).rejects.toThrow(
      'DEMO_ACCOUNTS=true is refused with MONGODB_URI or in production',
    );
  });
});

describe('a local run on the embedded store with no settings', () => {
  it('still starts and creates the demo accounts', async () => {
    const dataDir = await tempDir('local');
    const api = await startLocalTestApp(dataDir, { NODE_ENV: undefined, JWT_SECRET: undefined });
    try {
      const res = await signIn(api).expect(200);
      expect(res.body.user).toMatchObject({ admin: true });
    } finally {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

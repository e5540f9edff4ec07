import { rm } from 'node:fs/promises';
import {
  startLocalTestApp,
  startTestApp,
  startTestDatabase,
  tempDir,
  type TestDatabase,
} from './harness';

describe('accounts at startup', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await startTestDatabase();
  });
  afterEach(() => db.dispose());

  const login = (api: Awaited<ReturnType<typeof startTestApp>>, email: string, password: string) =>
    api.http().post('/login').send({ email, password });

  it('creates the demo admin and author on an empty embedded database when asked, once', async () => {
    // Demo accounts exist only on the API's own embedded store (no MONGODB_URI).
    const dataDir = await tempDir('local');
    const api = await startLocalTestApp(dataDir, { DEMO_ACCOUNTS: 'true' });
    try {
      const admin = await login(api, 'admin@brightwave.example', 'demo-admin-2025').expect(200);
      expect(admin.body.user).toMatchObject({ admin: true, author: false });
      const author = await login(api, 'author@brightwave.example', 'demo-author-2025').expect(200);
      expect(author.body.user).toMatchObject({ admin: false, author: true });
    } finally {
      await api.close();
    }
    const again = await startLocalTestApp(dataDir, { DEMO_ACCOUNTS: 'true' });
    try {
      expect(await again.connection.collection('users').countDocuments()).toBe(2);
    } finally {
      await again.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('creates no demo accounts in tests unless asked', async () => {
    const api = await startTestApp(db);
    try {
      expect(await api.connection.collection('users').countDocuments()).toBe(0);
    } finally {
      await api.connection.dropDatabase();
      await api.close();
    }
  });

  it('creates the ADMIN_EMAIL account, or promotes it when it exists', async () => {
    const env = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-password-1' };
    const first = await startTestApp(db, env);
    try {
      const res = await login(first, 'boss@example.com', 'boss-password-1').expect(200);
      expect(res.body.user.admin).toBe(true);
      await first
        .http()
        .post('/register')
        .send({ username: 'Later', email: 'later@example.com', password: 'later-password' })
        .expect(201);
    } finally {
      await first.close();
    }
    const second = await startTestApp(db, { ADMIN_EMAIL: 'later@example.com' });
    try {
      const res = await login(second, 'later@example.com', 'later-password').expect(200);
      expect(res.body.user.admin).toBe(true);
    } finally {
      await second.connection.dropDatabase();
      await second.close();
    }
  });
});

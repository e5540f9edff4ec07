import { rm } from 'node:fs/promises';
import {
  startLocalTestApp,
  startTestApp,
  startTestDatabase,
  tempDir,
  type TestApp,
  type TestDatabase,
} from './harness';

/** Runs `body` with the log lines written to stdout meanwhile kept (not printed). */
async function capturingStdout<T>(body: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const logged = jest.spyOn(process.stdout, 'write').mockImplementation((line) => {
    lines.push(String(line));
    return true;
  });
  try {
    return { result: await body(), lines };
  } finally {
    logged.mockRestore();
  }
}

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

  const ADMIN = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'boss-password-1' };

  /** Runs `body` against an app started with `env`, then closes it. */
  async function withApp(env: Record<string, string>, body: (api: TestApp) => Promise<unknown>) {
    const api = await startTestApp(db, env);
    try {
      await body(api);
    } finally {
      await api.close();
    }
  }

  const register = (api: TestApp, email: string, password: string) =>
    api.http().post('/register').send({ username: 'Early', email, password }).expect(201);

  it('creates the ADMIN_EMAIL account as an admin', async () => {
    await withApp(ADMIN, async (api) => {
      const res = await login(api, 'boss@example.com', 'boss-password-1').expect(200);
      expect(res.body.user.admin).toBe(true);
    });
  });

  it("takes over an account registered at ADMIN_EMAIL first: the operator's password replaces its own and its sessions end", async () => {
    let squatterToken = '';
    await withApp({}, async (api) => {
      await register(api, 'boss@example.com', 'squatter-password');
      squatterToken = (await login(api, 'boss@example.com', 'squatter-password').expect(200)).body
        .token as string;
      // The squatter also holds a reset link for the address.
      await api.http().post('/password/forgot').send({ email: 'boss@example.com' }).expect(200);
      expect(await api.connection.collection('passwordresets').countDocuments()).toBe(1);
    });
    const { lines } = await capturingStdout(() =>
      withApp({ ...ADMIN, LOG_LEVEL: 'warn' }, () => Promise.resolve()),
    );
    const warning = lines.find((line) => line.includes('ADMIN_EMAIL'));
    expect(JSON.parse(warning!)).toMatchObject({
      level: 'warn',
      msg: expect.stringMatching(/its own password no longer works and its sessions have ended/),
    });
    await withApp(ADMIN, async (api) => {
      // The squatter's reset link is gone with the take-over.
      expect(await api.connection.collection('passwordresets').countDocuments()).toBe(0);
      await login(api, 'boss@example.com', 'squatter-password').expect(401);
      await api.http().get('/me').set('Authorization', `Bearer ${squatterToken}`).expect(401);
      const res = await login(api, 'boss@example.com', 'boss-password-1').expect(200);
      expect(res.body.user.admin).toBe(true);
    });
  });

  it('never promotes a registered account on ADMIN_EMAIL alone', async () => {
    await withApp({}, (api) => register(api, 'later@example.com', 'later-password'));
    await withApp({ ADMIN_EMAIL: 'later@example.com' }, async (api) => {
      const res = await login(api, 'later@example.com', 'later-password').expect(200);
      expect(res.body.user.admin).toBe(false);
    });
  });

  it('leaves an admin that was demoted or disabled since as it is at later starts', async () => {
    await withApp(ADMIN, async (api) => {
      await api.connection
        .collection('users')
        .updateOne({ email: 'boss@example.com' }, { $set: { admin: false } });
    });
    await withApp(ADMIN, async (api) => {
      const res = await login(api, 'boss@example.com', 'boss-password-1').expect(200);
      expect(res.body.user.admin).toBe(false);
      await api.connection
        .collection('users')
        .updateOne({ email: 'boss@example.com' }, { $set: { admin: true, disabled: true } });
    });
    await withApp(ADMIN, async (api) => {
      const user = await api.connection.collection('users').findOne({ email: 'boss@example.com' });
      expect(user).toMatchObject({ admin: true, disabled: true });
    });
    // A new ADMIN_PASSWORD is the operator's explicit wish: applied once, the account restored.
    await withApp({ ...ADMIN, ADMIN_PASSWORD: 'boss-password-2' }, async (api) => {
      const res = await login(api, 'boss@example.com', 'boss-password-2').expect(200);
      expect(res.body.user.admin).toBe(true);
    });
  });

  it('makes one admin when two instances start together', async () => {
    await withApp({}, (api) => register(api, 'boss@example.com', 'squatter-password'));
    const env = { ...ADMIN, LOG_LEVEL: 'warn' };
    const { result: started, lines } = await capturingStdout(() =>
      Promise.all([startTestApp(db, env), startTestApp(db, env)]),
    );
    const [a, b] = started;
    try {
      // Taken over once: one warning from the two instances, the sessions ended once.
      const takeOvers = lines.filter((line) => line.includes('its own password no longer works'));
      expect(takeOvers).toHaveLength(1);
      expect(JSON.parse(takeOvers[0]!)).toMatchObject({ level: 'warn' });
      const users = await a.connection.collection('users').find().toArray();
      expect(users).toHaveLength(1);
      expect(users[0]!.sessionVersion).toBe(1);
      const res = await login(b, 'boss@example.com', 'boss-password-1').expect(200);
      expect(res.body.user.admin).toBe(true);
      await login(a, 'boss@example.com', 'squatter-password').expect(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('creates one admin when two instances start together on an empty database', async () => {
    const [a, b] = await Promise.all([startTestApp(db, ADMIN), startTestApp(db, ADMIN)]);
    try {
      expect(await a.connection.collection('users').countDocuments()).toBe(1);
      await login(b, 'boss@example.com', 'boss-password-1').expect(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

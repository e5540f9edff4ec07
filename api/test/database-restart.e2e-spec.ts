import {
  startTestApp,
  startTestDatabase,
  waitFor,
  type TestApp,
  type TestDatabase,
} from './harness';

const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hi there' };

describe('the database going away under a running API', () => {
  let db: TestDatabase;
  let api: TestApp;

  beforeAll(async () => {
    // Always the embedded server: this test has to stop and restart it.
    db = await startTestDatabase({ embedded: true });
    api = await startTestApp(db);
  });
  afterAll(async () => {
    await api?.close();
    await db?.dispose();
  });

  it('answers 503 quickly while it is down and recovers when it is back', async () => {
    await api.http().post('/send-email').send(message).expect(200);

    await db.stop!();
    const started = Date.now();
    const ready = await api.http().get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ statusCode: 503, code: 'database_unavailable' });

    const write = await api.http().post('/send-email').send(message);
    expect(write.status).toBe(503);
    expect(write.body.message).toMatch(/temporarily unavailable/);
    // Both requests were bounded by MONGODB_TIMEOUT_MS (1 s here), not left hanging.
    expect(Date.now() - started).toBeLessThan(5000);
    // Liveness does not depend on the database.
    await api.http().get('/health').expect(200);

    await db.restart!();
    await waitFor(async () => (await api.http().get('/health/ready')).status === 200, {
      timeoutMs: 15_000,
      intervalMs: 100,
      what: 'readiness after the restart',
    });
    await api.http().post('/send-email').send(message).expect(200);
    // The message stored before the outage survived it (same data folder).
    expect(await api.connection.collection('contactmessages').countDocuments()).toBe(2);
  });
});

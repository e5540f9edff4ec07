import { ACKNOWLEDGEMENT } from '../src/contact/contact-mails';
import { OutboxRepository } from '../src/mail/outbox.repository';
import {
  startTestApp,
  startTestDatabase,
  waitFor,
  type TestApp,
  type TestDatabase,
} from './harness';
import { TestSmtpServer } from './smtp';

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

describe('mail across a database restart', () => {
  const smtp = new TestSmtpServer();
  let db: TestDatabase;
  let api: TestApp;

  beforeAll(async () => {
    await smtp.start();
    db = await startTestDatabase({ embedded: true });
    // A short lease, so it has long run out by the time the database is back.
    api = await startTestApp(db, { SMTP_URL: smtp.url, MAIL_LEASE_MS: '300' });
  });
  beforeEach(async () => {
    await api.reset();
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await api?.close();
    await db?.dispose();
    await smtp.stop();
  });

  const contactMessages = () => api.connection.collection('contactmessages');
  const outbox = () => api.connection.collection('mailoutbox');
  const backUp = async () => {
    await db.restart!();
    await waitFor(async () => (await api.http().get('/health/ready')).status === 200, {
      timeoutMs: 15_000,
      intervalMs: 100,
      what: 'readiness after the restart',
    });
  };

  it('queues the mails of a message stored just before the database dropped', async () => {
    // The database goes away between the two writes: the message is stored, its mails are not.
    const repository = api.app.get(OutboxRepository);
    const add = repository.add.bind(repository);
    repository.add = async (mails) => {
      repository.add = add;
      await db.stop!();
      return add(mails);
    };

    // The message is safe, so the sender hears it arrived rather than being asked to resend.
    const res = await api.http().post('/send-email').send(message);
    expect(res.status).toBe(200);
    expect(repository.add).toBe(add);

    await backUp();
    const stored = await contactMessages().find().toArray();
    expect(stored).toHaveLength(1);

    // The outbox sweep finds it and queues both mails, once.
    await waitFor(() => smtp.received.length === 2, { timeoutMs: 10_000, what: 'two mails' });
    await waitFor(async () => (await outbox().countDocuments({ status: 'sent' })) === 2, {
      what: 'both mails marked sent',
    });
    const entries = await outbox().find().toArray();
    expect(entries.map((e) => e.kind as string).sort()).toEqual(['contact.ack', 'contact.notify']);
    expect(entries.every((e) => e.refId === String(stored[0]!._id))).toBe(true);
    expect(await contactMessages().countDocuments({ mailsPending: { $exists: true } })).toBe(0);
    expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual([
      `Contact form: ${message.subject}`,
      ACKNOWLEDGEMENT.subject,
    ]);
  });

  it('does not send again a mail the server took while the database dropped', async () => {
    const hold = smtp.hold();
    await api.http().post('/send-email').send(message).expect(200);
    // The first mail is with the mail server, whose answer is held back ...
    await hold.arrived;
    // ... while the database drops: the worker cannot record that the mail went out.
    await db.stop!();
    hold.release();
    // Outlast the lease many times over before the database returns.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await backUp();

    await waitFor(async () => (await outbox().countDocuments({ status: 'sent' })) === 2, {
      timeoutMs: 10_000,
      what: 'both mails marked sent',
    });
    // Once both are recorded as sent nothing can claim them again: the count is final.
    expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual([
      `Contact form: ${message.subject}`,
      ACKNOWLEDGEMENT.subject,
    ]);
    const ids = smtp.received.map((m) => m.headers['message-id']);
    const entries = await outbox().find().toArray();
    expect(ids.sort()).toEqual(
      entries.map((e) => `<outbox-${String(e._id)}@brightwave.example>`).sort(),
    );
  });
});

import { readdir, readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { apiErrorBodySchema, TEXTS } from '@brightwave/contracts';
import { ACKNOWLEDGEMENT } from '../src/contact/contact-mails';
import { inOneWindow, startTestApp, useTestApp, waitFor, type TestApp } from './harness';
import { mailText, TestSmtpServer } from './smtp';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new analytical engine',
  message: 'Could you build us an app?\nThanks!',
};

describe('POST /send-email with an SMTP server', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => ({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT_MAX: '3' }));

  beforeEach(async () => {
    smtp.received.length = 0;
    await smtp.start(); // brings it back after the outage test; a no-op otherwise
  });

  const contactMessages = () => ctx.api.connection.collection('contactmessages');
  const outbox = () => ctx.api.connection.collection('mailoutbox');

  it('stores the message, answers 200 and mails the company and the sender', async () => {
    const res = await ctx.api
      .http()
      .post('/send-email')
      .send({ ...valid, name: `  ${valid.name}  ` })
      .expect(200);
    expect(res.body).toEqual({ message: TEXTS.contact.success });

    const stored = await contactMessages().find().toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, spam: false, ip: expect.any(String) });

    await waitFor(() => smtp.received.length === 2, { what: 'two mails' });
    const toCompany = smtp.received.find((m) => m.rcptTo.includes('hello@brightwave.example'));
    const toSender = smtp.received.find((m) => m.rcptTo.includes(valid.email));
    expect(toCompany?.headers['reply-to']).toBe(`Ada Lovelace <${valid.email}>`);
    expect(toCompany?.headers.subject).toBe(`Contact form: ${valid.subject}`);
    expect(toCompany?.raw).toContain('Could you build us an app?');
    // The acknowledgement is fixed text, to the bare address (contact-acknowledgement spec).
    expect(toSender?.headers.to).toBe(valid.email);
    expect(toSender?.headers.subject).toBe(ACKNOWLEDGEMENT.subject);
    expect(mailText(toSender!.raw)).toContain('We reply within 24 hours.');

    await waitFor(async () => (await outbox().countDocuments({ status: 'sent' })) === 2, {
      what: 'both outbox entries marked sent',
    });
    const entries = await outbox().find().toArray();
    expect(entries.map((e) => e.attempts as number)).toEqual([1, 1]);
    expect(entries.every((e) => e.refId === String(stored[0]!._id))).toBe(true);
  });

  it.each([
    ['name', { name: '' }, 'Please enter your name.'],
    ['name', { name: 'n'.repeat(101) }, 'Your name must be at most 100 characters.'],
    ['email', { email: 'not-an-address' }, 'Please enter a valid e-mail address.'],
    ['subject', { subject: '   ' }, 'Please enter a subject.'],
    ['message', { message: undefined }, 'Please enter a message.'],
    ['message', { message: 'm'.repeat(5001) }, 'Your message must be at most 5000 characters.'],
    ['form', { form: 'survey' }, 'The form must be one of: contact, inquiry.'],
  ])('rejects a bad %s with 400 naming it', async (field, change, text) => {
    const res = await ctx.api
      .http()
      .post('/send-email')
      .send({ ...valid, ...change })
      .expect(400);
    expect(res.body.message).toBe(text);
    expect(res.body.error).toBe(text);
    // The shape the frontends read (contracts' apiErrorBodySchema), with the field's own message.
    expect(apiErrorBodySchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expect(res.body.fields).toEqual({ [field]: { code: expect.any(String), message: text } });
    expect(await contactMessages().countDocuments()).toBe(0);
    expect(await outbox().countDocuments()).toBe(0);
  });

  it('answers a filled honeypot like a person, keeps it as spam and sends nothing', async () => {
    const res = await ctx.api
      .http()
      .post('/send-email')
      .send({ ...valid, email: 'bot@spam.example', website: 'http://spam.example' })
      .expect(200);
    expect(res.body).toEqual({ message: TEXTS.contact.success });
    expect(await contactMessages().findOne({ email: 'bot@spam.example' })).toMatchObject({
      spam: true,
    });
    expect(await outbox().countDocuments()).toBe(0);

    // A real message afterwards is delivered alone: the bot's never reached the mail server.
    await ctx.api.http().post('/send-email').send(valid).expect(200);
    await waitFor(() => smtp.received.length === 2, { what: 'the real message mails' });
    expect(smtp.received.some((m) => m.raw.includes('bot@spam.example'))).toBe(false);
  });

  it('limits messages per address with 429', async () => {
    await inOneWindow(ctx.api.config.rateLimit.contact.windowMs);
    for (let i = 0; i < 3; i++) await ctx.api.http().post('/send-email').send(valid).expect(200);
    const res = await ctx.api.http().post('/send-email').send(valid).expect(429);
    expect(res.body.message).toBe(TEXTS.api.tooManyRequests);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await contactMessages().countDocuments()).toBe(3);
    // Let the accepted messages' mails arrive, so none is still in flight in the next test.
    await waitFor(() => smtp.received.length === 6, { what: 'the accepted messages mails' });
  });

  it('keeps mail while the SMTP server is down and delivers it once it is back', async () => {
    await smtp.stop();
    await ctx.api.http().post('/send-email').send(valid).expect(200);
    expect(await contactMessages().countDocuments()).toBe(1);

    const failed = await waitFor(
      async () => {
        const entries = await outbox()
          .find({ attempts: { $gte: 1 } })
          .toArray();
        return entries.length === 2 ? entries : undefined;
      },
      { what: 'failed attempts to be recorded' },
    );
    for (const entry of failed) {
      // Waiting for the next attempt, or (retries are quick here) in the middle of one.
      expect(['pending', 'sending']).toContain(entry.status);
      expect(entry.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Back-off: never retried sooner than MAIL_RETRY_BASE_MS (100 ms here) after queueing.
      expect(
        (entry.nextAttemptAt as Date).getTime() - (entry.createdAt as Date).getTime(),
      ).toBeGreaterThanOrEqual(100);
    }
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await waitFor(() => smtp.received.length === 2, { timeoutMs: 8000, what: 'delivery' });
    await waitFor(async () => (await outbox().countDocuments({ status: 'sent' })) === 2, {
      what: 'outbox marked sent',
    });
    const sent = await outbox().find().toArray();
    expect(sent.every((e) => (e.attempts as number) >= 2)).toBe(true);
  });
});

describe('the outbox with two API instances', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => ({ SMTP_URL: smtp.url }));
  let second: TestApp;
  beforeAll(async () => {
    second = await startTestApp(ctx.db, { SMTP_URL: smtp.url });
  });
  afterAll(() => second?.close());

  it('sends every mail exactly once although both workers poll the same outbox', async () => {
    const subjects = ['one', 'two', 'three'];
    await Promise.all(
      subjects.map((subject, i) =>
        (i % 2 ? second : ctx.api)
          .http()
          .post('/send-email')
          .send({ ...valid, subject })
          .expect(200),
      ),
    );
    const outbox = ctx.api.connection.collection('mailoutbox');
    await waitFor(async () => (await outbox.countDocuments({ status: 'sent' })) === 6, {
      what: 'six mails sent',
    });
    expect(smtp.received).toHaveLength(6);
    const sentSubjects = smtp.received.map((m) => m.headers.subject).sort();
    expect(sentSubjects).toEqual([
      'Contact form: one',
      'Contact form: three',
      'Contact form: two',
      ...subjects.map(() => ACKNOWLEDGEMENT.subject),
    ]);
    expect(await outbox.countDocuments({ attempts: 1 })).toBe(6);
  });
});

describe('a mail server slower than the lease', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  // A lease of 1 s, renewed every third of it: short enough to outlast several times, long
  // enough that a database round trip slowed by a loaded machine still renews it in time.
  const env = () => ({ SMTP_URL: smtp.url, MAIL_LEASE_MS: '1000' });
  const ctx = useTestApp(env);
  let second: TestApp;
  beforeAll(async () => {
    second = await startTestApp(ctx.db, env());
  });
  afterAll(() => second?.close());

  it('keeps the mail with the worker sending it: the other instance never sends it too', async () => {
    const hold = smtp.hold();
    await ctx.api.http().post('/send-email').send(valid).expect(200);
    await hold.arrived;
    // Both workers poll every 50 ms while the first send outlasts its 1 s lease several times.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    hold.release();

    const outbox = ctx.api.connection.collection('mailoutbox');
    await waitFor(async () => (await outbox.countDocuments({ status: 'sent' })) === 2, {
      what: 'both mails sent',
    });
    expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual([
      `Contact form: ${valid.subject}`,
      ACKNOWLEDGEMENT.subject,
    ]);
    expect(await outbox.countDocuments({ attempts: 1 })).toBe(2);
  });
});

describe('POST /send-email without SMTP_URL', () => {
  const ctx = useTestApp();

  it('writes both mails to .eml files under DATA_DIR/mailbox', async () => {
    await ctx.api.http().post('/send-email').send(valid).expect(200);
    const dir = path.join(ctx.api.config.database.dataDir, 'mailbox');
    expect(ctx.api.config.mail.mailboxDir).toBe(dir);
    const files = await waitFor(
      async () => {
        const names = await readdir(dir).catch(() => []);
        return names.length === 2 ? names : undefined;
      },
      { what: 'two .eml files' },
    );
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const contents = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    const toCompany = contents.find((c) => /^To: .*hello@brightwave\.example/m.test(c));
    expect(toCompany).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
    expect(toCompany).toMatch(/^Subject: Contact form: A new analytical engine$/m);
    expect(contents.some((c) => /^To: ada@example\.com$/m.test(c))).toBe(true);
  });
});

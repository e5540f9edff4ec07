import { createHash, randomBytes } from 'node:crypto';
import { TEXTS } from '@brightwave/contracts';
import { PasswordHasher } from '../src/accounts/password-hasher.service';
import type { ConcurrencyLimiter } from '../src/rate-limit/concurrency-limiter';
import { bearer, createUser } from './accounts';
import { inOneWindow, startTestApp, useTestApp, waitFor, type TestApp } from './harness';
import { mailText, TestSmtpServer } from './smtp';

/** The token of the reset link in a mail. */
function linkIn(raw: string): string {
  const text = mailText(raw);
  const match = /https:\/\/site\.example\/reset-password\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[1]!;
}

describe('password reset', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => ({
    SMTP_URL: smtp.url,
    SITE_URL: 'https://site.example/',
    PASSWORD_RESET_RATE_LIMIT_MAX: '50',
    PASSWORD_HASH_CONCURRENCY: '1',
    PASSWORD_HASH_QUEUE_MAX: '0',
  }));
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /** Posts a new password with a reset token. */
  const resetWith = (token: unknown, password: string) =>
    ctx.api.http().post('/password/reset').send({ token, password });

  async function requestLink(email: string): Promise<string> {
    const res = await ctx.api.http().post('/password/forgot').send({ email }).expect(200);
    expect(res.body).toEqual({ message: TEXTS.passwordReset.requested });
    const mail = await waitFor(
      () => smtp.received.find((m) => m.rcptTo.includes(email.toLowerCase())),
      {
        what: 'the reset mail',
      },
    );
    return linkIn(mail.raw);
  }

  it('mails a single-use link that sets the password and ends older sessions', async () => {
    const { user, token, password } = await createUser(ctx.api, { email: 'reset@example.com' });
    const resetToken = await requestLink('RESET@example.com');
    expect(smtp.received[0]!.headers.subject).toMatch(/Reset your .* password/);

    // Only a hash of the token is stored.
    const stored = await ctx.api.connection.collection('passwordresets').find().toArray();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(resetToken);

    const res = await resetWith(resetToken, 'a brand new password').expect(200);
    expect(res.body).toEqual({ message: TEXTS.passwordReset.done });

    await ctx.api.http().get('/me').set('Authorization', bearer(token)).expect(401);
    await ctx.api.http().post('/login').send({ email: user.email, password }).expect(401);
    await ctx.api
      .http()
      .post('/login')
      .send({ email: user.email, password: 'a brand new password' })
      .expect(200);

    const again = await resetWith(resetToken, 'yet another password').expect(400);
    expect(again.body.message).toBe(TEXTS.passwordReset.invalidLink);
  });

  /** Every reset mail received for `email`, in order of arrival. */
  const resetMailsTo = (email: string) =>
    smtp.received.filter((m) => m.rcptTo.includes(email) && /Reset your/.test(m.headers.subject!));

  it('mails a fresh link for every request, and only the newest link works', async () => {
    const { user } = await createUser(ctx.api, { email: 'twice@example.com' });
    const first = await requestLink(user.email);
    await ctx.api.http().post('/password/forgot').send({ email: user.email }).expect(200);
    const mails = await waitFor(
      () => resetMailsTo(user.email).length === 2 && resetMailsTo(user.email),
      { what: 'the second reset mail' },
    );
    const second = linkIn(mails[1]!.raw);
    expect(second).not.toBe(first);

    const stale = await resetWith(first, 'a brand new password').expect(400);
    expect(stale.body.message).toBe(TEXTS.passwordReset.invalidLink);
    await resetWith(second, 'a brand new password').expect(200);
  });

  it('refuses a link of an older generation even when its record survived', async () => {
    const { user } = await createUser(ctx.api, { email: 'survivor@example.com' });
    await requestLink(user.email);
    smtp.received.length = 0;
    const newest = await requestLink(user.email);
    const records = ctx.api.connection.collection('passwordresets');
    const current = (await records.findOne({}))!;
    expect(current.generation).toBe(2);
    // As if the first request's clean-up had lost a race: its link (generation 1) still stored.
    const older = randomBytes(32).toString('base64url');
    await records.insertOne({
      tokenHash: createHash('sha256').update(older).digest('hex'),
      userId: current.userId,
      generation: 1,
      expiresAt: new Date(Date.now() + 60_000),
      usedAt: null,
    });
    const stale = await resetWith(older, 'a brand new password').expect(400);
    expect(stale.body.message).toBe(TEXTS.passwordReset.invalidLink);
    await resetWith(newest, 'a brand new password').expect(200);
  });

  it('keeps the link when the new password cannot be hashed yet (503), so it works after', async () => {
    const { user } = await createUser(ctx.api, { email: 'busy@example.com' });
    const resetToken = await requestLink(user.email);
    // Every hashing slot taken and no queue: the hasher answers 503 at once.
    const hasher: unknown = ctx.api.app.get(PasswordHasher);
    const { limiter } = hasher as { limiter: ConcurrencyLimiter };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = limiter.run(() => held);
    try {
      const busy = await resetWith(resetToken, 'a brand new password').expect(503);
      expect(busy.body.code).toBe('server_busy');
    } finally {
      release();
      await holding;
    }
    await resetWith(resetToken, 'a brand new password').expect(200);
    await ctx.api
      .http()
      .post('/login')
      .send({ email: user.email, password: 'a brand new password' })
      .expect(200);
  });

  it('mails an account at most 3 links an hour; a 4th request answers as usual and mails nothing', async () => {
    const { user } = await createUser(ctx.api, { email: 'capped@example.com' });
    for (let i = 0; i < 3; i++) {
      await ctx.api.http().post('/password/forgot').send({ email: user.email }).expect(200);
    }
    const mails = await waitFor(
      () => resetMailsTo(user.email).length === 3 && resetMailsTo(user.email),
      {
        what: 'three reset mails',
      },
    );
    const fourth = await ctx.api
      .http()
      .post('/password/forgot')
      .send({ email: 'Capped@Example.com' })
      .expect(200);
    expect(fourth.body).toEqual({ message: TEXTS.passwordReset.requested });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resetMailsTo(user.email)).toHaveLength(3);
    expect(
      await ctx.api.connection
        .collection('mailoutbox')
        .countDocuments({ kind: 'account.password-reset' }),
    ).toBe(3);
    // The counter names the account, not its address; the last link mailed still works.
    const counters = JSON.stringify(
      await ctx.api.connection.collection('ratelimits').find().toArray(),
    );
    expect(counters).toContain(`passwordResetMails:${user.id}:`);
    expect(counters).not.toContain('capped@example.com');
    await resetWith(linkIn(mails[2]!.raw), 'a brand new password').expect(200);
  });

  it('mails a working link again after a successful reset', async () => {
    const { user } = await createUser(ctx.api, { email: 'again@example.com' });
    await resetWith(await requestLink(user.email), 'first new password').expect(200);
    smtp.received.length = 0;
    await resetWith(await requestLink(user.email), 'second new password').expect(200);
    await ctx.api
      .http()
      .post('/login')
      .send({ email: user.email, password: 'second new password' })
      .expect(200);
  });

  it('keeps no readable link in the outbox once the mail is delivered', async () => {
    await createUser(ctx.api, { email: 'outbox@example.com' });
    const resetToken = await requestLink('outbox@example.com');
    const outbox = ctx.api.connection.collection('mailoutbox');
    const stored = await waitFor(
      async () => {
        const mail = await outbox.findOne({ kind: 'account.password-reset' });
        return mail?.status === 'sent' && mail;
      },
      { what: 'the reset mail marked sent' },
    );
    expect(JSON.stringify(stored)).not.toContain(resetToken);
    expect(stored.text).not.toContain('reset-password?token=');
  });

  it('carries no text the account holder typed, not even the name (the address is unverified)', async () => {
    await createUser(ctx.api, { email: 'named@example.com', name: 'Buy at spam.example' });
    await requestLink('named@example.com');
    const mail = smtp.received.find((m) => m.rcptTo.includes('named@example.com'))!;
    expect(`${mail.raw}\n${mailText(mail.raw)}`).not.toContain('spam.example');
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    await createUser(ctx.api, { email: 'known@example.com' });
    const unknown = await ctx.api
      .http()
      .post('/password/forgot')
      .send({ email: 'unknown@example.com' })
      .expect(200);
    await requestLink('known@example.com');
    expect(unknown.body).toEqual({ message: TEXTS.passwordReset.requested });
    expect(smtp.received.every((m) => !m.rcptTo.includes('unknown@example.com'))).toBe(true);
    expect(await ctx.api.connection.collection('passwordresets').countDocuments()).toBe(1);
  });

  it('refuses an expired link', async () => {
    await createUser(ctx.api, { email: 'late@example.com' });
    const resetToken = await requestLink('late@example.com');
    await ctx.api.connection
      .collection('passwordresets')
      .updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await resetWith(resetToken, 'a brand new password').expect(400);
  });

  it('refuses a made-up token, a short password and operator payloads with 400', async () => {
    await resetWith('made-up', 'long enough password').expect(400);
    const short = await resetWith('made-up', 'short').expect(400);
    expect(short.body.fields.password.message).toBe('Your password must be at least 8 characters.');
    await resetWith({ $ne: null }, 'long enough password').expect(400);
    await ctx.api
      .http()
      .post('/password/forgot')
      .send({ email: { $ne: null } })
      .expect(400);
  });
});

describe('password reset: rate limit', () => {
  const ctx = useTestApp({ PASSWORD_RESET_RATE_LIMIT_MAX: '2' });
  beforeEach(() => inOneWindow(ctx.api.config.rateLimit.passwordReset.windowMs));

  it('answers 429 with Retry-After after too many requests from one address', async () => {
    for (let i = 0; i < 2; i++) {
      await ctx.api.http().post('/password/forgot').send({ email: 'a@example.com' }).expect(200);
    }
    const res = await ctx.api
      .http()
      .post('/password/forgot')
      .send({ email: 'a@example.com' })
      .expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('password reset: two instances on one database', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const env = () => ({ SMTP_URL: smtp.url, SITE_URL: 'https://site.example' });
  const ctx = useTestApp(env);
  let second: TestApp;
  beforeAll(async () => {
    second = await startTestApp(ctx.db, env());
  });
  afterAll(() => second.close());

  it('leaves one working link when two links are requested at once through both', async () => {
    const { user } = await createUser(ctx.api, { email: 'both@example.com' });
    smtp.received.length = 0;
    await Promise.all(
      [ctx.api, second].map((api) =>
        api.http().post('/password/forgot').send({ email: user.email }).expect(200),
      ),
    );
    const mails = await waitFor(
      () =>
        smtp.received.filter((m) => m.rcptTo.includes(user.email)).length === 2 && smtp.received,
      { what: 'both reset mails' },
    );
    const links = mails.map((m) => linkIn(m.raw));
    const statuses: number[] = [];
    for (const link of links) {
      statuses.push(
        (
          await ctx.api
            .http()
            .post('/password/reset')
            .send({ token: link, password: 'a brand new password' })
        ).status,
      );
    }
    expect(statuses.sort()).toEqual([200, 400]);
  });
});

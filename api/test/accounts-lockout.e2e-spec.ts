import { TEXTS } from '@brightwave/contracts';
import { createUser, type TestUser } from './accounts';
import { inOneWindow, startTestApp, useTestApp, waitFor, type TestApp } from './harness';
import { mailText, TestSmtpServer } from './smtp';

/** Sign-in attempts as if from `address` (the app trusts one proxy hop, as behind a balancer). */
function signIn(api: TestApp, address: string, email: string, password: string) {
  return api.http().post('/login').set('X-Forwarded-For', address).send({ email, password });
}

async function failFrom(api: TestApp, address: string, owner: TestUser, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push((await signIn(api, address, owner.user.email, 'wrong-password')).status);
  }
  return statuses;
}

describe('sign-in throttling that cannot lock the owner out', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => ({
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    SITE_URL: 'https://site.example',
  }));
  // Every test here counts failed sign-ins up to a limit, within one window.
  beforeEach(() => inOneWindow(ctx.api.config.rateLimit.login.windowMs));
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('stops 15 failures from one address there, and lets the owner in from another', async () => {
    const owner = await createUser(ctx.api);
    const statuses = await failFrom(ctx.api, '203.0.113.7', owner, 15);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));

    // The guessing address is refused even with the right password...
    const blocked = await signIn(ctx.api, '203.0.113.7', owner.user.email, owner.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TEXTS.api.tooManyRequests);
    // ...while the owner, elsewhere, signs in.
    await signIn(ctx.api, '198.51.100.20', owner.user.email, owner.password).expect(200);
  });

  it('mails the owner once when the account sees a burst of failures', async () => {
    const owner = await createUser(ctx.api, { email: 'burst@example.com' });
    await failFrom(ctx.api, '203.0.113.7', owner, 10);
    await failFrom(ctx.api, '203.0.113.8', owner, 5);

    const notice = await waitFor(
      () => smtp.received.find((m) => m.rcptTo.includes('burst@example.com')),
      { what: 'the failed sign-ins notice' },
    );
    expect(notice.headers.subject).toMatch(/Failed sign-ins/);
    const text = mailText(notice.raw);
    expect(text).toContain('10 failed attempts');
    expect(text).toContain('https://site.example/forgot-password');
    expect(text).not.toContain('203.0.113');
    // Once per window: the five later failures mail nothing more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((m) => m.rcptTo.includes('burst@example.com'))).toHaveLength(1);
  });

  it('mails nothing for a few failures', async () => {
    const owner = await createUser(ctx.api, { email: 'few@example.com' });
    await failFrom(ctx.api, '203.0.113.7', owner, 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((m) => m.rcptTo.includes('few@example.com'))).toHaveLength(0);
    expect(await ctx.api.connection.collection('mailoutbox').countDocuments()).toBe(0);
  });

  it('still answers 401 when the failure notice cannot be counted', async () => {
    const owner = await createUser(ctx.api);
    // A counter the database cannot add to (as when it fails mid-request); the rest works.
    const window = Math.floor(Date.now() / ctx.api.config.rateLimit.loginFailureNotice.windowMs);
    await ctx.api.connection
      .collection<{ _id: string; count: unknown; expiresAt: Date }>('ratelimits')
      .insertOne({
        _id: `loginFailureNotice:${owner.user.id}:${window}`,
        count: 'not a number',
        expiresAt: new Date(Date.now() + 60_000),
      });
    const res = await signIn(ctx.api, '203.0.113.9', owner.user.email, 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(TEXTS.login.invalidCredentials);
  });

  describe('guessing spread over many addresses', () => {
    let api: TestApp;
    beforeAll(async () => {
      api = await startTestApp(ctx.db, { TRUST_PROXY: '1', LOGIN_ACCOUNT_CEILING_MAX: '6' });
    });
    afterAll(() => api.close());

    it('meets a per-account ceiling across addresses', async () => {
      const owner = await createUser(api);
      // Six failures, each from its own address, reach the ceiling of six.
      for (let i = 0; i < 6; i++) {
        await signIn(api, `192.0.2.${i + 1}`, owner.user.email, 'wrong-password').expect(401);
      }
      const res = await signIn(api, '192.0.2.99', owner.user.email, 'wrong-password').expect(429);
      expect(res.body.message).toBe(TEXTS.api.tooManyRequests);
      // The right password is refused too: the ceiling is checked before the password.
      await signIn(api, '192.0.2.100', owner.user.email, owner.password).expect(429);
    });
  });

  describe('the per-account ceiling counts failures only', () => {
    let api: TestApp;
    beforeAll(async () => {
      // Just above what three addresses can add (10 failures each before their own limit).
      api = await startTestApp(ctx.db, { TRUST_PROXY: '1', LOGIN_ACCOUNT_CEILING_MAX: '31' });
    });
    afterAll(() => api.close());

    it('lets the owner in from a fourth address after three used up their own failures', async () => {
      const owner = await createUser(api);
      const home = '198.51.100.50';
      for (let i = 0; i < 3; i++) {
        await signIn(api, home, owner.user.email, owner.password).expect(200);
      }
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        const statuses = await failFrom(api, address, owner, 12);
        expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
      }
      for (let i = 0; i < 3; i++) {
        await signIn(api, home, owner.user.email, owner.password).expect(200);
      }
    });
  });
});

import { TEXTS } from '@brightwave/contracts';
import {
  TRUSTED_CALLER_HEADER,
  VISITOR_ADDRESS_HEADER,
} from '@brightwave/site-registry/trusted-caller';
import { inOneWindow, startTestApp, useTestApp, type TestApp } from './harness';

const LIMITS = { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' };

describe('rate limiting', () => {
  const ctx = useTestApp(LIMITS);
  // Most tests here count up to the limit of 3, within one window.
  beforeEach(() => inOneWindow(Number(LIMITS.RATE_LIMIT_WINDOW_MS)));

  it('answers 429 with a clear message once the limit is used up', async () => {
    for (let i = 0; i < 3; i++) await ctx.api.http().get('/').expect(200);
    const res = await ctx.api.http().get('/').expect(429);
    expect(res.body).toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      message: TEXTS.api.tooManyRequests,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('keeps the counters in MongoDB with a TTL index', async () => {
    await ctx.api.http().get('/').expect(200);
    await ctx.api.http().get('/').expect(200);
    const counters = await ctx.api.connection.collection('ratelimits').find().toArray();
    expect(counters).toHaveLength(1);
    expect(counters[0]).toMatchObject({ count: 2 });
    expect(String(counters[0]!._id)).toMatch(/^global:.+:\d+$/);
    expect((counters[0]!.expiresAt as Date).getTime()).toBeGreaterThan(Date.now());

    const indexes = await ctx.api.connection.collection('ratelimits').indexes();
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
      ]),
    );
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 5; i++) await ctx.api.http().get('/health').expect(200);
    expect(await ctx.api.connection.collection('ratelimits').countDocuments()).toBe(0);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY (the default): a header cannot make a new client', async () => {
    expect(ctx.api.config.http.trustProxy).toBe(0);
    for (const address of ['203.0.113.1', '203.0.113.2', '2001:db8::1']) {
      await ctx.api.http().get('/').set('X-Forwarded-For', address).expect(200);
    }
    await ctx.api.http().get('/').set('X-Forwarded-For', '198.51.100.1').expect(429);
    const counters = await ctx.api.connection.collection('ratelimits').find().toArray();
    expect(counters.map((c) => String(c._id))).toEqual([
      expect.stringMatching(/^global:127\.0\.0\.1:/),
    ]);
  });

  it("counts the visitor the site's server names, only with SITE_SERVER_SECRET, and none of its own calls", async () => {
    await inOneWindow(ctx.api.config.rateLimit.global.windowMs);
    const secret = ctx.api.config.auth.siteServerSecret;
    const forVisitor = (address: string, key = secret) =>
      ctx.api.http().get('/').set(TRUSTED_CALLER_HEADER, key).set(VISITOR_ADDRESS_HEADER, address);
    // Its own calls (no visitor named) count against nobody.
    for (let i = 0; i < 5; i++) {
      await ctx.api.http().get('/').set(TRUSTED_CALLER_HEADER, secret).expect(200);
    }
    // Each visitor it names has a limit of its own.
    for (let i = 0; i < 3; i++) await forVisitor('203.0.113.9').expect(200);
    await forVisitor('203.0.113.9').expect(429);
    await forVisitor('198.51.100.9').expect(200);
    // Without the secret the header names nobody: the caller is counted.
    for (let i = 0; i < 3; i++) await forVisitor(`192.0.2.${i}`, 'x'.repeat(56)).expect(200);
    await forVisitor('192.0.2.200', 'x'.repeat(56)).expect(429);
    const counters = await ctx.api.connection.collection('ratelimits').find().toArray();
    expect(counters.map((c) => String(c._id).split(':').slice(0, 2).join(':')).sort()).toEqual([
      'global:127.0.0.1',
      'global:198.51.100.9',
      'global:203.0.113.9',
    ]);
  });

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await startTestApp(ctx.db, { ...LIMITS, TRUST_PROXY: '1' });
    });
    afterAll(() => proxied.close());
    const from = (address: string) => proxied.http().get('/').set('X-Forwarded-For', address);

    it('counts every IPv6 address of one /64 as one client', async () => {
      await from('2001:db8:0:1::1').expect(200);
      await from('2001:db8:0:1::2').expect(200);
      await from('2001:db8:0:1:ffff:ffff:ffff:fffe').expect(200);
      await from('2001:db8:0:1::4').expect(429);
      // Another /64, and an IPv4 client, are clients of their own.
      await from('2001:db8:0:2::1').expect(200);
      await from('203.0.113.50').expect(200);
    });

    it('counts an IPv4-mapped address as its IPv4 address', async () => {
      await from('203.0.113.60').expect(200);
      await from('::ffff:203.0.113.60').expect(200);
      await from('203.0.113.60').expect(200);
      await from('::ffff:203.0.113.60').expect(429);
    });
  });

  describe('with a limit large enough to claim hits in blocks', () => {
    let big: TestApp;
    beforeAll(async () => {
      big = await startTestApp(ctx.db, { RATE_LIMIT_MAX: '25', RATE_LIMIT_WINDOW_MS: '60000' });
    });
    afterAll(() => big.close());

    it('writes its counter once per block of hits and still stops at the limit exactly', async () => {
      const counter = async (): Promise<unknown> =>
        (await big.connection.collection('ratelimits').find().toArray())[0]?.count;
      await big.http().get('/').expect(200);
      // A tenth of 25: two hits claimed at once, the second counted off in memory.
      expect(await counter()).toBe(2);
      await big.http().get('/').expect(200);
      expect(await counter()).toBe(2);
      for (let i = 2; i < 25; i++) await big.http().get('/').expect(200);
      const res = await big.http().get('/').expect(429);
      expect(res.body.message).toBe(TEXTS.api.tooManyRequests);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('with a second API instance on the same database', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await startTestApp(ctx.db, LIMITS);
    });
    afterAll(() => second.close());

    it('shares the counters between instances', async () => {
      await ctx.api.http().get('/').expect(200);
      await second.http().get('/').expect(200);
      await ctx.api.http().get('/').expect(200);
      await second.http().get('/').expect(429);
    });
  });
});

import { TEXTS } from '@brightwave/contracts';
import { createUser } from './accounts';
import { inOneWindow, useTestApp } from './harness';

const register = (api: ReturnType<typeof useTestApp>['api'], address: string, n: number) =>
  api
    .http()
    .post('/register')
    .set('X-Forwarded-For', address)
    .send({ username: `Flood ${n}`, email: `flood-${n}@example.com`, password: 'flood-password' });

describe('registration under a flood', () => {
  const ctx = useTestApp({ TRUST_PROXY: '1', PASSWORD_HASH_CONCURRENCY: '1' });
  beforeEach(() => inOneWindow(ctx.api.config.rateLimit.register.windowMs));

  it('accepts only the per-address limit of registrations from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await register(ctx.api, '203.0.113.5', i)).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(201));
    expect(statuses.slice(5)).toEqual(Array(35).fill(429));
    const refused = await register(ctx.api, '203.0.113.5', 99).expect(429);
    expect(refused.body.message).toBe(TEXTS.api.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ctx.api.connection.collection('users').countDocuments()).toBe(5);
    // Another address is not affected.
    await register(ctx.api, '203.0.113.6', 100).expect(201);
  });

  it('bounds hashing: 200 registrations at once get 201 or a quick 503, and sign-ins go on', async () => {
    const owner = await createUser(ctx.api);
    const flood = Array.from({ length: 200 }, (_, i) => register(ctx.api, `10.1.0.${i}`, i));
    const signIn = ctx.api
      .http()
      .post('/login')
      .send({ email: owner.user.email, password: owner.password });
    const [signedIn, ...answers] = await Promise.all([signIn, ...flood]);

    expect(signedIn.status).toBe(200);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(statuses).toContain(201);
    const busy = answers.find((res) => res.status === 503)!;
    expect(busy.body).toMatchObject({ code: 'server_busy', message: TEXTS.api.serverBusy });
    expect(busy.headers['retry-after']).toBe('2');
    expect(await ctx.api.connection.collection('users').countDocuments()).toBe(
      1 + statuses.filter((s) => s === 201).length,
    );
  });
});

import { TEXTS } from '@brightwave/contracts';
import { JwtService } from '@nestjs/jwt';
import { Types } from 'mongoose';
import { bearer, createUser } from './accounts';
import { inOneWindow, useTestApp } from './harness';

const valid = {
  username: 'Ada Lovelace',
  email: 'Ada@Example.com',
  password: 'correct horse battery',
  admin: false,
  author: false,
};

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('accounts: register, login, me and the auth guard', () => {
  const ctx = useTestApp({ JWT_SECRET: 'x'.repeat(40) });
  const users = () => ctx.api.connection.collection('users');

  describe('POST /register', () => {
    it('creates an account with a lower-case e-mail, an argon2id hash and no roles', async () => {
      const res = await ctx.api
        .http()
        .post('/register')
        .send({ ...valid, admin: true, author: true })
        .expect(201);
      expect(res.body).toEqual({ message: TEXTS.registration.success });

      const stored = await users().find().toArray();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        admin: false,
        author: false,
        disabled: false,
        avatar: '',
      });
      expect(stored[0]!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored[0]!.createdAt).toBeInstanceOf(Date);
    });

    it('never stores or echoes the password in plain text anywhere in the database', async () => {
      await ctx.api.http().post('/register').send(valid).expect(201);
      await ctx.api
        .http()
        .post('/login')
        .send({ email: valid.email, password: valid.password })
        .expect(200);
      await ctx.api
        .http()
        .post('/login')
        .send({ email: valid.email, password: `${valid.password}!` })
        .expect(401);
      const collections = await ctx.api.connection.db!.listCollections().toArray();
      for (const { name } of collections) {
        const documents = await ctx.api.connection.collection(name).find().toArray();
        expect(JSON.stringify(documents)).not.toContain(valid.password);
      }
    });

    it('answers 409 with a readable message for a taken e-mail, whatever its case', async () => {
      await ctx.api.http().post('/register').send(valid).expect(201);
      const res = await ctx.api
        .http()
        .post('/register')
        .send({ ...valid, email: 'ADA@example.COM' })
        .expect(409);
      expect(res.body.message).toBe(TEXTS.registration.emailTaken);
      expect(await users().countDocuments()).toBe(1);
    });

    it('lets only one of two simultaneous registrations of one address through', async () => {
      const results = await Promise.all(
        [0, 1].map(() => ctx.api.http().post('/register').send(valid)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await users().countDocuments()).toBe(1);
    });

    it.each([
      ['username', { username: ' ' }, 'Please enter a username.'],
      ['email', { email: 'not-an-address' }, 'Please enter a valid e-mail address.'],
      ['password', { password: 'short' }, 'Your password must be at least 8 characters.'],
      ['password', { password: undefined }, 'Please enter a password.'],
      ['email', { email: { $ne: null } }, 'Please enter your e-mail address.'],
    ])('answers 400 for a bad %s', async (field, change, message) => {
      const res = await ctx.api
        .http()
        .post('/register')
        .send({ ...valid, ...change })
        .expect(400);
      expect(res.body.message).toBe(message);
      expect(Object.keys(res.body.fields)).toEqual([field]);
      expect(await users().countDocuments()).toBe(0);
    });
  });

  describe('POST /login', () => {
    beforeEach(() => ctx.api.http().post('/register').send(valid).expect(201));

    it('answers a token and the user for the right password, any e-mail case', async () => {
      const res = await ctx.api
        .http()
        .post('/login')
        .send({ email: ' ADA@example.com ', password: valid.password })
        .expect(200);
      expect(res.body).toEqual({
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        user: {
          id: expect.stringMatching(/^[a-f\d]{24}$/),
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          avatar: '',
          admin: false,
          author: false,
        },
      });
      const header = JSON.parse(
        Buffer.from(String(res.body.token).split('.')[0]!, 'base64url').toString(),
      );
      expect(header.alg).toBe('HS256');
      const claims = new JwtService().decode<{ exp: number; iat: number }>(res.body.token);
      expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    });

    it('gives a wrong password and an unknown e-mail the same 401', async () => {
      const wrong = await ctx.api
        .http()
        .post('/login')
        .send({ email: valid.email, password: 'not the password' })
        .expect(401);
      const unknown = await ctx.api
        .http()
        .post('/login')
        .send({ email: 'nobody@example.com', password: valid.password })
        .expect(401);
      expect(wrong.body.message).toBe(TEXTS.login.invalidCredentials);
      expect(unknown.body.message).toBe(wrong.body.message);
      expect(unknown.body.code).toBe(wrong.body.code);
    });

    it.each([
      [{ email: valid.email, password: { $ne: null } }, 'password'],
      [{ email: { $ne: null }, password: valid.password }, 'email'],
      [{ email: { $gt: '' }, password: { $gt: '' } }, 'email'],
    ])(
      'answers 400 to an operator payload %j, never running it as a query',
      async (body, field) => {
        const res = await ctx.api.http().post('/login').send(body).expect(400);
        expect(res.body.fields[field]).toBeDefined();
        expect(res.body.token).toBeUndefined();
      },
    );

    it('refuses a disabled account', async () => {
      await users().updateOne({ email: 'ada@example.com' }, { $set: { disabled: true } });
      const res = await ctx.api
        .http()
        .post('/login')
        .send({ email: valid.email, password: valid.password })
        .expect(401);
      expect(res.body.message).toBe(TEXTS.login.accountDisabled);
    });
  });

  describe('GET /me and the guard', () => {
    it('answers 401 without a token or with a malformed header', async () => {
      const none = await ctx.api.http().get('/me').expect(401);
      expect(none.body.message).toBe(TEXTS.api.unauthorized);
      await ctx.api.http().get('/me').set('Authorization', 'Basic abc').expect(401);
      await ctx.api.http().get('/me').set('Authorization', 'Bearer not.a.token').expect(401);
    });

    it('answers the current user with flags read fresh from the database', async () => {
      const { token, user } = await createUser(ctx.api);
      const before = await ctx.api
        .http()
        .get('/me')
        .set('Authorization', bearer(token))
        .expect(200);
      expect(before.body).toEqual(user);
      await users().updateOne(
        { _id: new Types.ObjectId(user.id) },
        { $set: { author: true, admin: true } },
      );
      const after = await ctx.api.http().get('/me').set('Authorization', bearer(token)).expect(200);
      expect(after.body).toEqual({ ...user, author: true, admin: true });
    });

    it('gives createUser accounts the roles asked for', async () => {
      const admin = await createUser(ctx.api, { admin: true });
      const author = await createUser(ctx.api, { author: true, email: 'Writer@Example.com' });
      expect(admin.user).toMatchObject({ admin: true, author: false });
      expect(author.user).toMatchObject({
        admin: false,
        author: true,
        email: 'writer@example.com',
      });
    });

    it('refuses a forged token with alg "none"', async () => {
      const { token, user } = await createUser(ctx.api, { admin: true });
      const claims = new JwtService().decode<Record<string, unknown>>(token);
      const forged = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, sub: user.id })}.`;
      await ctx.api.http().get('/me').set('Authorization', bearer(forged)).expect(401);
    });

    it('refuses a token signed with another secret, another algorithm or expired', async () => {
      const { token, user } = await createUser(ctx.api);
      const claims = new JwtService().decode<{ sub: string; ver: number }>(token);
      const payload = { sub: user.id, ver: claims.ver, jti: 'another-token-id' };
      const jwt = new JwtService();
      const otherSecret = jwt.sign(payload, { secret: 'y'.repeat(40), algorithm: 'HS256' });
      const otherAlgorithm = jwt.sign(payload, { secret: 'x'.repeat(40), algorithm: 'HS512' });
      const expired = jwt.sign(
        { ...payload, exp: Math.floor(Date.now() / 1000) - 10 },
        { secret: 'x'.repeat(40), algorithm: 'HS256' },
      );
      const sameSecret = jwt.sign(payload, { secret: 'x'.repeat(40), algorithm: 'HS256' });
      for (const bad of [otherSecret, otherAlgorithm, expired]) {
        await ctx.api.http().get('/me').set('Authorization', bearer(bad)).expect(401);
      }
      // The control: the same claims signed the right way are accepted.
      await ctx.api.http().get('/me').set('Authorization', bearer(sameSecret)).expect(200);
    });

    it('stops accepting the token of a deleted or disabled account at once', async () => {
      const deleted = await createUser(ctx.api);
      const disabled = await createUser(ctx.api);
      await users().deleteOne({ _id: new Types.ObjectId(deleted.user.id) });
      await users().updateOne(
        { _id: new Types.ObjectId(disabled.user.id) },
        { $set: { disabled: true } },
      );
      await ctx.api.http().get('/me').set('Authorization', bearer(deleted.token)).expect(401);
      await ctx.api.http().get('/me').set('Authorization', bearer(disabled.token)).expect(401);
    });

    it('keeps public routes open, with or without a (even stale) token', async () => {
      await ctx.api.http().get('/').expect(200);
      await ctx.api.http().get('/health').expect(200);
      await ctx.api.http().get('/').set('Authorization', 'Bearer stale.token.here').expect(200);
      await ctx.api
        .http()
        .post('/register')
        .set('Authorization', 'Bearer x.y.z')
        .send(valid)
        .expect(201);
    });
  });
});

describe('accounts: sign-out', () => {
  const ctx = useTestApp({ JWT_SECRET: 'x'.repeat(40) });
  const me = (token: string) => ctx.api.http().get('/me').set('Authorization', bearer(token));

  it('ends that session on the server: the same token is refused afterwards', async () => {
    const { token, user, password } = await createUser(ctx.api);
    const other = await ctx.api
      .http()
      .post('/login')
      .send({ email: user.email, password })
      .expect(200);
    await me(token).expect(200);

    await ctx.api.http().post('/logout').set('Authorization', bearer(token)).expect(204);

    await me(token).expect(401);
    await ctx.api.http().post('/logout').set('Authorization', bearer(token)).expect(401);
    // Another device's session stays open.
    await me(other.body.token as string).expect(200);
    // Kept until the token would have expired anyway, then removed by a TTL index.
    const revoked = await ctx.api.connection.collection('revokedtokens').find().toArray();
    const { exp } = new JwtService().decode<{ exp: number }>(token);
    expect(revoked).toHaveLength(1);
    expect((revoked[0]!.expiresAt as Date).getTime()).toBe(exp * 1000);
    const indexes = await ctx.api.connection.collection('revokedtokens').indexes();
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
      ]),
    );
  });

  it('answers 401 without a token, and refuses tokens issued without an id', async () => {
    await ctx.api.http().post('/logout').expect(401);
    const { token, user } = await createUser(ctx.api);
    const { ver } = new JwtService().decode<{ ver: number }>(token);
    const withoutId = new JwtService().sign(
      { sub: user.id, ver },
      { secret: 'x'.repeat(40), algorithm: 'HS256', expiresIn: 60 },
    );
    await me(withoutId).expect(401);
  });
});

describe('accounts: sign-in throttling', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_MAX: '8', LOGIN_ACCOUNT_FAILURES_MAX: '3' });
  beforeEach(() => inOneWindow(ctx.api.config.rateLimit.login.windowMs));

  it('answers 429 with Retry-After after too many failures on one account from one address', async () => {
    const { user, password } = await createUser(ctx.api);
    for (let i = 0; i < 3; i++) {
      await ctx.api
        .http()
        .post('/login')
        .send({ email: user.email, password: 'wrong-pass' })
        .expect(401);
    }
    const res = await ctx.api
      .http()
      .post('/login')
      .send({ email: user.email, password })
      .expect(429);
    expect(res.body.message).toBe(TEXTS.api.tooManyRequests);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const counters = await ctx.api.connection.collection('ratelimits').find().toArray();
    // Counted for this address and account together, the account named by its id.
    expect(counters.some((c) => /^loginAccount:.+\|/.test(String(c._id)))).toBe(true);
    expect(counters.some((c) => String(c._id).includes(`|${user.id}:`))).toBe(true);
    // No counter holds the e-mail address, not even for an address without an account.
    await ctx.api
      .http()
      .post('/login')
      .send({ email: 'Nobody@Example.com', password: 'wrong-pass' })
      .expect(401);
    const all = JSON.stringify(await ctx.api.connection.collection('ratelimits').find().toArray());
    expect(all).not.toContain(user.email);
    expect(all.toLowerCase()).not.toContain('nobody@example.com');
  });

  it('clears an account failure count after a successful sign-in', async () => {
    const { user, password } = await createUser(ctx.api);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) {
        await ctx.api
          .http()
          .post('/login')
          .send({ email: user.email, password: 'wrong-pass' })
          .expect(401);
      }
      await ctx.api.http().post('/login').send({ email: user.email, password }).expect(200);
    }
  });

  it('answers 429 after too many attempts from one address, across accounts', async () => {
    // createUser signed in once already; seven more attempts fill the per-address window of 8.
    await createUser(ctx.api);
    for (let i = 0; i < 7; i++) {
      await ctx.api
        .http()
        .post('/login')
        .send({ email: `someone-${i}@example.com`, password: 'wrong-pass' })
        .expect(401);
    }
    const res = await ctx.api
      .http()
      .post('/login')
      .send({ email: 'another@example.com', password: 'wrong-pass' })
      .expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

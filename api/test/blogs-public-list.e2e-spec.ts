import { BLOG_TITLE_MAX, blogListQuerySchema, TEXTS, type Blog } from '@brightwave/contracts';
import type { Response } from 'supertest';
import { bearer, createUser, type TestUser } from './accounts';
import { createBlog } from './blogs';
import {
  inOneWindow,
  startTestApp,
  startTestDatabase,
  useTestApp,
  waitFor,
  type TestApp,
  type TestDatabase,
} from './harness';
import { LIST_CACHE_MS } from '../src/blogs/blog-list-cache';
import { BlogsService } from '../src/blogs/blogs.service';

// Uploads and image re-encoding take a while on a loaded machine.
jest.setTimeout(30_000);

/** Headers that differ between any two answers (per request, per body, per connection). */
const PER_ANSWER = ['date', 'x-request-id', 'content-length', 'connection', 'keep-alive'];

function lasting(res: Response): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(res.headers).filter(([name]) => !PER_ANSWER.includes(name)),
  );
}

/**
 * GET /getblogs for anonymous callers is answered by PublicBlogList, outside Nest's pipeline; a
 * signed-in caller asking for an author's posts still goes through Nest's route. Both must answer
 * alike.
 */
describe('GET /getblogs without Nest’s pipeline', () => {
  const ctx = useTestApp({ JWT_SECRET: 'p'.repeat(40), RATE_LIMIT_MAX: '100000' });
  let author: TestUser;
  let reader: TestUser;
  const http = () => ctx.api.http();
  const titles = (res: { body: unknown }) => (res.body as Blog[]).map((blog) => blog.title);

  beforeEach(async () => {
    [author, reader] = await Promise.all([
      createUser(ctx.api, { author: true, name: 'Ada Author' }),
      createUser(ctx.api),
    ]);
  });

  it('answers the same body and headers as the route’s own handler', async () => {
    await createBlog(ctx.api, author, { title: 'Rust one', tags: 'Technology' });
    await createBlog(ctx.api, author, { title: 'Food two', tags: 'Food' });
    await createBlog(ctx.api, author, { title: 'Rust three', tags: 'Technology' });
    await createBlog(ctx.api, author, { title: 'Draft', status: 'draft', cover: false });
    const service = ctx.api.app.get(BlogsService);

    for (const query of [
      '',
      'page=1&limit=2&fields=summary',
      // Unknown parameters are ignored (the same list as the line above).
      'fields=summary&utm_source=news&limit=2&page=1',
      'page=2&limit=2',
      'tag=Food',
      'q=rust',
      `author=${author.user.id}`,
    ]) {
      // Twice: the first answer is loaded, the second comes from memory.
      for (let i = 0; i < 2; i++) {
        const res = await http().get(`/getblogs?${query}`).expect(200);
        const parsed = blogListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
        const expected = await service.list(parsed, undefined);
        expect(res.text).toBe(expected.body.toString());
        expect(res.headers['x-total-count']).toBe(expected.total?.toString());
      }
    }

    // A reader asking for an author's posts with a token goes through Nest's route: the same
    // answer, and the same headers (security, CORS, type, total, compression) as without a token.
    const url = `/getblogs?author=${author.user.id}&page=1&limit=2&fields=summary`;
    for (const encoding of ['identity', 'gzip']) {
      const send = (token?: string) => {
        const req = http()
          .get(url)
          .set('Origin', 'http://localhost:3000')
          .set('Accept-Encoding', encoding);
        return (token ? req.set('Authorization', bearer(token)) : req).expect(200);
      };
      const [anonymous, signedIn] = [await send(), await send(reader.token)];
      expect(anonymous.text).toBe(signedIn.text);
      expect(titles(anonymous)).toEqual(['Rust three', 'Food two']);
      expect(lasting(anonymous)).toEqual(lasting(signedIn));
      expect(anonymous.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'x-total-count': '3',
        'access-control-allow-origin': 'http://localhost:3000',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(anonymous.headers['content-security-policy']).toContain("default-src 'self'");
      expect(anonymous.headers['x-request-id']).toMatch(/^[\w.:-]+$/);
    }
    // The full list is over the compression threshold: compressed for a client that asks.
    const full = await http().get('/getblogs').set('Accept-Encoding', 'gzip').expect(200);
    expect(full.headers['content-encoding']).toBe('gzip');
    expect(titles(full)).toEqual(['Rust three', 'Food two', 'Rust one']);
  });

  it('shows the owner (and an admin) their drafts, which an anonymous caller never sees', async () => {
    const admin = await createUser(ctx.api, { admin: true });
    await createBlog(ctx.api, author, { title: 'Out' });
    await createBlog(ctx.api, author, { title: 'Draft', status: 'draft', cover: false });
    const url = `/getblogs?author=${author.user.id}`;
    expect(titles(await http().get(url).expect(200))).toEqual(['Out']);
    const own = await http().get(url).set('Authorization', bearer(author.token)).expect(200);
    expect(titles(own)).toEqual(['Out', 'Draft']);
    const asAdmin = await http().get(url).set('Authorization', bearer(admin.token)).expect(200);
    expect(titles(asAdmin)).toEqual(['Out', 'Draft']);
    expect(titles(await http().get(url).expect(200))).toEqual(['Out']);
    // A token without `author` changes nothing (and a stale token is ignored, as on Nest's route).
    const tokenOnly = await http()
      .get('/getblogs')
      .set('Authorization', bearer('not-a-token'))
      .expect(200);
    expect(titles(tokenOnly)).toEqual(['Out']);
  });

  it.each([
    ['page=0', 'page=0', 'The page must be at least 1.'],
    ['page=x', 'page=x', 'The page must be a whole number.'],
    ['limit=0', 'limit=0', 'The limit must be at least 1.'],
    ['limit=51', 'limit=51', 'The limit must be at most 50.'],
    ['fields=all', 'fields=all', 'fields may only be "summary".'],
    ['a long q', `q=${'x'.repeat(BLOG_TITLE_MAX + 1)}`, `<=${BLOG_TITLE_MAX} characters`],
    [
      'tag=Cars',
      'tag=Cars',
      'Tags must be chosen from: Technology, Travel, Food, Health, Fitness, Lifestyle, Education.',
    ],
    ['an author by e-mail', 'author=ada%40example.com', 'The author must be given by account id.'],
  ])('refuses %s with the route’s 400', async (_label, query, message) => {
    for (let i = 0; i < 2; i++) {
      const res = await http().get(`/getblogs?${query}`).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'validation_failed',
        requestId: res.headers['x-request-id'],
      });
      expect(res.body.message).toBe(res.body.error);
      expect(res.body.message).toContain(message);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('shows a write through the API on the next request', async () => {
    const page = '/getblogs?page=1&limit=12&fields=summary';
    const first = await createBlog(ctx.api, author, { title: 'First' });
    expect(titles(await http().get(page).expect(200))).toEqual(['First']);
    expect(titles(await http().get(page).expect(200))).toEqual(['First']);

    const second = await createBlog(ctx.api, author, { title: 'Second' });
    const afterCreate = await http().get(page).expect(200);
    expect(titles(afterCreate)).toEqual(['Second', 'First']);
    expect(afterCreate.headers['x-total-count']).toBe('2');

    await http().patch(`/likeblog/${first._id}`).set('Authorization', bearer(reader.token));
    const liked = (await http().get(page).expect(200)).body as Blog[];
    expect(liked.find((blog) => blog.title === 'First')?.likes).toEqual([reader.user.id]);

    await http().delete(`/deleteblog/${second._id}`).set('Authorization', bearer(author.token));
    const afterDelete = await http().get(page).expect(200);
    expect(titles(afterDelete)).toEqual(['First']);
    expect(afterDelete.headers['x-total-count']).toBe('1');
  });

  it('shows another instance’s write once the kept list has aged', async () => {
    let clock = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      const here = await createBlog(ctx.api, author, { title: 'Here' });
      expect(titles(await http().get('/getblogs').expect(200))).toEqual(['Here']);
      // Newer than 'Here' by the database's clock (which Date.now's stand-in does not move).
      const at = new Date(new Date(here.createdAt).getTime() + 1000);
      await ctx.api.connection.collection('blogs').insertOne({
        title: 'Elsewhere',
        status: 'published',
        tags: [],
        likes: [],
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      expect(titles(await http().get('/getblogs').expect(200))).toEqual(['Here']);
      clock += LIST_CACHE_MS + 1;
      await waitFor(async () => {
        const now = titles(await http().get('/getblogs').expect(200));
        return now.length === 2 ? now : undefined;
      });
      expect(titles(await http().get('/getblogs').expect(200))).toEqual(['Elsewhere', 'Here']);
    } finally {
      jest.restoreAllMocks();
    }
  });

  describe('the rate limit', () => {
    let limited: TestApp;
    let own: TestDatabase;
    beforeAll(async () => {
      // Its own database, so its counter is the only one.
      own = await startTestDatabase();
      // 25 a window: hits are claimed two at a time, so some requests are counted from memory
      // and some wait for a claim.
      limited = await startTestApp(own, { RATE_LIMIT_MAX: '25', RATE_LIMIT_WINDOW_MS: '60000' });
    });
    afterAll(async () => {
      if (!own.stop) await limited.connection.dropDatabase();
      await limited.close();
      await own.dispose();
    });

    it('counts every anonymous list request and answers 429 with Retry-After past it', async () => {
      await inOneWindow(limited.config.rateLimit.global.windowMs);
      for (let i = 0; i < 25; i++) {
        await limited.http().get('/getblogs?page=1&limit=12&fields=summary').expect(200);
      }
      const res = await limited.http().get('/getblogs?page=1&limit=12&fields=summary').expect(429);
      expect(res.body).toMatchObject({
        statusCode: 429,
        code: 'rate_limited',
        message: TEXTS.api.tooManyRequests,
        requestId: res.headers['x-request-id'],
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const counters = await limited.connection.collection('ratelimits').find().toArray();
      // Claimed two at a time: the thirteenth claim took the counter to 26 and granted one.
      expect(counters.map((counter): unknown => counter.count)).toEqual([26]);
    });
  });
});

import { API_PATHS, type Blog, type BlogListQuery } from '@brightwave/contracts';
import type { Response } from 'supertest';
import { LIST_CACHE_MS } from '../src/blogs/blog-list-cache';
import type { BlogRecord } from '../src/blogs/blog.schema';
import { BlogsRepository } from '../src/blogs/blogs.repository';
import { BlogsService } from '../src/blogs/blogs.service';
import { bearer, createUser } from './accounts';
import { createBlog } from './blogs';
import {
  startTestApp,
  startTestDatabase,
  useTestApp,
  waitFor,
  type TestApp,
  type TestDatabase,
} from './harness';

/** A published post as a script writing to the database would store it (past every cache). */
function stored(title: string): Partial<BlogRecord> & Record<string, unknown> {
  const now = new Date();
  return { title, status: 'published', publishedAt: now, createdAt: now, updatedAt: now };
}

const PUBLISHED: BlogListQuery = { page: 1, limit: 12, fields: 'summary' };
const PAGE = '/getblogs?page=1&limit=12&fields=summary';
const titlesOf = (res: Response) => (res.body as Blog[]).map((blog) => blog.title);

describe('the blog list cache', () => {
  const ctx = useTestApp();
  let clock = 0;
  const titles = async () => {
    const { body } = await ctx.api.app.get(BlogsService).list(PUBLISHED, undefined);
    return (JSON.parse(body.toString()) as Blog[]).map((blog) => blog.title);
  };
  const insertPastTheApi = (title: string) =>
    ctx.api.connection.collection('blogs').insertOne(stored(title));

  beforeEach(() => {
    clock = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers from memory while fresh, then serves the old answer while one refill runs', async () => {
    await insertPastTheApi('First');
    expect(await titles()).toEqual(['First']);
    await insertPastTheApi('Second');
    expect(await titles()).toEqual(['First']);

    clock += LIST_CACHE_MS + 1;
    // Stale: answered at once from memory, the refill runs behind it.
    expect(await titles()).toEqual(['First']);
    const refreshed = await waitFor(async () => {
      const now = await titles();
      return now.length === 2 ? now : undefined;
    });
    expect(refreshed.sort()).toEqual(['First', 'Second']);
  });

  it('drops every list on a write, so the next read waits for the fresh answer', async () => {
    const repository = ctx.api.app.get(BlogsRepository);
    await insertPastTheApi('Old');
    expect(await titles()).toEqual(['Old']);
    clock += LIST_CACHE_MS + 1;
    // A refill starts, then a write lands before it is stored: the refill must not win.
    const stale = titles();
    const created = await repository.create({
      ...stored('Written'),
      content: '<p>x</p>',
      tags: [],
      createdBy: 'a'.repeat(24),
      email: 'author@brightwave.example',
      authorName: 'Author',
    } as unknown as Parameters<BlogsRepository['create']>[0]);
    expect(await stale).toEqual(['Old']);
    expect((await titles()).sort()).toEqual(['Old', 'Written']);
    await repository.remove(String(created._id));
    expect(await titles()).toEqual(['Old']);
  });
});

describe('two API instances on one database', () => {
  let db: TestDatabase;
  let here: TestApp;
  let there: TestApp;

  beforeAll(async () => {
    db = await startTestDatabase();
    [here, there] = await Promise.all([startTestApp(db), startTestApp(db)]);
  });
  afterAll(async () => {
    if (!db.stop) await here.connection.dropDatabase();
    await Promise.all([here?.close(), there?.close()]);
    await db?.dispose();
  });

  /**
   * How long after `since` the other instance's list first matched: measured to the start of the
   * request that saw it, so a slow answer on a busy machine does not count against the cache.
   */
  async function seenOnTheOther(since: number, check: (titles: string[]) => boolean) {
    return waitFor(
      async () => {
        const asked = Date.now();
        const seen = check(titlesOf(await there.http().get(PAGE).expect(200)));
        return seen ? { afterMs: asked - since } : undefined;
      },
      { timeoutMs: 5000, what: 'the other instance to show the change' },
    );
  }

  it('shows a post published, changed and deleted through one on the other’s list within a second', async () => {
    const author = await createUser(here, { author: true });
    // The other instance keeps its (empty) list in memory.
    expect(titlesOf(await there.http().get(PAGE).expect(200))).toEqual([]);
    expect(titlesOf(await there.http().get(PAGE).expect(200))).toEqual([]);

    const post = await createBlog(here, author, { title: 'Published here' });
    const afterCreate = await seenOnTheOther(Date.now(), (titles) =>
      titles.includes('Published here'),
    );
    expect(afterCreate.afterMs).toBeLessThanOrEqual(1000);

    await here
      .http()
      .patch(`/likeblog/${post._id}`)
      .set('Authorization', bearer(author.token))
      .expect(200);
    const liked = Date.now();
    const afterLike = await waitFor(
      async () => {
        const asked = Date.now();
        const blogs = (await there.http().get(PAGE).expect(200)).body as Blog[];
        return blogs[0]?.likes.length === 1 ? { afterMs: asked - liked } : undefined;
      },
      { timeoutMs: 5000, what: 'the like on the other instance' },
    );
    expect(afterLike.afterMs).toBeLessThanOrEqual(1000);

    await here
      .http()
      .delete(`/deleteblog/${post._id}`)
      .set('Authorization', bearer(author.token))
      .expect(200);
    const afterDelete = await seenOnTheOther(Date.now(), (titles) => titles.length === 0);
    expect(afterDelete.afterMs).toBeLessThanOrEqual(1000);
  });

  it('gives the version every write raises, the same through either instance at once', async () => {
    const version = async (app: TestApp) => {
      const res = await app.http().get(API_PATHS.blogsVersion).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return (res.body as { version: number }).version;
    };
    const before = await version(there);
    expect(await version(here)).toBe(before);
    const author = await createUser(here, { author: true });
    const post = await createBlog(here, author, { title: 'Versioned' });
    const created = await version(there);
    expect(created).toBeGreaterThan(before);
    await here
      .http()
      .patch(`/likeblog/${post._id}`)
      .set('Authorization', bearer(author.token))
      .expect(200);
    expect(await version(there)).toBeGreaterThan(created);
    expect(await version(here)).toBe(await version(there));
  });
});

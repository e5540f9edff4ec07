import type { BlogRecord } from '../src/blogs/blog.schema';
import { BlogsRepository, LIST_CACHE_MS, type BlogQuery } from '../src/blogs/blogs.repository';
import { useTestApp, waitFor } from './harness';

/** A published post as another API instance would have stored it (past this one's cache). */
function stored(title: string): Partial<BlogRecord> & Record<string, unknown> {
  const now = new Date();
  return { title, status: 'published', publishedAt: now, createdAt: now, updatedAt: now };
}

const PUBLISHED: BlogQuery = { statuses: ['published'], limit: 12, withoutContent: true };

describe('the published-list cache', () => {
  const ctx = useTestApp();
  let clock = 0;
  const titles = async () =>
    (await ctx.api.app.get(BlogsRepository).list(PUBLISHED)).map((blog) => blog.title);
  const insertElsewhere = (title: string) =>
    ctx.api.connection.collection('blogs').insertOne(stored(title));

  beforeEach(() => {
    clock = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers from memory while fresh, then serves the old answer while one refill runs', async () => {
    await insertElsewhere('First');
    expect(await titles()).toEqual(['First']);
    await insertElsewhere('Second');
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
    await insertElsewhere('Old');
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

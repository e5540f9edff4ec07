import { rm } from 'node:fs/promises';
import type { Blog } from '@brightwave/contracts';
import sharp from 'sharp';
import { BlogsRepository } from '../src/blogs/blogs.repository';
import { SAMPLE_POSTS } from '../src/blogs/sample-posts';
import { createUser } from './accounts';
import { createBlog } from './blogs';
import { startLocalTestApp, tempDir, useTestApp } from './harness';

jest.setTimeout(60_000);

describe('GET /rss.xml', () => {
  const ctx = useTestApp({
    JWT_SECRET: 'r'.repeat(40),
    SITE_URL: 'https://www.brightwave.example',
  });

  it('lists published posts with absolute links to their pages and images, drafts never', async () => {
    const author = await createUser(ctx.api, { author: true, name: 'Ada Author' });
    const post = await createBlog(ctx.api, author, {
      title: 'Fish & chips <3',
      content: '<p>Tasty.</p>',
      tags: 'Food',
    });
    await createBlog(ctx.api, author, { status: 'draft', title: 'Secret draft', cover: false });

    const res = await ctx.api.http().get('/rss.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = res.text;
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title><![CDATA[Fish & chips <3]]></title>');
    expect(xml).toContain(`<link>https://www.brightwave.example/blogDetails/${post._id}</link>`);
    expect(xml).toContain(`${ctx.api.url}${post.image}`);
    expect(xml).toContain('<category>Food</category>');
    expect(xml).not.toContain('Secret draft');
  });

  it('carries the latest 20 posts, newest first', async () => {
    const repository = ctx.api.app.get(BlogsRepository);
    for (let i = 1; i <= 21; i++) {
      await repository.create({
        title: `Post ${i}`,
        content: '<p>x</p>',
        excerpt: 'x',
        readingMinutes: 1,
        tags: [],
        createdBy: 'a'.repeat(24),
        email: 'a@example.com',
        authorName: 'A',
        status: 'published',
        publishedAt: new Date(Date.UTC(2025, 0, i)),
      });
    }
    const xml = (await ctx.api.http().get('/rss.xml').expect(200)).text;
    const titles = [...xml.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]>/g)].map((m) => m[1]);
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe('Post 21');
    expect(titles).not.toContain('Post 1');
  });
});

describe('sample posts in a local run', () => {
  it('an empty database with demo accounts gets the sample posts with drawn covers, once', async () => {
    // Demo accounts (and so the sample posts) exist only on the API's own embedded store.
    const dataDir = await tempDir('local');
    const env = { JWT_SECRET: 's'.repeat(40), DEMO_ACCOUNTS: 'true' };
    let api = await startLocalTestApp(dataDir, env);
    try {
      const list = await api.http().get('/getblogs').expect(200);
      const blogs = list.body as Blog[];
      expect(blogs.map((b) => b.title)).toEqual(SAMPLE_POSTS.map((p) => p.title).reverse());
      expect(new Set(blogs.map((b) => b.authorName))).toEqual(new Set(['Demo Author']));
      const cover = await fetch(api.url + blogs[0]!.image!);
      const meta = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 630 });

      await api.close();
      api = await startLocalTestApp(dataDir, env);
      const again = await api.http().get('/getblogs').expect(200);
      expect(again.body).toHaveLength(SAMPLE_POSTS.length);
    } finally {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

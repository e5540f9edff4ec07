import { rm } from 'node:fs/promises';
import type { Blog } from '@brightwave/contracts';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { BlogsRepository } from '../src/blogs/blogs.repository';
import { SAMPLE_POSTS } from '../src/blogs/sample-posts';
import { createUser } from './accounts';
import { createBlog } from './blogs';
import { startLocalTestApp, tempDir, useTestApp } from './harness';

jest.setTimeout(60_000);

interface FeedItem {
  title: string;
  link: string;
  description: string;
  content: string;
  enclosure?: string;
  enclosureType?: string;
}

/**
 * Reads a feed with a strict XML 1.0 parser (saxes throws on anything not well-formed): each
 * item's fields as the text a reader gets (CDATA sections and escaped text joined), and the
 * names of every element seen.
 */
function parseFeed(xml: string): { items: FeedItem[]; elements: Set<string> } {
  const parser = new SaxesParser({ xmlns: false });
  const items: FeedItem[] = [];
  const elements = new Set<string>();
  const open: string[] = [];
  let item: Partial<FeedItem> | undefined;
  const field = (): keyof FeedItem | undefined => {
    const name = open.at(-1);
    if (!item || open.at(-2) !== 'item') return undefined;
    if (name === 'content:encoded') return 'content';
    return name === 'title' || name === 'link' || name === 'description' ? name : undefined;
  };
  const text = (value: string) => {
    const key = field();
    if (key && item) item[key] = (item[key] ?? '') + value;
  };
  parser.on('opentag', (tag) => {
    elements.add(tag.name);
    open.push(tag.name);
    if (tag.name === 'item') item = {};
    if (tag.name === 'enclosure' && item) {
      item.enclosure = String(tag.attributes.url);
      item.enclosureType = String(tag.attributes.type);
    }
  });
  parser.on('closetag', (tag) => {
    open.pop();
    if (tag.name === 'item' && item) items.push(item as FeedItem);
  });
  parser.on('text', text);
  parser.on('cdata', text);
  parser.write(xml).close();
  return { items, elements };
}

describe('GET /rss.xml', () => {
  const ctx = useTestApp({
    JWT_SECRET: 'r'.repeat(40),
    SITE_URL: 'https://www.brightwave.example',
    API_URL: 'https://api.brightwave.example',
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
    expect(xml).toContain(`https://api.brightwave.example${post.image}`);
    expect(xml).toContain('<category>Food</category>');
    expect(xml).not.toContain('Secret draft');
  });

  it('stays well-formed XML whatever a title or body holds, and round-trips the text', async () => {
    const author = await createUser(ctx.api, { author: true });
    const title = 'a]]><injected>b]]>c';
    const post = await createBlog(ctx.api, author, {
      title: `${title}\u0008`,
      content: '<p>Before ]]> after, a bell \u0007 and <b>]]&gt;</b> again.</p>',
    });

    const { items, elements } = parseFeed((await ctx.api.http().get('/rss.xml').expect(200)).text);
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe(title);
    expect(items[0]!.link).toBe(`https://www.brightwave.example/blogDetails/${post._id}`);
    expect(items[0]!.description).toBe('Before ]]> after, a bell  and ]]> again.');
    expect(items[0]!.content).toContain(']]');
    expect(items[0]!.content).not.toContain('\u0007');
    expect(elements).not.toContain('injected');
  });

  it('takes its links from SITE_URL and API_URL, never from the Host header', async () => {
    const author = await createUser(ctx.api, { author: true });
    const post = await createBlog(ctx.api, author, {
      content: '<p>Look:</p><img src="/media/0123456789abcdef01234567" alt="">',
    });
    const res = await ctx.api
      .http()
      .get('/rss.xml')
      .set('Host', 'attacker.example')
      .set('X-Forwarded-Host', 'attacker.example')
      .expect(200);
    expect(res.text).not.toContain('attacker.example');
    const [item] = parseFeed(res.text).items;
    expect(item!.link).toBe(`https://www.brightwave.example/blogDetails/${post._id}`);
    expect(item!.enclosure).toBe(`https://api.brightwave.example${post.image}`);
    expect(item!.enclosureType).toBe('image/webp');
    expect(item!.content).toContain(
      'src="https://api.brightwave.example/media/0123456789abcdef01234567"',
    );
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

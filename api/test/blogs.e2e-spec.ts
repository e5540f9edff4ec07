import { TEXTS, type Blog } from '@brightwave/contracts';
import sharp from 'sharp';
import { bearer, createUser, type TestUser } from './accounts';
import { createBlog, manyUsers, postBlog } from './blogs';
import { useTestApp } from './harness';
import { makeImage, makeLargePng } from './images';

// Uploads, image re-encoding and 100 concurrent requests take a while on a loaded machine.
jest.setTimeout(30_000);

describe('blogs API', () => {
  const ctx = useTestApp({ JWT_SECRET: 'b'.repeat(40), RATE_LIMIT_MAX: '100000' });
  let author: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let reader: TestUser;

  beforeEach(async () => {
    [author, other, admin, reader] = await Promise.all([
      createUser(ctx.api, { author: true, name: 'Ada Author' }),
      createUser(ctx.api, { author: true, name: 'Otto Other' }),
      createUser(ctx.api, { admin: true }),
      createUser(ctx.api),
    ]);
  });

  const http = () => ctx.api.http();
  const blogsOf = (res: { body: unknown }) => res.body as Blog[];
  const auth = (user: TestUser) => bearer(user.token);
  const mediaFiles = () => ctx.api.connection.collection('media.files');
  async function imageSize(path: string) {
    const res = await fetch(ctx.api.url + path);
    expect(res.status).toBe(200);
    return sharp(Buffer.from(await res.arrayBuffer())).metadata();
  }

  describe('POST /createblog', () => {
    it('publishes for an author: owner from the token, HTML sanitised, cover in two sizes', async () => {
      const res = await postBlog(
        ctx.api,
        author,
        {
          title: '  Shipping faster  ',
          content:
            '<h2>Why</h2><p onclick="x()">It <strong>works</strong>.<script>alert(1)</script></p>',
          tags: 'Technology, Travel,,Technology',
          email: 'someone-else@example.com',
        },
        201,
      );
      const blog = res.body as Blog;
      expect(blog).toMatchObject({
        title: 'Shipping faster',
        content: '<h2>Why</h2><p>It <strong>works</strong>.</p>',
        tags: ['Technology', 'Travel'],
        createdBy: author.user.id,
        authorName: 'Ada Author',
        likes: [],
        status: 'published',
        excerpt: 'Why It works.',
        readingMinutes: 1,
        commentCount: 0,
        image: expect.stringMatching(/^\/media\/[a-f\d]{24}$/),
        cardImage: expect.stringMatching(/^\/media\/[a-f\d]{24}$/),
      });
      expect(new Date(blog.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(await imageSize(blog.image!)).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 630,
      });
      expect(await imageSize(blog.cardImage!)).toMatchObject({ width: 600, height: 315 });

      const stored = await ctx.api.connection.collection('blogs').findOne({});
      expect(stored).toMatchObject({ content: blog.content, createdBy: author.user.id });
    });

    it('refuses visitors (401) and readers (403)', async () => {
      await http().post('/createblog').field('title', 'x').expect(401);
      const res = await postBlog(ctx.api, reader, {}, 403);
      expect(res.body.message).toBe(TEXTS.api.forbidden);
      expect(await ctx.api.connection.collection('blogs').countDocuments()).toBe(0);
    });

    it('lets an admin publish', async () => {
      await postBlog(ctx.api, admin);
    });

    it.each([
      ['title', { title: ' ' }],
      ['content', { content: '<p> </p><script>only a script</script>' }],
      ['image', { cover: false as const }],
    ])('needs a %s to publish', async (field, input) => {
      const res = await postBlog(ctx.api, author, input, 400);
      expect(res.body.message).toBe(TEXTS.blogs.fillAllToPublish);
      expect(res.body.fields[field]).toEqual({
        code: 'required',
        message: TEXTS.blogs.fillAllToPublish,
      });
      expect(await mediaFiles().countDocuments()).toBe(0);
    });

    it('refuses tags outside the seven, over-long text, and a non-image cover', async () => {
      const tag = await postBlog(ctx.api, author, { tags: 'Technology,Cars' }, 400);
      expect(tag.body.message).toMatch(/^Tags must be chosen from: Technology, Travel/);
      const long = await postBlog(
        ctx.api,
        author,
        {
          content: `<p>${'x'.repeat(5001)}</p>`,
        },
        400,
      );
      expect(long.body.message).toBe('The content must be at most 5000 characters of text.');
      const html = await postBlog(
        ctx.api,
        author,
        {
          cover: Buffer.from('<html><script></script></html>'),
        },
        400,
      );
      expect(html.body.message).toBe('Please choose an image: JPEG, PNG, WebP or GIF.');
      const big = await postBlog(
        ctx.api,
        author,
        {
          cover: await makeLargePng(6 * 1024 * 1024),
        },
        413,
      );
      expect(big.body.message).toBe('The image is too large. The limit is 5 MB.');
      expect(await ctx.api.connection.collection('blogs').countDocuments()).toBe(0);
    });
  });

  describe('drafts', () => {
    it('saves a draft without everything, invisible to everyone but its owner and admins', async () => {
      const draft = await createBlog(ctx.api, author, {
        status: 'draft',
        title: 'Half done',
        content: '',
        cover: false,
      });
      expect(draft).toMatchObject({ status: 'draft', title: 'Half done' });

      expect((await http().get('/getblogs').expect(200)).body).toEqual([]);
      await http().get(`/getblogs/${draft._id}`).expect(404);
      await http().get(`/getblogs/${draft._id}`).set('Authorization', auth(other)).expect(404);
      await http().get(`/editblog/${draft._id}`).set('Authorization', auth(other)).expect(404);
      await http().patch(`/likeblog/${draft._id}`).set('Authorization', auth(reader)).expect(404);
      await http().get(`/getblogs/${draft._id}`).set('Authorization', auth(author)).expect(200);
      await http().get(`/getblogs/${draft._id}`).set('Authorization', auth(admin)).expect(200);

      const mine = await http()
        .get(`/getblogs?author=${author.user.id}`)
        .set('Authorization', auth(author))
        .expect(200);
      expect(blogsOf(mine).map((b) => b.status)).toEqual(['draft']);
      const theirs = await http()
        .get(`/getblogs?author=${author.user.id}`)
        .set('Authorization', auth(other))
        .expect(200);
      expect(theirs.body).toEqual([]);
      const anonymous = await http().get(`/getblogs?author=${author.user.id}`).expect(200);
      expect(anonymous.body).toEqual([]);
    });

    it('publishing a draft keeps its id, and needs everything then', async () => {
      const draft = await createBlog(ctx.api, author, { status: 'draft', cover: false });
      const missing = await http()
        .put(`/editblog/${draft._id}?timestamp=1`)
        .set('Authorization', auth(author))
        .field('title', 'Ready')
        .field('content', '<p>Done.</p>')
        .field('status', 'published')
        .expect(400);
      expect(missing.body.message).toBe(TEXTS.blogs.fillAllToUpdate);
      expect(missing.body.fields.image.code).toBe('required');

      const res = await http()
        .put(`/editblog/${draft._id}?timestamp=2`)
        .set('Authorization', auth(author))
        .field('title', 'Ready')
        .field('content', '<p>Done.</p>')
        .field('tags', 'Food')
        .field('status', 'published')
        .attach('image', await makeImage('jpeg'), 'c.jpg')
        .expect(200);
      expect(res.body).toMatchObject({ _id: draft._id, status: 'published', tags: ['Food'] });
      const list = await http().get('/getblogs').expect(200);
      expect(blogsOf(list).map((b) => b._id)).toEqual([draft._id]);
    });

    it("keeps the author's excerpt and search texts, and removes the cover when asked", async () => {
      const draft = await createBlog(ctx.api, author, { status: 'draft' });
      expect(draft.image).toMatch(/^\/media\//);
      const put = (fields: Record<string, string>, status = 200) => {
        const req = http()
          .put(`/editblog/${draft._id}?timestamp=3`)
          .set('Authorization', auth(author))
          .field('title', 'Own words')
          .field('content', '<p>The first words of the post itself.</p>');
        for (const [key, value] of Object.entries(fields)) void req.field(key, value);
        return req.expect(status);
      };
      const own = await put({
        summary: 'Written for the card.',
        seoTitle: 'Own words | Brightwave',
        seoDescription: 'For search results.',
        removeImage: 'true',
      });
      expect(own.body).toMatchObject({
        excerpt: 'Written for the card.',
        summary: 'Written for the card.',
        seoTitle: 'Own words | Brightwave',
        seoDescription: 'For search results.',
      });
      expect(own.body.image).toBeUndefined();
      const stored = await ctx.api.connection.collection('blogs').findOne({});
      expect(stored).not.toHaveProperty('image');
      expect(stored).not.toHaveProperty('cardImage');
      // The cover's files went with it.
      expect(await mediaFiles().countDocuments()).toBe(0);
      // Without a cover it cannot be published.
      const refused = await put({ status: 'published' }, 400);
      expect(refused.body.fields.image.code).toBe('required');
      // Cleared, the excerpt is the text's start again, and the search texts go.
      const cleared = await put({ summary: '' });
      expect(cleared.body.excerpt).toBe('The first words of the post itself.');
      expect(cleared.body).not.toHaveProperty('summary');
      expect(cleared.body).not.toHaveProperty('seoTitle');
      const long = await put({ seoDescription: 'x'.repeat(161) }, 400);
      expect(long.body.message).toBe(
        'The search result description must be at most 160 characters.',
      );
    });
  });

  describe('GET /getblogs', () => {
    it('lists published blogs newest first, searchable, filterable, pageable and summarised', async () => {
      const titles = ['Alpha rust', 'Beta TypeScript', 'Gamma Rust tips', 'Delta food'];
      for (const [i, title] of titles.entries()) {
        await createBlog(ctx.api, i % 2 ? other : author, {
          title,
          tags: i === 3 ? 'Food' : 'Technology',
        });
      }
      await createBlog(ctx.api, author, {
        status: 'draft',
        title: 'Hidden rust draft',
        cover: false,
      });

      const all = await http().get('/getblogs').expect(200);
      expect(blogsOf(all).map((b) => b.title)).toEqual([...titles].reverse());
      expect(all.headers['x-total-count']).toBeUndefined();
      expect(Object.keys(all.body[0] as Blog).sort()).toEqual(
        [
          '_id',
          'authorName',
          'cardImage',
          'commentCount',
          'content',
          'createdAt',
          'createdBy',
          'excerpt',
          'image',
          'likes',
          'readingMinutes',
          'status',
          'tags',
          'title',
          'updatedAt',
        ].sort(),
      );

      const search = await http().get('/getblogs?q=RUST').expect(200);
      expect(blogsOf(search).map((b) => b.title)).toEqual(['Gamma Rust tips', 'Alpha rust']);
      const regexChars = await http().get('/getblogs?q=.*').expect(200);
      expect(regexChars.body).toEqual([]);
      const tag = await http().get('/getblogs?tag=Food').expect(200);
      expect(blogsOf(tag).map((b) => b.title)).toEqual(['Delta food']);
      const byAuthor = await http().get(`/getblogs?author=${other.user.id}`).expect(200);
      expect(blogsOf(byAuthor).map((b) => b.title)).toEqual(['Delta food', 'Beta TypeScript']);

      const page = await http().get('/getblogs?page=2&limit=3&fields=summary').expect(200);
      expect(page.headers['x-total-count']).toBe('4');
      expect(blogsOf(page).map((b) => b.title)).toEqual(['Alpha rust']);
      expect(page.body[0]).not.toHaveProperty('content');
      expect(page.body[0]).toHaveProperty('excerpt', 'Some words worth reading.');

      const cors = await http()
        .get('/getblogs?limit=1')
        .set('Origin', 'http://localhost:3000')
        .expect(200);
      expect(cors.headers['access-control-expose-headers']).toContain('X-Total-Count');
    });

    it.each([
      ['limit=0', 'The limit must be at least 1.'],
      ['limit=51', 'The limit must be at most 50.'],
      ['page=x', 'The page must be a whole number.'],
      [
        'tag=Cars',
        'Tags must be chosen from: Technology, Travel, Food, Health, Fitness, Lifestyle, Education.',
      ],
      ['fields=all', 'fields may only be "summary".'],
    ])('refuses ?%s with 400', async (query, message) => {
      const res = await http().get(`/getblogs?${query}`).expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('GET /getblogs/{id} and related', () => {
    it('answers a malformed id with 400 and an unknown one with 404', async () => {
      const bad = await http().get('/getblogs/not-an-id').expect(400);
      expect(bad.body.message).toBe('This blog address is not valid.');
      const unknown = await http()
        .get(`/getblogs/${'a'.repeat(24)}`)
        .expect(404);
      expect(unknown.body.message).toBe(TEXTS.blogs.notFoundText);
      for (const path of ['/editblog/x', '/deleteblog/x', '/likeblog/x']) {
        const method = path.startsWith('/edit')
          ? 'get'
          : path.startsWith('/delete')
            ? 'delete'
            : 'patch';
        await http()[method](path).set('Authorization', auth(admin)).expect(400);
      }
    });

    it('suggests posts sharing a tag first, then the newest, never the post itself', async () => {
      const post = await createBlog(ctx.api, author, { title: 'Main', tags: 'Food,Travel' });
      await createBlog(ctx.api, author, { title: 'Travel tale', tags: 'Travel' });
      await createBlog(ctx.api, author, { title: 'Unrelated 1', tags: 'Health' });
      await createBlog(ctx.api, author, { title: 'Unrelated 2', tags: 'Health' });
      await createBlog(ctx.api, author, {
        status: 'draft',
        title: 'Draft food',
        tags: 'Food',
        cover: false,
      });
      const res = await http().get(`/getblogs/${post._id}/related`).expect(200);
      expect(blogsOf(res).map((b) => b.title)).toEqual([
        'Travel tale',
        'Unrelated 2',
        'Unrelated 1',
      ]);
      expect(res.body[0]).not.toHaveProperty('content');
    });
  });

  describe('editing', () => {
    it('lets the owner and admins load and update; others get 403', async () => {
      const blog = await createBlog(ctx.api, author);
      await http().get(`/editblog/${blog._id}`).expect(401);
      await http().get(`/editblog/${blog._id}`).set('Authorization', auth(other)).expect(403);
      const loaded = await http()
        .get(`/editblog/${blog._id}`)
        .set('Authorization', auth(admin))
        .expect(200);
      expect(loaded.body).toMatchObject({
        _id: blog._id,
        title: blog.title,
        tags: blog.tags,
        image: blog.image,
      });

      const forbidden = await http()
        .put(`/editblog/${blog._id}`)
        .set('Authorization', auth(other))
        .field('title', 'Hijacked')
        .field('content', '<p>x</p>')
        .expect(403);
      expect(forbidden.body.message).toBe(
        'Only the author of this blog or an admin can change it.',
      );

      const updated = await http()
        .put(`/editblog/${blog._id}?timestamp=${Date.now()}`)
        .set('Authorization', auth(author))
        .field('title', 'Renamed')
        .field('content', '<p>New <a href="javascript:alert(1)">text</a></p>')
        .field('tags', 'Health')
        .field('email', other.user.email)
        .expect(200);
      expect(updated.body).toMatchObject({
        _id: blog._id,
        title: 'Renamed',
        content: '<p>New text</p>',
        tags: ['Health'],
        image: blog.image,
        createdBy: author.user.id,
        createdAt: blog.createdAt,
      });

      const missing = await http()
        .put(`/editblog/${blog._id}`)
        .set('Authorization', auth(author))
        .field('title', '')
        .field('content', '<p>x</p>')
        .expect(400);
      expect(missing.body.message).toBe(TEXTS.blogs.fillAllToUpdate);
    });

    it('a new cover replaces the old one, whose files are deleted', async () => {
      const blog = await createBlog(ctx.api, author);
      expect(await mediaFiles().countDocuments()).toBe(2);
      const res = await http()
        .put(`/editblog/${blog._id}`)
        .set('Authorization', auth(author))
        .field('title', blog.title)
        .field('content', blog.content)
        .attach('image', await makeImage('webp'), 'new.webp')
        .expect(200);
      expect(res.body.image).not.toBe(blog.image);
      await http().get(blog.image!).expect(404);
      await http().get(blog.cardImage!).expect(404);
      await http()
        .get(res.body.image as string)
        .expect(200);
      expect(await mediaFiles().countDocuments()).toBe(2);
    });
  });

  describe('DELETE /deleteblog/{id}', () => {
    it('deletes for the owner with its cover and its own inline images, not others', async () => {
      const upload = async (user: TestUser) =>
        (
          await http()
            .post('/media')
            .set('Authorization', auth(user))
            .attach('image', await makeImage(), 'i.png')
            .expect(201)
        ).body.url as string;
      const mine = await upload(author);
      const someoneElses = await upload(other);
      const shared = await upload(author);
      const blog = await createBlog(ctx.api, author, {
        content: `<p>x</p><img src="${mine}" alt="" /><img src="${someoneElses}" alt="" /><img src="${shared}" alt="" />`,
      });
      await createBlog(ctx.api, author, {
        content: `<img src="${shared}" alt="" /><p>also here</p>`,
      });

      await http().delete(`/deleteblog/${blog._id}`).expect(401);
      await http().delete(`/deleteblog/${blog._id}`).set('Authorization', auth(other)).expect(403);
      const res = await http()
        .delete(`/deleteblog/${blog._id}`)
        .set('Authorization', auth(author))
        .expect(200);
      expect(res.body).toEqual({ message: 'Blog deleted.' });

      await http().get(`/getblogs/${blog._id}`).expect(404);
      await http().get(blog.image!).expect(404);
      await http().get(mine).expect(404);
      await http().get(someoneElses).expect(200);
      await http().get(shared).expect(200);
    });

    it('lets an admin delete anyone’s blog', async () => {
      const blog = await createBlog(ctx.api, author);
      await http().delete(`/deleteblog/${blog._id}`).set('Authorization', auth(admin)).expect(200);
      await http().delete(`/deleteblog/${blog._id}`).set('Authorization', auth(admin)).expect(404);
    });
  });

  describe('PATCH /likeblog/{id}', () => {
    it('toggles the caller’s like and answers the blog', async () => {
      const blog = await createBlog(ctx.api, author);
      await http().patch(`/likeblog/${blog._id}`).expect(401);
      const liked = await http()
        .patch(`/likeblog/${blog._id}`)
        .set('Authorization', auth(reader))
        .expect(200);
      expect(liked.body).toMatchObject({ _id: blog._id, likes: [reader.user.id] });
      const both = await http()
        .patch(`/likeblog/${blog._id}`)
        .set('Authorization', auth(other))
        .expect(200);
      expect(both.body.likes).toEqual([reader.user.id, other.user.id]);
      const unliked = await http()
        .patch(`/likeblog/${blog._id}`)
        .set('Authorization', auth(reader))
        .expect(200);
      expect(unliked.body.likes).toEqual([other.user.id]);
      await http()
        .patch(`/likeblog/${'b'.repeat(24)}`)
        .set('Authorization', auth(reader))
        .expect(404);
    });

    it('100 concurrent toggles by 100 distinct users end with exactly 100 likes', async () => {
      const blog = await createBlog(ctx.api, author);
      const users = await manyUsers(ctx.api, 100);
      const answers = await Promise.all(
        users.map((user) => http().patch(`/likeblog/${blog._id}`).set('Authorization', auth(user))),
      );
      expect(answers.map((res) => res.status)).toEqual(users.map(() => 200));
      const stored = await http().get(`/getblogs/${blog._id}`).expect(200);
      expect(stored.body.likes).toHaveLength(100);
      expect(new Set(stored.body.likes as string[])).toEqual(new Set(users.map((u) => u.user.id)));
    });
  });
});

import sharp from 'sharp';
import {
  API_PATHS,
  AUTHOR_BIO_MAX,
  AVATAR_SIZE,
  BLOG_TAGS,
  type AuthorProfile,
  type DiscussionComment,
  type TagSummary,
} from '@brightwave/contracts';
import { bearer, createUser } from './accounts';
import { createBlog } from './blogs';
import { useTestApp } from './harness';
import { makeImage } from './images';

jest.setTimeout(60_000);

describe('authors: public profiles and the bio only the author edits', () => {
  const ctx = useTestApp({ JWT_SECRET: 'a'.repeat(40) });

  it('shows an author’s name, avatar and bio, never the e-mail address; readers have no page', async () => {
    const author = await createUser(ctx.api, { author: true, name: 'Ada Author' });
    const res = await ctx.api.http().get(API_PATHS.author(author.user.id)).expect(200);
    expect(res.body).toEqual({ id: author.user.id, name: 'Ada Author', avatar: '', bio: '' });
    expect(res.text).not.toContain(author.user.email);

    const reader = await createUser(ctx.api);
    await ctx.api.http().get(API_PATHS.author(reader.user.id)).expect(404);
    await ctx.api.http().get(API_PATHS.author('not-an-id')).expect(404);
  });

  it('lets the author alone set their bio, as plain text within the limit', async () => {
    const author = await createUser(ctx.api, { author: true });
    const other = await createUser(ctx.api, { author: true });
    const admin = await createUser(ctx.api, { admin: true });
    const path = API_PATHS.authorBio(author.user.id);

    await ctx.api.http().put(path).send({ bio: 'Anonymous' }).expect(401);
    for (const intruder of [other, admin]) {
      const res = await ctx.api
        .http()
        .put(path)
        .set('Authorization', bearer(intruder.token))
        .send({ bio: 'Not mine to write' })
        .expect(403);
      expect(res.body.message).toBe('You can only edit your own bio.');
    }

    const saved = await ctx.api
      .http()
      .put(path)
      .set('Authorization', bearer(author.token))
      .send({ bio: '  I write <b>about</b> Rust.\u0007\u202E\r\n\r\n\r\n\r\nAnd tea.  ' })
      .expect(200);
    const bio = 'I write <b>about</b> Rust.\n\nAnd tea.';
    expect((saved.body as AuthorProfile).bio).toBe(bio);
    const shown = await ctx.api.http().get(API_PATHS.author(author.user.id)).expect(200);
    expect((shown.body as AuthorProfile).bio).toBe(bio);

    const tooLong = await ctx.api
      .http()
      .put(path)
      .set('Authorization', bearer(author.token))
      .send({ bio: 'x'.repeat(AUTHOR_BIO_MAX + 1) })
      .expect(400);
    expect(JSON.stringify(tooLong.body)).toContain(`at most ${AUTHOR_BIO_MAX} characters`);
    await ctx.api
      .http()
      .put(path)
      .set('Authorization', bearer(author.token))
      .send({ bio: 42 })
      .expect(400);
    const kept = await ctx.api.http().get(API_PATHS.author(author.user.id)).expect(200);
    expect((kept.body as AuthorProfile).bio).toBe(bio);

    // A reader has no author page, so no bio either.
    const reader = await createUser(ctx.api);
    await ctx.api
      .http()
      .put(API_PATHS.authorBio(reader.user.id))
      .set('Authorization', bearer(reader.token))
      .send({ bio: 'Hello' })
      .expect(403);
  });

  it('lets the author alone set their picture: cropped square, stripped to WebP, the old one deleted', async () => {
    const author = await createUser(ctx.api, { author: true });
    const other = await createUser(ctx.api, { author: true });
    const path = API_PATHS.authorAvatar(author.user.id);
    const upload = async (token: string | undefined, file: Buffer, name = 'me.png') => {
      const request = ctx.api.http().put(path);
      if (token) request.set('Authorization', bearer(token));
      return request.attach('image', file, name);
    };
    const photo = await makeImage('jpeg', { width: 900, height: 600 });
    const post = await createBlog(ctx.api, author, { title: 'Pictures and words' });
    await ctx.api
      .http()
      .post(API_PATHS.discussionCommentCreate)
      .set('Authorization', bearer(author.token))
      .send({ text: 'Written before any picture.', blogId: post._id })
      .expect(201);
    const commentAvatar = async () => {
      const res = await ctx.api.http().get(API_PATHS.discussionComments(post._id)).expect(200);
      return (res.body as DiscussionComment[])[0]?.authorAvatar;
    };

    expect((await upload(undefined, photo)).status).toBe(401);
    const intruder = await upload(other.token, photo);
    expect(intruder.status).toBe(403);
    expect(intruder.body.message).toBe('You can only edit your own picture.');
    const notImage = await upload(author.token, Buffer.from('<svg onload="x()"/>'), 'me.svg');
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('Please choose an image: JPEG, PNG, WebP or GIF.');

    const first = await upload(author.token, photo);
    expect(first.status).toBe(200);
    const firstAvatar = (first.body as AuthorProfile).avatar;
    expect(firstAvatar).toMatch(/^\/media\/[a-f\d]{24}$/);
    const served = await fetch(ctx.api.url + firstAvatar);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
    const shown = await ctx.api.http().get(API_PATHS.author(author.user.id)).expect(200);
    expect((shown.body as AuthorProfile).avatar).toBe(firstAvatar);

    const second = await upload(author.token, await makeImage('png'));
    expect(second.status).toBe(200);
    expect((second.body as AuthorProfile).avatar).not.toBe(firstAvatar);
    expect((await fetch(ctx.api.url + firstAvatar)).status).toBe(404);
    // Earlier comments show the picture as it is now, never the deleted one.
    expect(await commentAvatar()).toBe((second.body as AuthorProfile).avatar);

    const reader = await createUser(ctx.api);
    const readerUpload = await ctx.api
      .http()
      .put(API_PATHS.authorAvatar(reader.user.id))
      .set('Authorization', bearer(reader.token))
      .attach('image', photo, 'me.jpg');
    expect(readerUpload.status).toBe(403);
  });
});

describe('RSS per tag and per author', () => {
  const ctx = useTestApp({
    JWT_SECRET: 'f'.repeat(40),
    SITE_URL: 'https://www.brightwave.example',
    API_URL: 'https://api.brightwave.example',
  });

  it('carries only that tag’s or that author’s published posts, linking to their pages', async () => {
    const ada = await createUser(ctx.api, { author: true, name: 'Ada' });
    const bob = await createUser(ctx.api, { author: true, name: 'Bob' });
    const adaFood = await createBlog(ctx.api, ada, { title: 'Ada on food', tags: 'Food' });
    await createBlog(ctx.api, ada, { title: 'Ada travels', tags: 'Travel' });
    await createBlog(ctx.api, bob, { title: 'Bob on food', tags: 'Food,Health' });
    await createBlog(ctx.api, ada, { title: 'Ada draft', tags: 'Food', status: 'draft' });

    const food = await ctx.api.http().get(API_PATHS.tagRss('Food')).expect(200);
    expect(food.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(food.text).toContain('Ada on food');
    expect(food.text).toContain('Bob on food');
    expect(food.text).not.toContain('Ada travels');
    expect(food.text).not.toContain('Ada draft');
    expect(food.text).toContain('<link>https://www.brightwave.example/tags/Food</link>');
    expect(food.text).toContain('https://api.brightwave.example/rss/tags/Food');

    const byAda = await ctx.api.http().get(API_PATHS.authorRss(ada.user.id)).expect(200);
    expect(byAda.text).toContain('Ada on food');
    expect(byAda.text).toContain('Ada travels');
    expect(byAda.text).not.toContain('Bob on food');
    expect(byAda.text).not.toContain('Ada draft');
    expect(byAda.text).toContain(
      `<link>https://www.brightwave.example/blogDetails/${adaFood._id}</link>`,
    );
    expect(byAda.text).toContain(`https://www.brightwave.example/authors/${ada.user.id}`);
    expect(byAda.text).not.toContain(ada.user.email);

    await ctx.api.http().get(API_PATHS.tagRss('Gardening')).expect(404);

    // The sitemap's list: authors who published, no e-mail address, readers and drafts left out.
    const authors = await ctx.api.http().get(API_PATHS.authors).expect(200);
    expect((authors.body as Array<{ id: string }>).map((a) => a.id).sort()).toEqual(
      [ada.user.id, bob.user.id].sort(),
    );
    expect(authors.text).not.toContain('@');
    const reader = await createUser(ctx.api);
    await ctx.api.http().get(API_PATHS.authorRss(reader.user.id)).expect(404);
  });
});

describe('tags', () => {
  const ctx = useTestApp({ JWT_SECRET: 't'.repeat(40) });

  it('lists every tag with its published posts’ count, and describes one tag’s page', async () => {
    const author = await createUser(ctx.api, { author: true });
    await createBlog(ctx.api, author, { tags: 'Food,Travel' });
    await createBlog(ctx.api, author, { tags: 'Food' });
    await createBlog(ctx.api, author, { tags: 'Food', status: 'draft' });

    const list = (await ctx.api.http().get(API_PATHS.tags).expect(200)).body as TagSummary[];
    expect(list.map((tag) => tag.name).sort()).toEqual([...BLOG_TAGS].sort());
    expect(list[0]).toMatchObject({ name: 'Food', count: 2 });
    expect(list.find((tag) => tag.name === 'Travel')?.count).toBe(1);
    expect(list.find((tag) => tag.name === 'Health')?.count).toBe(0);

    const food = (await ctx.api.http().get(API_PATHS.tag('Food')).expect(200)).body as TagSummary;
    expect(food).toMatchObject({ name: 'Food', count: 2, title: 'Food posts' });
    await ctx.api.http().get(API_PATHS.tag('Gardening')).expect(404);
  });
});

import {
  COMMENT_TEXT_MAX,
  TEXTS,
  type Blog,
  type DiscussionComment,
  type CommentSectionComment,
} from '@brightwave/contracts';
import { Types } from 'mongoose';
import { bearer, createUser, type TestUser } from './accounts';
import { createBlog, manyUsers } from './blogs';
import { inOneWindow, useTestApp } from './harness';

const POSTS_PER_WINDOW = 6;

describe('comments: one store behind the discussion and the comment section', () => {
  const ctx = useTestApp({
    JWT_SECRET: 'c'.repeat(40),
    COMMENT_RATE_LIMIT_MAX: String(POSTS_PER_WINDOW),
    RATE_LIMIT_MAX: '100000',
  });
  let blogAuthor: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let blogId: string;

  async function insertBlog(owner: TestUser, status: 'draft' | 'published' = 'published') {
    return (await createBlog(ctx.api, owner, { title: 'Scaling a design system', status }))._id;
  }

  /** The count the blog API answers (cards and the detail hero show it). */
  async function commentCount(id = blogId): Promise<number> {
    const res = await as(blogAuthor).get(`/getblogs/${id}`).expect(200);
    return (res.body as Blog).commentCount;
  }

  const as = (user: TestUser | undefined) => {
    const http = ctx.api.http();
    const auth = <T extends { set(name: string, value: string): T }>(req: T) =>
      user ? req.set('Authorization', bearer(user.token)) : req;
    return {
      get: (path: string) => auth(http.get(path)),
      post: (path: string, body?: object) => auth(http.post(path)).send(body ?? {}),
      put: (path: string, body: object) => auth(http.put(path)).send(body),
      delete: (path: string) => auth(http.delete(path)),
    };
  };

  async function discussion(viewer?: TestUser, id = blogId): Promise<DiscussionComment[]> {
    return (await as(viewer).get(`/api/blogcomments/${id}`).expect(200))
      .body as DiscussionComment[];
  }
  async function commentSection(viewer?: TestUser, id = blogId): Promise<CommentSectionComment[]> {
    return (await as(viewer).get(`/api/comments?blogId=${id}`).expect(200))
      .body as CommentSectionComment[];
  }
  async function comment(user: TestUser, text: string): Promise<string> {
    const res = await as(user).post('/api/blogcomments', { text, blogId }).expect(201);
    return res.body._id as string;
  }
  async function reply(user: TestUser, commentId: string, text: string, parentReplyId?: string) {
    const res = await as(user)
      .post(`/api/comments/${commentId}/reply`, { text, blogId, parentReplyId })
      .expect(201);
    return res.body._id as string;
  }

  beforeEach(async () => {
    blogAuthor = await createUser(ctx.api, { author: true, name: 'Ada Author' });
    alice = await createUser(ctx.api, { name: 'Alice' });
    bob = await createUser(ctx.api, { name: 'Bob' });
    blogId = await insertBlog(blogAuthor);
  });

  it('holds a threaded discussion: comments, replies and a reply to a reply, oldest first', async () => {
    expect(await discussion()).toEqual([]);
    const first = await comment(alice, 'Great post!');
    const second = await comment(bob, 'I have a question.');
    const toFirst = await reply(bob, first, 'Thanks for sharing.');
    const toReply = await reply(alice, first, 'You are welcome.', toFirst);

    const thread = await discussion();
    expect(thread.map((c) => c._id)).toEqual([first, second]);
    expect(thread[0]).toEqual({
      _id: first,
      author: { _id: alice.user.id, name: 'Alice', avatar: '' },
      authorName: 'Alice',
      authorAvatar: '',
      text: 'Great post!',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      likes: [],
      replies: [
        expect.objectContaining({ _id: toFirst, authorName: 'Bob', text: 'Thanks for sharing.' }),
        expect.objectContaining({ _id: toReply, authorName: 'Alice', parentReplyId: toFirst }),
      ],
    });
    expect(thread[0]!.replies[0]).not.toHaveProperty('parentReplyId');
    expect(thread[1]!.replies).toEqual([]);
    expect(await commentCount()).toBe(4);
  });

  it('lets a visitor read both views but write nothing', async () => {
    const id = await comment(alice, 'Hello');
    const visitor = as(undefined);
    const refused = [
      visitor.post('/api/blogcomments', { text: 'x', blogId }),
      visitor.post('/api/comments', { author: 'Eve', email: 'eve@example.com', text: 'x', blogId }),
      visitor.post(`/api/comments/${id}/reply`, { text: 'x', blogId }),
      visitor.put(`/api/comments/${id}`, { text: 'x' }),
      visitor.delete(`/api/comments/${id}`),
      visitor.post(`/api/comments/${id}/like`),
    ];
    for (const res of await Promise.all(refused)) expect(res.status).toBe(401);
    expect(await discussion()).toHaveLength(1);
    expect((await discussion())[0]!.text).toBe('Hello');
    expect(await commentSection()).toHaveLength(1);
    expect(await commentCount()).toBe(1);
  });

  it('serves the comment section from the same comments, with the account as author', async () => {
    const res = await as(alice)
      .post('/api/comments', {
        author: 'Mallory',
        email: 'boss@example.com',
        text: 'From the comment section',
        blogId,
      })
      .expect(201);
    expect(res.body).toMatchObject({
      author: 'Alice',
      authorId: alice.user.id,
      email: '',
      text: 'From the comment section',
    });
    const id = res.body._id as string;
    const replyId = (
      await as(bob)
        .post(`/api/comments/${id}/reply`, {
          author: 'X',
          email: 'x@example.com',
          text: 'Comment section reply',
          blogId,
        })
        .expect(201)
    ).body._id as string;
    await as(bob).post(`/api/comments/${id}/like`).expect(200);

    // Public: no e-mail address of anyone.
    expect(await commentSection()).toEqual([
      {
        _id: id,
        blogId,
        author: 'Alice',
        authorId: alice.user.id,
        email: '',
        text: 'From the comment section',
        likes: 1,
        createdAt: expect.any(String),
        replies: [
          {
            _id: replyId,
            author: 'Bob',
            authorId: bob.user.id,
            email: '',
            text: 'Comment section reply',
            likes: 0,
            createdAt: expect.any(String),
          },
        ],
      },
    ]);
    // Not for its author nor an admin either: the thread names people by account id.
    const admin = await createUser(ctx.api, { admin: true });
    for (const viewer of [alice, admin]) {
      const seen = await commentSection(viewer);
      expect([seen[0]!.email, seen[0]!.replies[0]!.email]).toEqual(['', '']);
    }
    // The discussion reads the very same entries.
    const thread = await discussion();
    expect(thread[0]).toMatchObject({
      _id: id,
      text: 'From the comment section',
      likes: [bob.user.id],
    });
    expect(thread[0]!.replies[0]).toMatchObject({ _id: replyId, text: 'Comment section reply' });
    expect(await commentCount()).toBe(2);
  });

  it('lets only its author edit a comment or a reply', async () => {
    const id = await comment(alice, 'Frist');
    const replyId = await reply(bob, id, 'Typo above');
    const admin = await createUser(ctx.api, { admin: true });

    for (const intruder of [bob, blogAuthor, admin]) {
      const res = await as(intruder).put(`/api/comments/${id}`, { text: 'Hijacked' }).expect(403);
      expect(res.body.message).toBe(TEXTS.comments.onlyAuthorEdits);
    }
    await as(alice).put(`/api/comments/${id}/replies/${replyId}`, { text: 'Hijacked' }).expect(403);

    const edited = await as(alice).put(`/api/comments/${id}`, { text: '  First!  ' }).expect(200);
    expect(edited.body).toMatchObject({ text: 'First!', updatedAt: expect.any(String) });
    await as(bob)
      .put(`/api/comments/${id}/replies/${replyId}`, { text: 'All good now' })
      .expect(200);

    const thread = await discussion();
    expect(thread[0]!.text).toBe('First!');
    expect(thread[0]!.replies[0]!.text).toBe('All good now');
  });

  it('refuses blank, whitespace-only and overlong text with a readable 400', async () => {
    const id = await comment(alice, 'Something');
    const attempts = [
      as(alice).post('/api/blogcomments', { text: '', blogId }),
      as(alice).post('/api/blogcomments', { text: ' \n\t ', blogId }),
      as(alice).post('/api/blogcomments', { blogId }),
      as(alice).post('/api/comments', { text: '   ', blogId }),
      as(alice).post(`/api/comments/${id}/reply`, { text: '  ', blogId }),
      as(alice).put(`/api/comments/${id}`, { text: '\n' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'validation_failed',
        message: 'Please write a comment.',
      });
    }
    const long = await as(alice)
      .post('/api/blogcomments', { text: 'a'.repeat(COMMENT_TEXT_MAX + 1), blogId })
      .expect(400);
    expect(long.body.message).toBe(`A comment must be at most ${COMMENT_TEXT_MAX} characters.`);
    await as(alice)
      .post('/api/blogcomments', { text: 'a'.repeat(COMMENT_TEXT_MAX), blogId })
      .expect(201);
    expect((await discussion())[0]!.text).toBe('Something');
    expect(await commentCount()).toBe(2);
  });

  it('lets the author, the blog’s author and an admin delete, nobody else', async () => {
    const admin = await createUser(ctx.api, { admin: true });
    const [c1, c2, c3] = [
      await comment(alice, 'one'),
      await comment(alice, 'two'),
      await comment(alice, 'three'),
    ];
    const r1 = await reply(bob, c1, 'reply');

    const refused = await as(bob).delete(`/api/comments/${c1}`).expect(403);
    expect(refused.body.message).toBe(TEXTS.comments.notAllowedToDelete);
    await as(alice).delete(`/api/comments/${c1}/replies/${r1}`).expect(403);
    expect(await commentCount()).toBe(4);

    await as(alice).delete(`/api/comments/${c1}`).expect(200);
    await as(blogAuthor).delete(`/api/comments/${c2}`).expect(200);
    await as(admin).delete(`/api/comments/${c3}`).expect(200);
    await as(admin).delete(`/api/comments/${c3}`).expect(404);
    expect(await discussion()).toEqual([]);
    expect(await ctx.api.connection.collection('comments').countDocuments()).toBe(0);
    expect(await commentCount()).toBe(0);
  });

  it('lets a blog’s owner delete comments on it only while an author', async () => {
    const [c1, c2] = [await comment(alice, 'one'), await comment(alice, 'two')];
    await as(blogAuthor).delete(`/api/comments/${c1}`).expect(200);
    // Demoted (as an admin does; the role is read from the account on every request).
    await ctx.api.connection
      .collection('users')
      .updateOne({ email: blogAuthor.user.email }, { $set: { author: false } });
    const refused = await as(blogAuthor).delete(`/api/comments/${c2}`).expect(403);
    expect(refused.body.message).toBe(TEXTS.comments.notAllowedToDelete);
    expect(await commentCount()).toBe(1);
    // Their own comments they still delete, as anyone does.
    const own = await comment(blogAuthor, 'mine');
    await as(blogAuthor).delete(`/api/comments/${own}`).expect(200);
  });

  it('removes a comment with its replies and a reply with the replies that answer it', async () => {
    const c1 = await comment(alice, 'root');
    const r1 = await reply(bob, c1, 'r1');
    const r2 = await reply(alice, c1, 'r2 answers r1', r1);
    await reply(bob, c1, 'r3 answers r2', r2);
    const r4 = await reply(bob, c1, 'r4 answers the comment');
    const c2 = await comment(bob, 'other');
    await reply(alice, c2, 'stays');
    expect(await commentCount()).toBe(7);

    await as(blogAuthor).delete(`/api/comments/${c1}/replies/${r1}`).expect(200);
    expect((await discussion())[0]!.replies.map((r) => r._id)).toEqual([r4]);
    expect(await commentCount()).toBe(4);

    await as(alice).delete(`/api/comments/${c1}`).expect(200);
    const thread = await discussion();
    expect(thread.map((c) => c.text)).toEqual(['other']);
    expect(thread[0]!.replies.map((r) => r.text)).toEqual(['stays']);
    expect(await commentCount()).toBe(2);
    await as(bob).post(`/api/comments/${c1}/reply`, { text: 'late', blogId }).expect(404);
  });

  it('counts a like once per user, for comments and replies', async () => {
    const id = await comment(alice, 'Like me');
    const replyId = await reply(alice, id, 'Me too');
    const first = await as(bob).post(`/api/comments/${id}/like`).expect(200);
    expect(first.body.likes).toEqual([bob.user.id]);
    const again = await as(bob).post(`/api/comments/${id}/like`).expect(200);
    expect(again.body.likes).toEqual([bob.user.id]);
    await as(bob).post(`/api/comments/${id}/replies/${replyId}/like`).expect(200);
    await as(bob).post(`/api/comments/${id}/replies/${replyId}/like`).expect(200);
    await as(alice).post(`/api/comments/${id}/replies/${replyId}/like`).expect(200);

    const thread = await discussion();
    expect(thread[0]!.likes).toEqual([bob.user.id]);
    expect(thread[0]!.replies[0]!.likes.sort()).toEqual([alice.user.id, bob.user.id].sort());
    expect((await commentSection())[0]).toMatchObject({ likes: 1, replies: [{ likes: 2 }] });
  });

  it('counts 50 concurrent likes by 50 different users exactly', async () => {
    const id = await comment(alice, 'Popular');
    const likers = await manyUsers(ctx.api, 50);
    const results = await Promise.all(
      likers.map(({ token }) =>
        ctx.api.http().post(`/api/comments/${id}/like`).set('Authorization', bearer(token)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(likers.map(() => 200));
    const likes = (await discussion())[0]!.likes;
    expect(likes).toHaveLength(50);
    expect(new Set(likes)).toEqual(new Set(likers.map((l) => l.user.id)));
  });

  it('stores HTML as typed text and answers it as JSON data, never as markup', async () => {
    const typed = '<img src=x onerror="alert(1)"> <script>alert(2)</script> & <b>bold</b>';
    const res = await as(alice).post('/api/blogcomments', { text: typed, blogId }).expect(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.text).toBe(typed);
    const stored = await ctx.api.connection.collection('comments').findOne({});
    expect(stored?.text).toBe(typed);
    expect((await discussion())[0]!.text).toBe(typed);
    expect((await commentSection())[0]!.text).toBe(typed);
  });

  it('answers 404 for an unknown or unpublished blog and 400 for a malformed id', async () => {
    const unknown = new Types.ObjectId().toHexString();
    const draft = await insertBlog(blogAuthor, 'draft');
    for (const id of [unknown, draft]) {
      const res = await as(alice).post('/api/blogcomments', { text: 'Hi', blogId: id }).expect(404);
      expect(res.body.message).toBe(TEXTS.comments.blogNotFound);
      await as(alice).post('/api/comments', { text: 'Hi', blogId: id }).expect(404);
      await as(undefined).get(`/api/blogcomments/${id}`).expect(404);
      await as(undefined).get(`/api/comments?blogId=${id}`).expect(404);
    }
    // A draft's discussion is readable by its owner only.
    expect(await discussion(blogAuthor, draft)).toEqual([]);

    const id = await comment(alice, 'Hi');
    await as(alice).post(`/api/comments/${id}/reply`, { text: 'x', blogId: draft }).expect(404);
    const malformed = [
      as(undefined).get('/api/blogcomments/not-an-id'),
      as(undefined).get('/api/comments?blogId=42'),
      as(undefined).get('/api/comments'),
      as(alice).post('/api/blogcomments', { text: 'Hi', blogId: 'nope' }),
      as(alice).put('/api/comments/zzz', { text: 'x' }),
      as(alice).delete(`/api/comments/${id}/replies/123`),
      as(alice).post(`/api/comments/${id}/reply`, { text: 'x', blogId, parentReplyId: 'x' }),
      as(alice).post('/api/comments/%7B%24ne%3A1%7D/like'),
    ];
    for (const res of await Promise.all(malformed)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await as(alice).put(`/api/comments/${unknown}`, { text: 'x' }).expect(404);
    await as(alice).post(`/api/comments/${id}/replies/${unknown}/like`).expect(404);
    // A reply id is not a comment id, and a comment id is not a reply of another comment.
    const replyId = await reply(bob, id, 'r');
    await as(bob).put(`/api/comments/${replyId}`, { text: 'x' }).expect(404);
    const other = await comment(bob, 'other');
    await as(bob).put(`/api/comments/${other}/replies/${replyId}`, { text: 'x' }).expect(404);
  });

  it('treats the comments of a post taken back to draft as gone, for all but its owner and admins', async () => {
    const id = await comment(alice, 'Secret words');
    const replyId = await reply(bob, id, 'Hidden reply');
    await ctx.api
      .http()
      .put(`/editblog/${blogId}`)
      .set('Authorization', bearer(blogAuthor.token))
      .field('title', 'Scaling a design system')
      .field('content', '<p>Back to work.</p>')
      .field('status', 'draft')
      .expect(200);

    const attempts = [
      as(bob).post(`/api/comments/${id}/like`),
      as(alice).post(`/api/comments/${id}/replies/${replyId}/like`),
      as(alice).put(`/api/comments/${id}`, { text: 'Changed' }),
      as(bob).put(`/api/comments/${id}/replies/${replyId}`, { text: 'Changed' }),
      as(alice).delete(`/api/comments/${id}`),
      as(bob).delete(`/api/comments/${id}/replies/${replyId}`),
      as(bob).post(`/api/comments/${id}/reply`, { text: 'More', blogId }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Secret words');
      expect(res.text).not.toContain('Hidden reply');
    }
    const stored = await ctx.api.connection
      .collection<{ text: string; likes: unknown[] }>('comments')
      .find({}, { projection: { _id: 0, text: 1, likes: 1 } })
      .toArray();
    expect(stored).toEqual([
      { text: 'Secret words', likes: [] },
      { text: 'Hidden reply', likes: [] },
    ]);

    // Its owner and admins still see and act on the discussion.
    const admin = await createUser(ctx.api, { admin: true });
    const liked = await as(blogAuthor).post(`/api/comments/${id}/like`).expect(200);
    expect(liked.body).toMatchObject({ text: 'Secret words', likes: [blogAuthor.user.id] });
    await as(admin).delete(`/api/comments/${id}/replies/${replyId}`).expect(200);
  });

  it('limits posting per user with 429 and Retry-After', async () => {
    await inOneWindow(ctx.api.config.rateLimit.comment.windowMs);
    const id = await comment(alice, 'c0');
    for (let i = 1; i < POSTS_PER_WINDOW; i++) await reply(alice, id, `r${i}`);
    const refused = await as(alice)
      .post('/api/blogcomments', { text: 'one more', blogId })
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.code).toBe('rate_limited');
    await as(alice).post(`/api/comments/${id}/reply`, { text: 'and more', blogId }).expect(429);
    // Others still post; the author still edits and likes.
    await as(bob).post('/api/blogcomments', { text: 'bob here', blogId }).expect(201);
    await as(alice).put(`/api/comments/${id}`, { text: 'c0 edited' }).expect(200);
    expect(await commentCount()).toBe(POSTS_PER_WINDOW + 1);
  });

  it('removes a blog’s whole discussion when the blog is deleted', async () => {
    const id = await comment(alice, 'bye');
    await reply(bob, id, 'bye too');
    const otherBlog = await insertBlog(blogAuthor);
    await as(alice).post('/api/blogcomments', { text: 'stays', blogId: otherBlog }).expect(201);
    await as(blogAuthor).delete(`/deleteblog/${blogId}`).expect(200);
    expect(await ctx.api.connection.collection('comments').countDocuments()).toBe(1);
    await as(undefined).get(`/api/blogcomments/${blogId}`).expect(404);
    expect((await discussion(undefined, otherBlog)).map((c) => c.text)).toEqual(['stays']);
    expect(await commentCount(otherBlog)).toBe(1);
  });
});

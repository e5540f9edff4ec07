import { API_PATHS, type Blog, type CommentSectionComment } from '@brightwave/contracts';
import { bearer, createUser, type TestUser } from './accounts';
import { createBlog } from './blogs';
import { useTestApp } from './harness';

jest.setTimeout(30_000);

/** Anything that looks like an e-mail address, anywhere in an answer's text. */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

// Blogs, comments and the feed are read by anyone: no answer about them carries an address.
// Owners are named by account id, which is what "your blogs" and the edit and delete controls of
// both threads compare.
describe('no e-mail address in public answers', () => {
  const ctx = useTestApp({ JWT_SECRET: 'e'.repeat(40), RATE_LIMIT_MAX: '100000' });
  let author: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  let blog: Blog;

  beforeEach(async () => {
    [author, reader, admin] = await Promise.all([
      createUser(ctx.api, { author: true, name: 'Ada Author', email: 'ada@brightwave.example' }),
      createUser(ctx.api, { name: 'Rita Reader', email: 'rita@brightwave.example' }),
      createUser(ctx.api, { admin: true, email: 'boss@brightwave.example' }),
    ]);
    blog = await createBlog(ctx.api, author, { title: 'Public post', tags: 'Food' });
    await createBlog(ctx.api, author, { title: 'Also public', tags: 'Food' });
    await createBlog(ctx.api, author, { title: 'A draft', status: 'draft', cover: false });
  });

  const http = () => ctx.api.http();
  const as = (user: TestUser) => bearer(user.token);

  it('answers blogs, summaries, related posts, both threads and the feed without one', async () => {
    const comment = await http()
      .post(API_PATHS.discussionCommentCreate)
      .set('Authorization', as(reader))
      .send({ text: 'Nice one', blogId: blog._id })
      .expect(201);
    const fromCommentSection = await http()
      .post(API_PATHS.commentSectionComments)
      .set('Authorization', as(reader))
      .send({
        author: 'Rita',
        email: 'rita@brightwave.example',
        text: 'From the comment section',
        blogId: blog._id,
      })
      .expect(201);
    const reply = await http()
      .post(API_PATHS.commentReply(comment.body._id))
      .set('Authorization', as(author))
      .send({ text: 'Thanks', blogId: blog._id })
      .expect(201);

    const reads = [
      API_PATHS.blogs,
      `${API_PATHS.blogs}?fields=summary`,
      `${API_PATHS.blogs}?page=1&limit=12&fields=summary`,
      `${API_PATHS.blogs}?tag=Food`,
      `${API_PATHS.blogs}?author=${author.user.id}`,
      `${API_PATHS.blogs}?q=public`,
      API_PATHS.blog(blog._id),
      API_PATHS.relatedBlogs(blog._id),
      API_PATHS.discussionComments(blog._id),
      `${API_PATHS.commentSectionComments}?blogId=${blog._id}`,
      API_PATHS.rss,
    ];
    const answers: string[] = [comment.text, fromCommentSection.text, reply.text];
    // Anonymous (the list's fast path), and signed in: a reader, the author, an admin (Nest's path).
    for (const caller of [undefined, reader, author, admin]) {
      for (const path of reads) {
        const req = http().get(path);
        if (caller) void req.set('Authorization', as(caller));
        const res = await req.expect(200);
        expect(res.text.length).toBeGreaterThan(2);
        answers.push(res.text);
      }
    }
    const liked = await http()
      .patch(API_PATHS.likeBlog(blog._id))
      .set('Authorization', as(reader))
      .expect(200);
    const likedComment = await http()
      .post(API_PATHS.commentLike(comment.body._id))
      .set('Authorization', as(reader))
      .expect(200);
    answers.push(liked.text, likedComment.text);

    for (const answer of answers) expect(answer).not.toMatch(EMAIL);
  });

  it('keeps owner features on account ids: own list with drafts, comment section authors', async () => {
    const own = await http()
      .get(`${API_PATHS.blogs}?author=${author.user.id}`)
      .set('Authorization', as(author))
      .expect(200);
    expect((own.body as Blog[]).map((b) => b.title).sort()).toEqual([
      'A draft',
      'Also public',
      'Public post',
    ]);
    expect((own.body as Blog[]).every((b) => b.createdBy === author.user.id)).toBe(true);
    const theirs = await http()
      .get(`${API_PATHS.blogs}?author=${author.user.id}`)
      .set('Authorization', as(reader))
      .expect(200);
    expect((theirs.body as Blog[]).map((b) => b.title).sort()).toEqual([
      'Also public',
      'Public post',
    ]);

    // An address is no longer a way to look an author up.
    const byEmail = await http()
      .get(`${API_PATHS.blogs}?author=${encodeURIComponent(author.user.email)}`)
      .expect(400);
    expect(byEmail.body.message).toBe('The author must be given by account id.');

    await http()
      .post(API_PATHS.commentSectionComments)
      .set('Authorization', as(reader))
      .send({ text: 'Mine', blogId: blog._id })
      .expect(201);
    const thread = await http()
      .get(`${API_PATHS.commentSectionComments}?blogId=${blog._id}`)
      .expect(200);
    expect(thread.body as CommentSectionComment[]).toEqual([
      expect.objectContaining({ author: 'Rita Reader', authorId: reader.user.id, email: '' }),
    ]);
  });
});

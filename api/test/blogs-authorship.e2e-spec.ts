import type { Blog } from '@brightwave/contracts';
import { bearer, createUser, type TestUser } from './accounts';
import { createBlog } from './blogs';
import { useTestApp } from './harness';
import { TestSmtpServer } from './smtp';

jest.setTimeout(30_000);

const NOT_AUTHOR = 'Only authors can write, change or publish blogs.';

// Writing needs the author (or admin) role on every write path, not only ownership: once an admin
// takes the role away, the owner's published posts stay up, read-only to them.
describe('blogs of a demoted author', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => ({ JWT_SECRET: 'd'.repeat(40), SMTP_URL: smtp.url }));

  let author: TestUser;
  let admin: TestUser;
  let published: Blog;
  let draft: Blog;

  beforeEach(async () => {
    [author, admin] = await Promise.all([
      createUser(ctx.api, { author: true, name: 'Demoted Dora' }),
      createUser(ctx.api, { admin: true }),
    ]);
    published = await createBlog(ctx.api, author, { title: 'Still up' });
    draft = await createBlog(ctx.api, author, { title: 'Never out', status: 'draft' });
  });

  const http = () => ctx.api.http();
  const as = (user: TestUser) => bearer(user.token);

  /** Every write path on the owner's posts, each answering 403 with the readable reason. */
  async function expectReadOnly() {
    const attempts = [
      http().get(`/editblog/${published._id}`).set('Authorization', as(author)),
      http()
        .put(`/editblog/${published._id}`)
        .set('Authorization', as(author))
        .field('title', 'Rewritten')
        .field('content', '<p>New words.</p>'),
      // Publishing the draft: the stored cover is absent, so it would be a 400 were it allowed;
      // the role is checked first.
      http()
        .put(`/editblog/${draft._id}`)
        .set('Authorization', as(author))
        .field('title', 'Out now')
        .field('content', '<p>Words.</p>')
        .field('status', 'published'),
      http().delete(`/deleteblog/${published._id}`).set('Authorization', as(author)),
      http()
        .post('/createblog')
        .set('Authorization', as(author))
        .field('title', 'More')
        .field('status', 'draft'),
    ];
    for (const attempt of attempts) {
      const res = await attempt.expect(403);
      expect(res.body.message).toEqual(expect.any(String));
    }

    const stillUp = await http().get(`/getblogs/${published._id}`).expect(200);
    expect(stillUp.body).toMatchObject({ title: 'Still up', status: 'published' });
    const stored = await ctx.api.connection
      .collection('blogs')
      .find({}, { projection: { title: 1, status: 1 } })
      .toArray();
    expect(stored.map(({ title, status }) => ({ title, status }))).toEqual(
      expect.arrayContaining([
        { title: 'Still up', status: 'published' },
        { title: 'Never out', status: 'draft' },
      ]),
    );
    expect(stored).toHaveLength(2);
  }

  it('an admin removing the author role leaves the posts up but no longer editable by their owner', async () => {
    await http()
      .patch(`/api/admin/users/${author.user.id}`)
      .set('Authorization', as(admin))
      .send({ author: false })
      .expect(200);

    await expectReadOnly();
    const edit = await http()
      .put(`/editblog/${published._id}`)
      .set('Authorization', as(author))
      .field('title', 'Rewritten')
      .field('content', '<p>x</p>')
      .expect(403);
    expect(edit.body.message).toBe(NOT_AUTHOR);

    // The owner still sees their own list, drafts included; an admin still edits.
    const own = await http()
      .get(`/getblogs?author=${author.user.id}`)
      .set('Authorization', as(author))
      .expect(200);
    expect((own.body as Blog[]).map((b) => b.title).sort()).toEqual(['Never out', 'Still up']);
    await http()
      .put(`/editblog/${published._id}`)
      .set('Authorization', as(admin))
      .field('title', 'Fixed by an admin')
      .field('content', '<p>x</p>')
      .expect(200);
  });

  it('a rejected application (after an acceptance) takes writing away the same way', async () => {
    const applicant = await createUser(ctx.api, { name: 'Applying Ann' });
    const applied = await http()
      .post('/api/save-data')
      .set('Authorization', as(applicant))
      .send({ name: 'Applying Ann', email: applicant.user.email, description: 'I write.' })
      .expect(201);
    const id = applied.body.application._id as string;
    const decide = (action: 'accept' | 'reject') =>
      http()
        .patch(`/api/${action}/${id}`)
        .set('Authorization', as(admin))
        .set('Content-Type', 'application/json')
        .send()
        .expect(200);

    await decide('accept');
    author = applicant;
    published = await createBlog(ctx.api, applicant, { title: 'Ann’s post' });
    await decide('reject');

    const res = await http()
      .put(`/editblog/${published._id}`)
      .set('Authorization', as(applicant))
      .field('title', 'Rewritten')
      .field('content', '<p>x</p>')
      .expect(403);
    expect(res.body.message).toBe(NOT_AUTHOR);
    await http()
      .delete(`/deleteblog/${published._id}`)
      .set('Authorization', as(applicant))
      .expect(403);
    await http().get(`/getblogs/${published._id}`).expect(200);
  });
});

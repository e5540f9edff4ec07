import {
  ADMIN_TEXTS,
  type AdminOverview,
  type AdminPost,
  type AdminUser,
  type AuditEntry,
  type Lead,
  type Page,
} from '@brightwave/contracts';
import { Types } from 'mongoose';
import { bearer, createUser, type TestUser } from './accounts';
import { createBlog } from './blogs';
import { useTestApp, waitFor } from './harness';
import { TestSmtpServer } from './smtp';

jest.setTimeout(30_000);

const contact = (over: Record<string, string> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A new analytical engine',
  message: 'Could you build us an app?',
  ...over,
});

describe('the admin API', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  // One attempt only, so a mail that fails while the SMTP server is down is given up at once.
  const ctx = useTestApp(() => ({
    SMTP_URL: smtp.url,
    CONTACT_RATE_LIMIT_MAX: '100',
    MAIL_MAX_ATTEMPTS: '1',
  }));
  let admin: TestUser;
  let reader: TestUser;

  beforeEach(async () => {
    smtp.received.length = 0;
    await smtp.start();
    admin = await createUser(ctx.api, { admin: true, name: 'Root Admin' });
    reader = await createUser(ctx.api, { name: 'Rita Reader' });
  });

  const as = (user: TestUser | undefined) => {
    const http = ctx.api.http();
    const auth = <T extends { set(k: string, v: string): T }>(req: T) =>
      user ? req.set('Authorization', bearer(user.token)) : req;
    return {
      get: (path: string) => auth(http.get(path)),
      post: (path: string, body?: object) => auth(http.post(path)).send(body ?? {}),
      patch: (path: string, body: object) => auth(http.patch(path)).send(body),
    };
  };
  const audit = async (query = '') =>
    (await as(admin).get(`/api/admin/audit${query}`).expect(200)).body.items as AuditEntry[];
  const sendContact = (over: Record<string, string> = {}) =>
    ctx.api.http().post('/send-email').send(contact(over)).expect(200);
  const leads = async (query = '') =>
    (await as(admin).get(`/api/admin/leads${query}`).expect(200)).body as {
      items: Lead[];
      total: number;
    };

  describe('refusals', () => {
    const someId = new Types.ObjectId().toHexString();
    const routes: Array<[string, string, object]> = [
      ['get', '/api/admin/overview', {}],
      ['get', '/api/admin/leads', {}],
      ['get', '/api/admin/leads.csv', {}],
      ['patch', `/api/admin/leads/${someId}`, { status: 'done' }],
      ['post', `/api/admin/leads/${someId}/resend`, {}],
      ['get', '/api/admin/users', {}],
      ['patch', `/api/admin/users/${someId}`, { author: true }],
      ['get', '/api/admin/posts', {}],
      ['post', `/api/admin/posts/${someId}/unpublish`, { reason: 'spam' }],
      ['post', `/api/admin/posts/${someId}/delete`, { reason: 'spam' }],
      ['get', '/api/admin/comments', {}],
      ['post', `/api/admin/comments/${someId}/delete`, { reason: 'spam' }],
      ['get', '/api/admin/audit', {}],
    ];

    it.each(routes)(
      '%s %s: 401 without a token, 403 for a non-admin',
      async (method, path, body) => {
        const call = (user?: TestUser) =>
          method === 'get'
            ? as(user).get(path)
            : method === 'post'
              ? as(user).post(path, body)
              : as(user).patch(path, body);
        await call(undefined).expect(401);
        await call(reader).expect(403);
        const author = await createUser(ctx.api, { author: true });
        await call(author).expect(403);
      },
    );

    it('changes nothing and logs nothing when refused', async () => {
      await as(reader).patch(`/api/admin/users/${reader.user.id}`, { admin: true }).expect(403);
      const stored = await ctx.api.connection
        .collection('users')
        .findOne({ _id: new Types.ObjectId(reader.user.id) });
      expect(stored?.admin).toBe(false);
      expect(await ctx.api.connection.collection('auditlog').countDocuments()).toBe(0);
    });
  });

  describe('leads', () => {
    it('lists contact messages and chat handoffs newest first with their mail delivery', async () => {
      await sendContact();
      await ctx.api
        .http()
        .post('/api/chat/handoff')
        .send({ name: 'Bob Builder', email: 'bob@example.com', question: 'Call me about an app' })
        .expect((res) => expect([200, 201]).toContain(res.status));
      await waitFor(() => smtp.received.length === 4, { what: 'four mails' });
      const { items, total } = await leads();
      expect(total).toBe(2);
      expect(items.map((l) => l.source)).toEqual(['chat', 'contact']);
      const ada = items[1]!;
      expect(ada).toMatchObject({ name: 'Ada Lovelace', status: 'new', note: '' });
      await waitFor(async () => (await leads()).items[1]!.mails.every((m) => m.state === 'sent'), {
        what: 'mails marked sent',
      });
      const mails = (await leads()).items[1]!.mails;
      expect(mails.map((m) => m.kind).sort()).toEqual(['contact.ack', 'contact.notify']);
    });

    it('files a filled honeypot as spam, and filters by status, source and search', async () => {
      await sendContact({ email: 'bot@spam.example', website: 'http://spam.example' });
      await sendContact({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'COBOL' });
      expect((await leads('?status=spam')).items.map((l) => l.email)).toEqual(['bot@spam.example']);
      expect((await leads('?status=new')).items.map((l) => l.email)).toEqual(['grace@example.com']);
      expect((await leads('?q=cobol')).total).toBe(1);
      expect((await leads('?q=nobody-matches')).total).toBe(0);
      expect((await leads('?source=chat')).total).toBe(0);
      expect((await leads('?source=contact')).total).toBe(2);
    });

    it('files a /forminfo inquiry as a project inquiry; messages stored without a source stay contact', async () => {
      await ctx.api.connection.collection('contactmessages').insertOne({
        ...contact({ name: 'Old Timer', email: 'old@example.com' }),
        spam: false,
        createdAt: new Date(Date.UTC(2025, 0, 1)),
      });
      await sendContact({ form: 'inquiry', subject: 'Web application' });
      await sendContact({ name: 'Grace Hopper', email: 'grace@example.com', form: 'contact' });
      const { items } = await leads();
      expect(items.map((l) => [l.email, l.source])).toEqual([
        ['grace@example.com', 'contact'],
        ['ada@example.com', 'inquiry'],
        ['old@example.com', 'contact'],
      ]);
      expect((await leads('?source=inquiry')).items.map((l) => l.email)).toEqual([
        'ada@example.com',
      ]);
      expect((await leads('?source=contact')).items.map((l) => l.email)).toEqual([
        'grace@example.com',
        'old@example.com',
      ]);
      const csv = await as(admin).get('/api/admin/leads.csv?source=inquiry').expect(200);
      const rows = csv.text.split('\r\n');
      expect(rows).toHaveLength(3);
      expect(rows[1]).toMatch(/^"[^"]+","Project inquiry","new","Ada Lovelace","ada@example.com"/);
      await waitFor(() => smtp.received.length === 4, { what: 'four mails' });
      expect(smtp.received.map((m) => m.headers.subject)).toContain(
        'Project inquiry: Web application',
      );
    });

    it('pages by 20', async () => {
      const messages = ctx.api.connection.collection('contactmessages');
      await messages.insertMany(
        Array.from({ length: 25 }, (_, i) => ({
          ...contact({ subject: `Lead ${i}` }),
          source: 'contact',
          spam: false,
          status: 'new',
          note: '',
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      );
      const first = (await as(admin).get('/api/admin/leads').expect(200)).body;
      expect(first).toMatchObject({ total: 25, page: 1, pageSize: 20 });
      expect(first.items).toHaveLength(20);
      expect(first.items[0].subject).toBe('Lead 24');
      const second = (await as(admin).get('/api/admin/leads?page=2').expect(200))
        .body as Page<Lead>;
      expect(second.items.map((l) => l.subject)).toEqual([
        'Lead 4',
        'Lead 3',
        'Lead 2',
        'Lead 1',
        'Lead 0',
      ]);
    });

    it('refuses bad filters and bad updates with a 400 that says why', async () => {
      const bad = await as(admin).get('/api/admin/leads?status=archived').expect(400);
      expect(bad.body.message).toMatch(/status must be one of/);
      await as(admin).get('/api/admin/leads?page=0').expect(400);
      await sendContact();
      const [lead] = (await leads()).items;
      await as(admin).patch(`/api/admin/leads/${lead!.id}`, {}).expect(400);
      await as(admin).patch(`/api/admin/leads/${lead!.id}`, { status: 'won' }).expect(400);
      await as(admin)
        .patch(`/api/admin/leads/${lead!.id}`, { note: 'x'.repeat(2001) })
        .expect(400);
      await as(admin).patch('/api/admin/leads/not-an-id', { status: 'done' }).expect(404);
    });

    it('sets a status and a note and records both in the audit log', async () => {
      await sendContact();
      const [lead] = (await leads()).items;
      const res = await as(admin)
        .patch(`/api/admin/leads/${lead!.id}`, { status: 'in progress', note: 'Called back' })
        .expect(200);
      expect(res.body).toMatchObject({ status: 'in progress', note: 'Called back' });
      const stored = await ctx.api.connection
        .collection('contactmessages')
        .findOne({ _id: new Types.ObjectId(lead!.id) });
      expect(stored).toMatchObject({ status: 'in progress', note: 'Called back' });
      const [entry] = await audit();
      expect(entry).toMatchObject({
        action: 'lead.update',
        actor: { id: admin.user.id, email: admin.user.email },
        target: { type: 'lead', id: lead!.id },
        before: { status: 'new', note: '' },
        after: { status: 'in progress', note: 'Called back' },
      });
      expect(Date.now() - new Date(entry!.at).getTime()).toBeLessThan(60_000);
    });

    it('exports the filtered leads as RFC 4180 CSV that no spreadsheet runs as a formula', async () => {
      await sendContact({
        name: '=HYPERLINK("http://evil.example","click")',
        subject: '@SUM(1+1)',
        message: 'Line one, with "quotes"\nline two',
      });
      await sendContact({ name: 'Other', email: 'other@example.com', website: 'bot' });
      const res = await as(admin).get('/api/admin/leads.csv?status=new').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain('attachment; filename="leads.csv"');
      const lines = res.text.split('\r\n');
      expect(lines[0]).toBe(
        '"Received","Source","Status","Name","E-mail","Subject","Message","Note","Mail"',
      );
      expect(lines).toHaveLength(3); // header, the one new lead (spam filtered out), final CRLF
      expect(lines[2]).toBe('');
      expect(res.text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
      expect(res.text).toContain('"\'@SUM(1+1)"');
      expect(res.text).toContain('"Line one, with ""quotes""\nline two"');
      expect(res.text).not.toContain('Other');
    });

    it('re-queues a mail that failed while the SMTP server was down; it is delivered once back', async () => {
      await smtp.stop();
      await sendContact();
      const [lead] = (await leads()).items;
      await waitFor(
        async () => (await leads()).items[0]!.mails.every((m) => m.state === 'failed'),
        { what: 'both mails given up' },
      );
      const failed = (await leads()).items[0]!.mails;
      expect(failed).toHaveLength(2);
      for (const mail of failed) {
        expect(mail).toMatchObject({ state: 'failed', attempts: 1 });
        expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
      }
      const overview = (await as(admin).get('/api/admin/overview').expect(200))
        .body as AdminOverview;
      expect(overview.outbox.failed).toBe(2);

      await smtp.start();
      const res = await as(admin).post(`/api/admin/leads/${lead!.id}/resend`).expect(200);
      expect((res.body as Lead).mails.every((m) => m.state !== 'failed')).toBe(true);
      await waitFor(() => smtp.received.length === 2, { what: 'the resent mails' });
      await waitFor(async () => (await leads()).items[0]!.mails.every((m) => m.state === 'sent'), {
        what: 'mails marked sent',
      });
      const [entry] = await audit('?action=lead.resend');
      expect(entry).toMatchObject({
        target: { id: lead!.id },
        before: { mails: expect.arrayContaining(['contact.notify: failed']) },
      });

      // Nothing failed any more: nothing to resend.
      const again = await as(admin).post(`/api/admin/leads/${lead!.id}/resend`).expect(409);
      expect(again.body.message).toBe(ADMIN_TEXTS.nothingToResend);
    });
  });

  describe('people', () => {
    it('lists accounts with search and role filter', async () => {
      const author = await createUser(ctx.api, { author: true, name: 'Wanda Writer' });
      const all = (await as(admin).get('/api/admin/users').expect(200)).body;
      expect(all.total).toBe(3);
      const authors = (await as(admin).get('/api/admin/users?role=author').expect(200))
        .body as Page<AdminUser>;
      expect(authors.items.map((u) => u.id)).toEqual([author.user.id]);
      const admins = (await as(admin).get('/api/admin/users?role=admin').expect(200))
        .body as Page<AdminUser>;
      expect(admins.items.map((u) => u.id)).toEqual([admin.user.id]);
      const found = (await as(admin).get('/api/admin/users?q=rita').expect(200)).body;
      expect(found.items).toEqual([
        expect.objectContaining({
          id: reader.user.id,
          admin: false,
          author: false,
          disabled: false,
        }),
      ]);
      expect(found.items[0]).not.toHaveProperty('passwordHash');
      await as(admin).get('/api/admin/users?role=owner').expect(400);
    });

    it('grants and revokes author and admin, each in the audit log', async () => {
      const res = await as(admin)
        .patch(`/api/admin/users/${reader.user.id}`, { author: true })
        .expect(200);
      expect(res.body).toMatchObject({ author: true, admin: false });
      // Takes effect at once: the reader's own token now carries the role.
      const me = await as(reader).get('/me').expect(200);
      expect(me.body.author ?? me.body.user?.author).toBe(true);
      await as(admin).patch(`/api/admin/users/${reader.user.id}`, { admin: true }).expect(200);
      await as(reader).get('/api/admin/overview').expect(200);
      await as(admin).patch(`/api/admin/users/${reader.user.id}`, { admin: false }).expect(200);
      await as(reader).get('/api/admin/overview').expect(403);
      const entries = await audit('?action=user.update');
      expect(entries.map((e) => [e.before, e.after])).toEqual([
        [{ admin: true }, { admin: false }],
        [{ admin: false }, { admin: true }],
        [{ author: false }, { author: true }],
      ]);
      expect((await audit(`?target=${reader.user.id}`)).length).toBe(3);
      expect((await audit('?actor=nobody')).length).toBe(0);
    });

    it('never lets an admin remove their own admin role, nor the last admin go', async () => {
      const own = await as(admin)
        .patch(`/api/admin/users/${admin.user.id}`, { admin: false })
        .expect(409);
      expect(own.body.message).toBe(ADMIN_TEXTS.ownAdmin);
      const disableSelf = await as(admin)
        .patch(`/api/admin/users/${admin.user.id}`, { disabled: true })
        .expect(409);
      expect(disableSelf.body.message).toBe(ADMIN_TEXTS.ownAccount);

      // A second admin removes the first; then the second is the last and stays.
      const second = await createUser(ctx.api, { admin: true });
      await as(second).patch(`/api/admin/users/${admin.user.id}`, { admin: false }).expect(200);
      const third = await createUser(ctx.api, { admin: true });
      await as(third).patch(`/api/admin/users/${second.user.id}`, { disabled: true }).expect(200);
      // `third` is now the only enabled admin; a disabled admin cannot act.
      await as(second).patch(`/api/admin/users/${third.user.id}`, { admin: false }).expect(401);
      const users = ctx.api.connection.collection('users');
      expect(await users.countDocuments({ admin: true, disabled: { $ne: true } })).toBe(1);
    });

    it('keeps the last admin when two admins demote each other at once', async () => {
      const second = await createUser(ctx.api, { admin: true });
      const results = await Promise.all([
        as(admin).patch(`/api/admin/users/${second.user.id}`, { admin: false }),
        as(second).patch(`/api/admin/users/${admin.user.id}`, { admin: false }),
      ]);
      const users = ctx.api.connection.collection('users');
      expect(await users.countDocuments({ admin: true, disabled: { $ne: true } })).toBe(1);
      // Changes that may take an admin away run one at a time, so exactly one of the two wins.
      // The other finds no admin left beside its target (409), or, when the winner finished
      // before its request was even authorised, is no admin any more (403).
      const won = results.filter((r) => r.status === 200);
      const lost = results.filter((r) => r.status !== 200);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect([403, 409]).toContain(lost[0]!.status);
      if (lost[0]!.status === 409) expect(lost[0]!.body.message).toBe(ADMIN_TEXTS.lastAdmin);
      expect(await ctx.api.connection.collection('locks').countDocuments()).toBe(0);
    });

    it('waits for a change to the admins in progress; a lock whose holder died lapses', async () => {
      const second = await createUser(ctx.api, { admin: true });
      const locks = ctx.api.connection.collection<{ _id: string; holder: string; until: Date }>(
        'locks',
      );
      // Held by another instance for a minute: the demotion waits, then says to try again.
      await locks.insertOne({
        _id: 'admin-roster',
        holder: 'another instance',
        until: new Date(Date.now() + 60_000),
      });
      const busy = await as(admin)
        .patch(`/api/admin/users/${second.user.id}`, { admin: false })
        .expect(409);
      expect(busy.body.message).toBe(ADMIN_TEXTS.adminsBusy);
      expect(
        (
          await ctx.api.connection
            .collection('users')
            .findOne({ _id: new Types.ObjectId(second.user.id) })
        )?.admin,
      ).toBe(true);
      // Its holder crashed long ago: the lease ran out, so the lock is taken over.
      await locks.updateOne({ _id: 'admin-roster' }, { $set: { until: new Date(Date.now() - 1) } });
      await as(admin).patch(`/api/admin/users/${second.user.id}`, { admin: false }).expect(200);
      expect(await locks.countDocuments()).toBe(0);
    });

    it('disables an account: its token is refused at once, it cannot sign in; enabling restores sign-in', async () => {
      await as(reader).get('/me').expect(200);
      await as(admin).patch(`/api/admin/users/${reader.user.id}`, { disabled: true }).expect(200);
      await as(reader).get('/me').expect(401);
      await ctx.api
        .http()
        .post('/login')
        .send({ email: reader.user.email, password: reader.password })
        .expect(401);

      await as(admin).patch(`/api/admin/users/${reader.user.id}`, { disabled: false }).expect(200);
      // The old token stays dead; a new sign-in works.
      await as(reader).get('/me').expect(401);
      await ctx.api
        .http()
        .post('/login')
        .send({ email: reader.user.email, password: reader.password })
        .expect(200);
      const entries = await audit(`?target=${reader.user.id}`);
      expect(entries.map((e) => e.after)).toEqual([{ disabled: false }, { disabled: true }]);
    });

    it('answers 400 for a malformed id or body and 404 for a missing account', async () => {
      await as(admin).patch('/api/admin/users/nope', { author: true }).expect(400);
      await as(admin).patch(`/api/admin/users/${reader.user.id}`, { author: 'yes' }).expect(400);
      await as(admin).patch(`/api/admin/users/${reader.user.id}`, {}).expect(400);
      await as(admin)
        .patch(`/api/admin/users/${new Types.ObjectId().toHexString()}`, { author: true })
        .expect(404);
    });
  });

  describe('moderation', () => {
    let author: TestUser;
    beforeEach(async () => {
      author = await createUser(ctx.api, { author: true, name: 'Wanda Writer' });
    });

    it('lists every post, drafts too', async () => {
      await createBlog(ctx.api, author, { title: 'Published one' });
      await createBlog(ctx.api, author, { title: 'A draft', status: 'draft', cover: false });
      const res = await as(admin).get('/api/admin/posts').expect(200);
      expect(res.body.total).toBe(2);
      expect((res.body as Page<AdminPost>).items.map((p) => p.status).sort()).toEqual([
        'draft',
        'published',
      ]);
      expect((await as(admin).get('/api/admin/posts?q=draft').expect(200)).body.total).toBe(1);
    });

    it('unpublishes any post with a reason, which the audit log keeps', async () => {
      const blog = await createBlog(ctx.api, author, { title: 'Off topic' });
      await as(admin).post(`/api/admin/posts/${blog._id}/unpublish`, {}).expect(400);
      const res = await as(admin)
        .post(`/api/admin/posts/${blog._id}/unpublish`, { reason: 'Advertising' })
        .expect(200);
      expect(res.body.status).toBe('draft');
      await ctx.api.http().get(`/getblogs/${blog._id}`).expect(404);
      const [entry] = await audit('?action=blog.unpublish');
      expect(entry).toMatchObject({
        target: { type: 'blog', id: blog._id, label: 'Off topic' },
        before: { status: 'published' },
        after: { status: 'draft' },
        reason: 'Advertising',
      });
    });

    it('deletes any post with its discussion', async () => {
      const blog = await createBlog(ctx.api, author, { title: 'Gone soon' });
      await as(reader).post('/api/blogcomments', { text: 'Nice', blogId: blog._id }).expect(201);
      await as(admin)
        .post(`/api/admin/posts/${blog._id}/delete`, { reason: 'Copied from elsewhere' })
        .expect(204);
      await ctx.api.http().get(`/getblogs/${blog._id}`).expect(404);
      expect(await ctx.api.connection.collection('comments').countDocuments()).toBe(0);
      const [entry] = await audit('?action=blog.delete');
      expect(entry).toMatchObject({ reason: 'Copied from elsewhere', before: { comments: 1 } });
      await as(admin).post(`/api/admin/posts/${blog._id}/delete`, { reason: 'again' }).expect(404);
      await as(admin).post('/api/admin/posts/xyz/delete', { reason: 'again' }).expect(400);
    });

    it('lists recent comments and deletes any comment or reply with a reason', async () => {
      const blog = await createBlog(ctx.api, author);
      const comment = await as(reader)
        .post('/api/blogcomments', { text: 'Buy cheap watches', blogId: blog._id })
        .expect(201);
      const reply = await as(author)
        .post(`/api/comments/${comment.body._id}/reply`, { text: 'Please no', blogId: blog._id })
        .expect(201);
      const list = (await as(admin).get('/api/admin/comments').expect(200)).body;
      expect(list.total).toBe(2);
      expect(list.items[0]).toMatchObject({ id: reply.body._id, commentId: comment.body._id });

      await as(admin)
        .post(`/api/admin/comments/${reply.body._id}/delete`, { reason: 'Off topic' })
        .expect(204);
      expect(await ctx.api.connection.collection('comments').countDocuments()).toBe(1);
      await as(admin)
        .post(`/api/admin/comments/${comment.body._id}/delete`, { reason: 'Spam link' })
        .expect(204);
      expect(await ctx.api.connection.collection('comments').countDocuments()).toBe(0);
      const entries = await audit('?action=comment.delete');
      expect(entries.map((e) => [e.reason, e.before?.text])).toEqual([
        ['Spam link', 'Buy cheap watches'],
        ['Off topic', 'Please no'],
      ]);
      await as(admin)
        .post(`/api/admin/comments/${comment.body._id}/delete`, { reason: 'Spam link' })
        .expect(404);
    });
  });

  it('gives an overview: new leads, pending applications, posts, comments, users, outbox', async () => {
    await sendContact();
    await sendContact({ website: 'bot' });
    await as(reader)
      .post('/api/save-data', {
        name: 'Rita Reader',
        email: reader.user.email,
        description: 'I write about testing.',
      })
      .expect(201);
    const author = await createUser(ctx.api, { author: true });
    await createBlog(ctx.api, author);
    await waitFor(() => smtp.received.length >= 2, { what: 'contact mails' });
    const res = await as(admin).get('/api/admin/overview').expect(200);
    expect(res.body).toMatchObject({
      newLeads: 1,
      pendingApplications: 1,
      posts: 1,
      comments: 0,
      users: 3,
      thisWeek: { leads: 2, posts: 1, comments: 0, users: 3 },
    });
    expect(res.body.outbox).toEqual({
      queued: expect.any(Number),
      failing: 0,
      failed: 0,
    });
  });
});

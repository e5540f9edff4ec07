import {
  AUTHOR_APPLICATION_TRANSITIONS,
  TEXTS,
  type AuthorApplicationAction,
  type AuthorApplicationStatus,
} from '@brightwave/contracts';
import { Types } from 'mongoose';
import { bearer, createUser, type TestUser } from './accounts';
import { useTestApp, waitFor } from './harness';
import { mailText, TestSmtpServer } from './smtp';

const payload = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  description: 'I write about compilers and debugging.',
};

describe('author applications', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => ({ SMTP_URL: smtp.url, SITE_URL: 'https://site.example' }));
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const applications = () => ctx.api.connection.collection('authorapplications');
  const users = () => ctx.api.connection.collection('users');
  const storedUser = (id: string) => users().findOne({ _id: new Types.ObjectId(id) });

  function apply(user: TestUser, body: object = payload) {
    return ctx.api
      .http()
      .post('/api/save-data')
      .set('Authorization', bearer(user.token))
      .send(body);
  }

  function decide(admin: TestUser, action: AuthorApplicationAction, id: string, body?: object) {
    const req = ctx.api
      .http()
      .patch(`/api/${action}/${id}`)
      .set('Authorization', bearer(admin.token))
      .set('Content-Type', 'application/json');
    return body ? req.send(body) : req.send();
  }

  /** An application brought to `status` through the API itself. */
  async function applicationIn(status: AuthorApplicationStatus, admin: TestUser) {
    const applicant = await createUser(ctx.api);
    const res = await apply(applicant).expect(201);
    const id = res.body.application._id as string;
    if (status !== 'pending') {
      await decide(admin, status === 'accepted' ? 'accept' : 'reject', id).expect(200);
    }
    return { applicant, id };
  }

  describe('POST /api/save-data', () => {
    it('stores a pending application linked to the account and answers { message }', async () => {
      const user = await createUser(ctx.api);
      const res = await apply(user).expect(201);
      expect(res.body.message).toBe(TEXTS.authorRequest.saved);
      const stored = await applications().find().toArray();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ ...payload, status: 'pending', history: [] });
      expect(String(stored[0]!.userId)).toBe(user.user.id);
    });

    it('answers 401 without a token and stores nothing', async () => {
      const res = await ctx.api.http().post('/api/save-data').send(payload).expect(401);
      expect(res.body.error).toBe(TEXTS.api.unauthorized);
      expect(await applications().countDocuments()).toBe(0);
    });

    it('answers 409 { error } to a second application while one is pending', async () => {
      const user = await createUser(ctx.api);
      await apply(user).expect(201);
      const res = await apply(user).expect(409);
      expect(res.body.error).toBe(TEXTS.authorRequest.alreadyPending);
      expect(await applications().countDocuments()).toBe(1);
    });

    it('lets one of two simultaneous applications of one account through', async () => {
      const user = await createUser(ctx.api);
      const results = await Promise.all([apply(user), apply(user)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await applications().countDocuments()).toBe(1);
    });

    it('answers 409 to an author', async () => {
      const author = await createUser(ctx.api, { author: true });
      const res = await apply(author).expect(409);
      expect(res.body.error).toBe(TEXTS.authorRequest.alreadyAuthor);
    });

    it.each([
      ['name', { name: '' }, 'Please enter your name.'],
      ['email', { email: 'nope' }, 'Please enter a valid e-mail address.'],
      ['description', { description: '  ' }, 'Please tell us why you would like to write for us.'],
      [
        'description',
        { description: { $ne: null } },
        'Please tell us why you would like to write for us.',
      ],
    ])('answers 400 { error } for a bad %s', async (field, change, message) => {
      const user = await createUser(ctx.api);
      const res = await apply(user, { ...payload, ...change }).expect(400);
      expect(res.body.error).toBe(message);
      expect(Object.keys(res.body.fields)).toEqual([field]);
      expect(await applications().countDocuments()).toBe(0);
    });
  });

  describe('GET /api/my-application', () => {
    it("answers the caller's application, or null", async () => {
      const user = await createUser(ctx.api);
      const none = await ctx.api
        .http()
        .get('/api/my-application')
        .set('Authorization', bearer(user.token))
        .expect(200);
      expect(none.body).toEqual({ application: null });
      await apply(user).expect(201);
      const mine = await ctx.api
        .http()
        .get('/api/my-application')
        .set('Authorization', bearer(user.token))
        .expect(200);
      expect(mine.body.application).toMatchObject({ ...payload, status: 'pending' });
      await ctx.api.http().get('/api/my-application').expect(401);
    });
  });

  describe('GET /api/get-data', () => {
    it('lists applications with the spec fields, status, date and history, for admins', async () => {
      const admin = await createUser(ctx.api, { admin: true, name: 'Alan Admin' });
      const { id } = await applicationIn('accepted', admin);
      const res = await ctx.api
        .http()
        .get('/api/get-data')
        .set('Authorization', bearer(admin.token))
        .expect(200);
      expect(res.body).toEqual([
        {
          _id: id,
          ...payload,
          accept: true,
          reject: false,
          status: 'accepted',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          history: [
            {
              by: admin.user.id,
              byName: 'Alan Admin',
              at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
              from: 'pending',
              to: 'accepted',
            },
          ],
        },
      ]);
    });

    it('answers 401 without a token and 403 to a signed-in non-admin (an author too)', async () => {
      await ctx.api.http().get('/api/get-data').expect(401);
      const user = await createUser(ctx.api);
      const author = await createUser(ctx.api, { author: true });
      for (const who of [user, author]) {
        const res = await ctx.api
          .http()
          .get('/api/get-data')
          .set('Authorization', bearer(who.token))
          .expect(403);
        expect(res.body.message).toBe(TEXTS.api.forbidden);
      }
    });
  });

  describe('PATCH /api/accept|reject|reset/{id}: the state machine', () => {
    const table: [AuthorApplicationStatus, AuthorApplicationAction][] = [];
    for (const from of ['pending', 'accepted', 'rejected'] as const) {
      for (const action of ['accept', 'reject', 'reset'] as const) table.push([from, action]);
    }

    it.each(table)('from %s, %s', async (from, action) => {
      const admin = await createUser(ctx.api, { admin: true });
      const { applicant, id } = await applicationIn(from, admin);
      const rule = AUTHOR_APPLICATION_TRANSITIONS[action];
      const allowed = rule.from.includes(from);
      smtp.received.length = 0;
      const res = await decide(admin, action, id);

      const stored = await applications().findOne({ _id: new Types.ObjectId(id) });
      const user = await storedUser(applicant.user.id);
      if (!allowed) {
        expect(res.status).toBe(409);
        expect(res.body.error).toBe(TEXTS.admin.transitionNotAllowed);
        expect(stored!.status).toBe(from);
        expect(user!.author).toBe(from === 'accepted');
        return;
      }
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: id,
        status: rule.to,
        accept: rule.to === 'accepted',
        reject: rule.to === 'rejected',
      });
      expect(stored!.status).toBe(rule.to);
      const history = stored!.history as { by: Types.ObjectId; from: string; to: string }[];
      expect(history.at(-1)).toMatchObject({ from, to: rule.to, byName: admin.user.name });
      expect(String(history.at(-1)!.by)).toBe(admin.user.id);
      // Accepting grants the role; rejecting or resetting withdraws it, at once (fresh /me).
      expect(user!.author).toBe(rule.to === 'accepted');
      const me = await ctx.api.http().get('/me').set('Authorization', bearer(applicant.token));
      expect(me.body.author).toBe(rule.to === 'accepted');

      const subject = {
        accepted: 'You are now an author',
        rejected: 'Your author application',
        pending: 'under review again',
      }[rule.to];
      const mail = await waitFor(
        () => smtp.received.find((m) => m.headers.subject?.includes(subject)),
        { what: 'the decision mail' },
      );
      expect(mail.rcptTo).toEqual([applicant.user.email]);
      if (rule.to === 'accepted') {
        expect(mailText(mail.raw)).toContain('https://site.example/blogform');
      }
    });

    it('lets only one of two admins deciding at once win', async () => {
      const first = await createUser(ctx.api, { admin: true });
      const second = await createUser(ctx.api, { admin: true });
      const { id, applicant } = await applicationIn('pending', first);
      const results = await Promise.all([
        decide(first, 'accept', id, { from: 'pending' }),
        decide(second, 'reject', id, { from: 'pending' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const stored = await applications().findOne({ _id: new Types.ObjectId(id) });
      expect(stored!.history).toHaveLength(1);
      const winner = results.find((r) => r.status === 200)!.body.status as string;
      expect(stored!.status).toBe(winner);
      expect((await storedUser(applicant.user.id))!.author).toBe(winner === 'accepted');

      const twice = await Promise.all([decide(first, 'reset', id), decide(second, 'reset', id)]);
      expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('refuses a decision taken on a stale view (from differs from the status)', async () => {
      const admin = await createUser(ctx.api, { admin: true });
      const { id } = await applicationIn('accepted', admin);
      const res = await decide(admin, 'reject', id, { from: 'pending' }).expect(409);
      expect(res.body.code).toBe('transition_not_allowed');
      await decide(admin, 'reject', id, { from: 'accepted' }).expect(200);
      await decide(admin, 'reject', id, { from: 'bogus' }).expect(400);
    });

    it('answers 404 for an unknown or malformed id, 403 for a non-admin, 401 without a token', async () => {
      const admin = await createUser(ctx.api, { admin: true });
      const author = await createUser(ctx.api, { author: true });
      const { id } = await applicationIn('pending', admin);
      const unknown = await decide(admin, 'accept', new Types.ObjectId().toHexString()).expect(404);
      expect(unknown.body.error).toBe(TEXTS.admin.notFound);
      await decide(admin, 'accept', 'not-an-id').expect(404);
      await decide(author, 'accept', id).expect(403);
      await ctx.api.http().patch(`/api/accept/${id}`).expect(401);
      expect((await applications().findOne({ _id: new Types.ObjectId(id) }))!.status).toBe(
        'pending',
      );
    });

    it('refuses a demoted admin at once', async () => {
      const admin = await createUser(ctx.api, { admin: true });
      const { id } = await applicationIn('pending', admin);
      await users().updateOne(
        { _id: new Types.ObjectId(admin.user.id) },
        { $set: { admin: false } },
      );
      await decide(admin, 'accept', id).expect(403);
    });
  });
});

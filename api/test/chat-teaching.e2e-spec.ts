import { bearer, createUser } from './accounts';
import {
  startTestApp,
  startTestDatabase,
  waitFor,
  type TestApp,
  type TestDatabase,
} from './harness';
import { ChatExchangeLog } from '../src/chat/chat-exchange-log';

/** Teaching reaches every instance within this (the promise), training included. */
const EVERY_INSTANCE_MS = 10_000;

describe('teaching the assistant from the console, on two API instances', () => {
  let db: TestDatabase;
  let here: TestApp;
  let there: TestApp;
  let admin: string;

  beforeAll(async () => {
    db = await startTestDatabase();
    // The test polls the chat until the other instance has retrained: not what the per-visitor
    // chat limit (30 a minute) is for, which chat.e2e-spec.ts tests.
    const env = { CHAT_RATE_LIMIT_MAX: '100000' };
    [here, there] = await Promise.all([startTestApp(db, env), startTestApp(db, env)]);
  });
  beforeEach(async () => {
    await here.reset();
    admin = bearer((await createUser(here, { admin: true })).token);
  });
  afterAll(async () => {
    if (!db.stop) await here.connection.dropDatabase();
    await Promise.all([here?.close(), there?.close()]);
    await db?.dispose();
  });

  const ask = (api: TestApp, message: string) =>
    api.http().post('/api/chat').send({ message }).expect(200);
  const teach = (body: Record<string, unknown>) =>
    here.http().post('/api/admin/chat/lessons').set('Authorization', admin).send(body);
  /** Waits until `api` answers `message` as `check` wants; how long that took. */
  async function answeredOn(
    api: TestApp,
    message: string,
    check: (body: { intent: string; reply: string }) => boolean,
  ) {
    const since = Date.now();
    await waitFor(async () => check((await ask(api, message)).body), {
      timeoutMs: EVERY_INSTANCE_MS,
      intervalMs: 100,
      what: `"${message}" to be answered as expected`,
    });
    return Date.now() - since;
  }
  const audit = async (action: string) =>
    (
      await here
        .http()
        .get(`/api/admin/audit?action=${action}`)
        .set('Authorization', admin)
        .expect(200)
    ).body.items as { target: { id: string; label: string }; actor: { email: string } }[];

  it('lists unanswered questions grouped; a new answer taught on one is answered on the other, then undone', async () => {
    for (const message of [
      'Do you sponsor student hackathons?',
      'do you sponsor hackathons for students',
      'do you sponsor student hackathons',
      'zxcv qwer',
    ]) {
      expect((await ask(there, message)).body.intent).toBe('fallback');
    }
    await there.app.get(ChatExchangeLog).flush();
    const unanswered = await here
      .http()
      .get('/api/chat/unanswered')
      .set('Authorization', admin)
      .expect(200);
    expect(unanswered.body.items).toEqual([
      { message: expect.stringMatching(/sponsor/i), count: 3, lastAskedAt: expect.any(String) },
      { message: 'zxcv qwer', count: 1, lastAskedAt: expect.any(String) },
    ]);

    const taught = await teach({
      question: 'Do you sponsor student hackathons?',
      reply: 'We sponsor two student hackathons a year; ask us for the dates.',
      linkLabel: 'Contact us',
      linkTo: '/contactus',
    }).expect(201);
    expect(taught.body).toMatchObject({
      id: expect.any(String),
      intent: `learned.${taught.body.id}`,
      link: { label: 'Contact us', to: '/contactus' },
    });
    const stored = await here.connection.collection('chatlessons').find().toArray();
    expect(stored).toHaveLength(1);

    const tookMs = await answeredOn(there, 'do you sponsor hackathons for students', (body) =>
      body.reply.startsWith('We sponsor two student hackathons'),
    );
    expect(tookMs).toBeLessThan(EVERY_INSTANCE_MS);
    const answer = (await ask(there, 'do you sponsor hackathons for students')).body;
    expect(answer.links).toEqual([{ label: 'Contact us', to: '/contactus' }]);
    // Answered now, so no longer listed as unanswered.
    const after = await there.http().get('/api/chat/unanswered').set('Authorization', admin);
    expect(after.body.items).toEqual([
      { message: 'zxcv qwer', count: 1, lastAskedAt: expect.any(String) },
    ]);
    expect(await audit('chat.teach')).toMatchObject([
      { target: { id: taught.body.id, label: 'Do you sponsor student hackathons?' } },
    ]);

    await here
      .http()
      .delete(`/api/admin/chat/lessons/${taught.body.id}`)
      .set('Authorization', admin)
      .expect(200);
    await answeredOn(
      there,
      'do you sponsor hackathons for students',
      (body) => body.intent === 'fallback',
    );
    expect(await audit('chat.undo')).toMatchObject([{ target: { id: taught.body.id } }]);
    const lessons = await here
      .http()
      .get('/api/admin/chat/lessons')
      .set('Authorization', admin)
      .expect(200);
    expect(lessons.body.lessons).toEqual([]);
    expect(lessons.body.answers).toContainEqual({
      intent: 'service.web-development',
      label: expect.stringContaining('service.web-development'),
    });
    await here
      .http()
      .delete(`/api/admin/chat/lessons/${taught.body.id}`)
      .set('Authorization', admin)
      .expect(404);
  }, 60_000);

  it('attaches a question to an existing answer as a training phrase', async () => {
    const question = 'can you turn our figma mockups into something customers click through';
    expect((await ask(there, question)).body.intent).not.toBe('service.web-development');
    const taught = await teach({ question, intent: 'service.web-development' }).expect(201);
    expect(taught.body).toMatchObject({ question, intent: 'service.web-development' });
    await answeredOn(there, question, (body) => body.intent === 'service.web-development');
  }, 30_000);

  it.each([
    [{ question: 'x', intent: 'pricing', reply: 'y', linkTo: '/' }, 'intent', /not both/],
    [{ question: 'x' }, 'intent', /Choose an existing answer/],
    [{ question: 'x', reply: 'An answer' }, 'linkTo', /needs its link/],
    [
      { question: 'x', reply: 'An answer', linkTo: 'javascript:alert(1)' },
      'linkTo',
      /must be a page/,
    ],
    [{ question: ' ', intent: 'pricing' }, 'question', /Please give the question/],
    [{ question: 'x', intent: 'no.such.answer' }, 'intent', /There is no answer called/],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const res = await teach(body).expect(400);
    expect(res.body.message).toMatch(message);
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(await here.connection.collection('chatlessons').countDocuments()).toBe(0);
  });

  it('is for admins only', async () => {
    const visitor = bearer((await createUser(here)).token);
    await here.http().get('/api/admin/chat/lessons').expect(401);
    await here.http().get('/api/admin/chat/lessons').set('Authorization', visitor).expect(403);
    await here
      .http()
      .post('/api/admin/chat/lessons')
      .set('Authorization', visitor)
      .send({ question: 'x', intent: 'pricing' })
      .expect(403);
  });
});

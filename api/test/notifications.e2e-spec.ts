import { NOTIFICATION_TEXTS, type NotificationSettings } from '@brightwave/contracts';
import { bearer, createUser, type TestUser } from './accounts';
import { createBlog } from './blogs';
import { useTestApp, useTestInstances, waitFor, type TestApp } from './harness';
import { mailText, TestSmtpServer, type ReceivedMail } from './smtp';
import { SITE } from './subscriptions';

/** The batching window of these tests: long enough for a second reply to join the first. */
const WINDOW_MS = 2500;
const env = (smtp: TestSmtpServer) => ({
  SITE_URL: SITE,
  SMTP_URL: smtp.url,
  NEWSLETTER_POLL_MS: '100',
  NOTIFICATION_WINDOW_MS: String(WINDOW_MS),
  COMMENT_RATE_LIMIT_MAX: '100',
  REGISTER_RATE_LIMIT_MAX: '100',
  RATE_LIMIT_MAX: '100000',
});

const isNotification = (m: ReceivedMail) =>
  m.headers['list-unsubscribe']?.includes('/notifications/');
const notificationsTo = (smtp: TestSmtpServer, user: TestUser) =>
  smtp.received.filter((m) => m.rcptTo.includes(user.user.email) && isNotification(m));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function comment(api: TestApp, user: TestUser, blogId: string, text: string) {
  const res = await api
    .http()
    .post('/api/blogcomments')
    .set('Authorization', bearer(user.token))
    .send({ text, blogId })
    .expect(201);
  return res.body._id as string;
}

async function reply(
  api: TestApp,
  user: TestUser,
  blogId: string,
  commentId: string,
  text: string,
) {
  await api
    .http()
    .post(`/api/comments/${commentId}/reply`)
    .set('Authorization', bearer(user.token))
    .send({ text, blogId })
    .expect(201);
}

/** The digest mails a user's address has, once every open window has certainly closed. */
async function settledNotifications(smtp: TestSmtpServer, user: TestUser, expected: number) {
  await waitFor(() => notificationsTo(smtp, user).length >= expected, {
    what: `${expected} notification mail(s) to ${user.user.name}`,
  });
  // Another window and a little: nothing more arrives.
  await sleep(WINDOW_MS + 500);
  return notificationsTo(smtp, user);
}

describe('reply and comment notifications', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => env(smtp));
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refused.clear();
  });

  it('mails a comment’s author once per window for every reply in it, never for their own', async () => {
    const author = await createUser(ctx.api, { author: true, name: 'Ada Author' });
    const alice = await createUser(ctx.api, { name: 'Alice Reader' });
    const bob = await createUser(ctx.api, { name: 'Bob Replier' });
    const carol = await createUser(ctx.api, { name: 'Carol Replier' });
    const post = await createBlog(ctx.api, author, { title: 'Kitchen science' });

    const commentId = await comment(ctx.api, alice, post._id, 'Does bread rise faster warm?');
    // Alice answering herself tells her nothing.
    await reply(ctx.api, alice, post._id, commentId, 'Adding: my kitchen is cold.');
    await reply(ctx.api, bob, post._id, commentId, 'Yes, yeast likes 27 degrees.');
    await reply(ctx.api, carol, post._id, commentId, 'And a little sugar helps.');

    const mails = await settledNotifications(smtp, alice, 1);
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!.raw);
    expect(text).toContain('Bob Replier replied to your comment on “Kitchen science”');
    expect(text).toContain('Carol Replier replied to your comment');
    expect(text).not.toContain('my kitchen is cold');
    expect(text).toContain(`${SITE}/blogDetails/${post._id}`);
    expect(text).toContain(`${SITE}/account/notifications`);
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The post's author heard of Alice's comment and the three replies in one mail too.
    const authorMails = await settledNotifications(smtp, author, 1);
    expect(authorMails).toHaveLength(1);
    expect(mailText(authorMails[0]!.raw)).toContain('Alice Reader commented on your post');

    // A reply after the mail went out: a new window, a second mail.
    await reply(ctx.api, bob, post._id, commentId, 'One more thing.');
    expect(await settledNotifications(smtp, alice, 2)).toHaveLength(2);

    // The author commenting on their own post, with no one to answer: nobody is mailed.
    const before = smtp.received.length;
    await comment(ctx.api, author, post._id, 'Thanks for reading!');
    await sleep(WINDOW_MS + 800);
    expect(smtp.received.length).toBe(before);
  });

  it('stops a kind with the one-click POST and keeps the switches per account', async () => {
    const author = await createUser(ctx.api, { author: true });
    const alice = await createUser(ctx.api);
    const bob = await createUser(ctx.api);
    const post = await createBlog(ctx.api, author);
    const settings = async (user: TestUser) =>
      (
        await ctx.api
          .http()
          .get('/api/account/notifications')
          .set('Authorization', bearer(user.token))
          .expect(200)
      ).body as NotificationSettings;
    expect(await settings(alice)).toEqual({ reply: true, comment: true });
    await ctx.api.http().get('/api/account/notifications').expect(401);

    const commentId = await comment(ctx.api, alice, post._id, 'First!');
    await reply(ctx.api, bob, post._id, commentId, 'Second.');
    const [mail] = await settledNotifications(smtp, alice, 1);
    const oneClick = /^<([^>]+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    expect(
      oneClick.startsWith(`${ctx.api.config.site.apiUrl}/api/notifications/unsubscribe?token=`),
    ).toBe(true);
    const path = oneClick.slice(ctx.api.config.site.apiUrl.length);
    const res = await ctx.api
      .http()
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body).toEqual({ message: NOTIFICATION_TEXTS.stopped });
    expect(await settings(alice)).toEqual({ reply: false, comment: true });

    await reply(ctx.api, bob, post._id, commentId, 'Still there?');
    await sleep(WINDOW_MS + 800);
    expect(notificationsTo(smtp, alice)).toHaveLength(1);

    // A forged token changes nothing; bad settings are a clear 400.
    const forged = path.replace(/token=[^.]+/, `token=${bob.user.id}`);
    await ctx.api.http().post(forged).expect(400);
    expect(await settings(bob)).toEqual({ reply: true, comment: true });
    const bad = await ctx.api
      .http()
      .put('/api/account/notifications')
      .set('Authorization', bearer(bob.token))
      .send({ reply: 'no' })
      .expect(400);
    expect(bad.body.message).toBe(NOTIFICATION_TEXTS.badSettings);

    // Switched back on in the settings: replies reach Alice again.
    await ctx.api
      .http()
      .put('/api/account/notifications')
      .set('Authorization', bearer(alice.token))
      .send({ reply: true })
      .expect(200, { reply: true, comment: true });
    await reply(ctx.api, bob, post._id, commentId, 'Hello again.');
    expect(await settledNotifications(smtp, alice, 2)).toHaveLength(2);
  });

  it('suppresses an address the mail server refuses: no more bulk mail to it', async () => {
    const author = await createUser(ctx.api, { author: true });
    const alice = await createUser(ctx.api);
    const bob = await createUser(ctx.api);
    const post = await createBlog(ctx.api, author);
    smtp.refused.add(alice.user.email);
    const commentId = await comment(ctx.api, alice, post._id, 'Hello');
    await reply(ctx.api, bob, post._id, commentId, 'Hi Alice');
    const suppressed = async () =>
      (await ctx.api.connection.collection('mailsuppressions').findOne({ reason: 'refused' })) ??
      undefined;
    const entry = await waitFor(suppressed, { what: 'the refused address suppressed' });
    // Kept as a hash, with a reason and a date; never the address.
    expect(JSON.stringify(entry)).not.toContain(alice.user.email);
    expect(entry.createdAt).toBeInstanceOf(Date);
    // The address is suppressed just before the mail is marked: wait for the mail's own outcome.
    const refusedMail = await waitFor(
      async () =>
        (await ctx.api.connection.collection('mailoutbox').findOne({
          'to.address': alice.user.email,
          kind: 'notification.digest',
          status: { $ne: 'sending' },
        })) ?? undefined,
      { what: 'the refused mail given up' },
    );
    // Given up at once: a permanent refusal is not retried.
    expect(refusedMail).toMatchObject({ status: 'failed', attempts: 1 });

    // The server would take it now, but the address stays suppressed: the next mail is not sent.
    smtp.refused.clear();
    await reply(ctx.api, bob, post._id, commentId, 'Are you there?');
    await waitFor(
      async () =>
        (await ctx.api.connection
          .collection('mailoutbox')
          .countDocuments({ 'to.address': alice.user.email, status: 'cancelled' })) === 1,
      { what: 'the second notification cancelled' },
    );
    expect(smtp.received.filter((m) => m.rcptTo.includes(alice.user.email))).toHaveLength(0);
  });
});

describe('notifications across instances', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const instances = useTestInstances();

  it('sends each notification once with two instances', async () => {
    const a = await instances.start(env(smtp));
    const b = await instances.start(env(smtp));
    const author = await createUser(a, { author: true });
    const readers = await Promise.all([1, 2, 3, 4].map(() => createUser(a)));
    const post = await createBlog(a, author);
    const commentIds: string[] = [];
    for (const [i, reader] of readers.entries()) {
      commentIds.push(await comment(i % 2 ? a : b, reader, post._id, `Comment ${i}`));
    }
    // Each reader's comment answered through both instances at once.
    await Promise.all(
      readers.flatMap((reader, i) => [
        reply(a, readers[(i + 1) % 4]!, post._id, commentIds[i]!, 'From a'),
        reply(b, readers[(i + 2) % 4]!, post._id, commentIds[i]!, 'From b'),
      ]),
    );
    for (const reader of readers) {
      const mails = await settledNotifications(smtp, reader, 1);
      expect(mails).toHaveLength(1);
      expect(mailText(mails[0]!.raw).match(/replied to your comment/g)).toHaveLength(2);
    }
    expect(await settledNotifications(smtp, author, 1)).toHaveLength(1);
  });

  it('sends a digest once when the instance that gathered it stops before it is due', async () => {
    const a = await instances.start(env(smtp));
    const author = await createUser(a, { author: true });
    const [reader, replier] = await Promise.all([createUser(a), createUser(a)]);
    const post = await createBlog(a, author);
    const commentId = await comment(a, reader, post._id, 'Before the restart');
    await reply(a, replier, post._id, commentId, 'Answered before the restart');
    await a.close();
    expect(notificationsTo(smtp, reader)).toHaveLength(0);
    // Another instance (the restarted one) finds the open digest in the database and mails it.
    await instances.start(env(smtp));
    const mails = await settledNotifications(smtp, reader, 1);
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0]!.raw)).toContain('Answered before the restart');
  });
});

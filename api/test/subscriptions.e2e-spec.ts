import { SUBSCRIPTION_TEXTS, type PostDeliveryCounts } from '@brightwave/contracts';
import { bearer, createUser, type TestUser } from './accounts';
import { createBlog } from './blogs';
import { inOneWindow, useTestApp, useTestInstances, waitFor, type TestApp } from './harness';
import { mailText, TestSmtpServer } from './smtp';
import {
  isConfirmation,
  isNewPost,
  SITE,
  subscribe,
  subscribeConfirmed,
  to,
  tokenIn,
} from './subscriptions';

const FAST = {
  SITE_URL: SITE,
  NEWSLETTER_POLL_MS: '100',
  NEWSLETTER_BATCH_INTERVAL_MS: '50',
};

async function deliveryOf(api: TestApp, admin: TestUser, blogId: string) {
  const res = await api
    .http()
    .get('/api/admin/post-deliveries')
    .set('Authorization', bearer(admin.token))
    .expect(200);
  return (res.body as PostDeliveryCounts[]).find((d) => d.blogId === blogId);
}

/** Waits until a post's delivery has queued everyone and the outbox has sent it all. */
async function deliveredAll(api: TestApp, admin: TestUser, blogId: string, sent: number) {
  return waitFor(
    async () => {
      const d = await deliveryOf(api, admin, blogId);
      return d?.done && d.queued === 0 && d.sent === sent && d;
    },
    { what: `${sent} new-post mails of ${blogId} sent` },
  );
}

describe('e-mail subscriptions', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => ({
    ...FAST,
    SMTP_URL: smtp.url,
    SUBSCRIBE_RATE_LIMIT_MAX: '12',
  }));
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('confirms by the mailed link and mails a new post once to each matching subscriber', async () => {
    const admin = await createUser(ctx.api, { admin: true });
    const author = await createUser(ctx.api, { author: true, name: 'Ada Writer' });
    const other = await createUser(ctx.api, { author: true });
    await subscribeConfirmed(ctx.api, smtp, 'all@example.com');
    // Two subscriptions that both match: still one mail.
    await subscribeConfirmed(ctx.api, smtp, 'both@example.com');
    await subscribeConfirmed(ctx.api, smtp, 'both@example.com', { kind: 'tag', target: 'Food' });
    await subscribeConfirmed(ctx.api, smtp, 'fan@example.com', {
      kind: 'author',
      target: author.user.id,
    });
    await subscribeConfirmed(ctx.api, smtp, 'travel@example.com', {
      kind: 'tag',
      target: 'Travel',
    });
    await subscribeConfirmed(ctx.api, smtp, 'other-fan@example.com', {
      kind: 'author',
      target: other.user.id,
    });
    // Never confirmed: gets nothing.
    await subscribe(ctx.api, { email: 'unconfirmed@example.com', kind: 'blog' });

    // The confirmation carries the site's words only, not the author's name.
    const confirmation = to(smtp, 'fan@example.com').find(isConfirmation)!;
    expect(mailText(confirmation.raw)).not.toContain('Ada Writer');

    const post = await createBlog(ctx.api, author, {
      title: 'Kitchen science',
      content: '<p>Why bread rises, explained with care.</p>',
      tags: 'Food,Technology',
    });
    await deliveredAll(ctx.api, admin, post._id, 3);

    for (const address of ['all@example.com', 'both@example.com', 'fan@example.com']) {
      expect(to(smtp, address).filter(isNewPost)).toHaveLength(1);
    }
    for (const address of [
      'travel@example.com',
      'other-fan@example.com',
      'unconfirmed@example.com',
    ]) {
      expect(to(smtp, address).filter(isNewPost)).toHaveLength(0);
    }

    const mail = to(smtp, 'fan@example.com').find(isNewPost)!;
    expect(mail.headers.subject).toContain('Kitchen science');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${ctx.api.config.site.apiUrl}/api/subscriptions/unsubscribe\\?token=[\\w-]+>$`),
    );
    const body = mailText(mail.raw);
    expect(body).toMatch(/Content-Type: text\/plain/i);
    expect(body).toMatch(/Content-Type: text\/html/i);
    expect(body).toContain('Why bread rises, explained with care.');
    expect(body).toContain(`${SITE}/blogDetails/${post._id}`);
    expect(body).toContain(`${ctx.api.config.site.apiUrl}${post.cardImage}`);
    expect(tokenIn(mail, '/unsubscribe')).toBeTruthy();
  });

  it('sends nothing again when a post is unpublished and published again', async () => {
    const admin = await createUser(ctx.api, { admin: true });
    const author = await createUser(ctx.api, { author: true });
    await subscribeConfirmed(ctx.api, smtp, 'reader@example.com');
    const post = await createBlog(ctx.api, author, { tags: 'Food' });
    await deliveredAll(ctx.api, admin, post._id, 1);

    await ctx.api
      .http()
      .post(`/api/admin/posts/${post._id}/unpublish`)
      .set('Authorization', bearer(admin.token))
      .send({ reason: 'Checking a fact' })
      .expect(200);
    await ctx.api
      .http()
      .put(`/editblog/${post._id}?timestamp=1`)
      .set('Authorization', bearer(author.token))
      .field('title', 'A post, corrected')
      .field('content', '<p>Corrected words.</p>')
      .field('tags', 'Food')
      .field('status', 'published')
      .expect(200);
    // A later post goes out after the republished one would have: a fence for the wait.
    const later = await createBlog(ctx.api, author, { title: 'The next post' });
    await deliveredAll(ctx.api, admin, later._id, 1);
    expect(to(smtp, 'reader@example.com').filter(isNewPost)).toHaveLength(2);
    expect((await deliveryOf(ctx.api, admin, post._id))!.sent).toBe(1);
  });

  it('answers the same whether or not the address is subscribed, and never with an address', async () => {
    const expected = { message: SUBSCRIPTION_TEXTS.requested };
    const fresh = await subscribe(ctx.api, { email: 'new@example.com', kind: 'blog' });
    await subscribeConfirmed(ctx.api, smtp, 'known@example.com');
    const known = await subscribe(ctx.api, { email: 'Known@Example.com', kind: 'blog' });
    expect(fresh.body).toEqual(expected);
    expect(known.body).toEqual(expected);
    expect(fresh.status).toBe(known.status);
    // The subscribed address gets no second link.
    await waitFor(() => to(smtp, 'new@example.com').length === 1, { what: 'the first link' });
    expect(to(smtp, 'known@example.com').filter(isConfirmation)).toHaveLength(1);

    const token = tokenIn(to(smtp, 'new@example.com')[0]!, '/subscribe/confirm');
    const confirmed = await ctx.api
      .http()
      .post('/api/subscriptions/confirm')
      .send({ token })
      .expect(200);
    expect(confirmed.body).toEqual({
      message: SUBSCRIPTION_TEXTS.confirmed,
      kind: 'blog',
      target: '',
    });
    expect(JSON.stringify(confirmed.body)).not.toContain('@');
    // A second click confirms again; a made-up token does not.
    await ctx.api.http().post('/api/subscriptions/confirm').send({ token }).expect(200);
    const bad = await ctx.api
      .http()
      .post('/api/subscriptions/confirm')
      .send({ token: 'made-up' })
      .expect(400);
    expect(bad.body.message).toBe(SUBSCRIPTION_TEXTS.invalidLink);
  });

  it('lets an unconfirmed request expire', async () => {
    await subscribe(ctx.api, { email: 'late@example.com', kind: 'tag', target: 'Travel' });
    const mail = await waitFor(() => to(smtp, 'late@example.com')[0], { what: 'the link' });
    await ctx.api.connection
      .collection('subscriptions')
      .updateOne({ email: 'late@example.com' }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    const res = await ctx.api
      .http()
      .post('/api/subscriptions/confirm')
      .send({ token: tokenIn(mail, '/subscribe/confirm') })
      .expect(400);
    expect(res.body.message).toBe(SUBSCRIPTION_TEXTS.invalidLink);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'nope', kind: 'blog' }, 'email', 'Please enter a valid e-mail address.'],
      [{ email: 'a@example.com', kind: 'everything' }, 'kind', SUBSCRIPTION_TEXTS.badKind],
      [
        { email: 'a@example.com', kind: 'tag', target: 'Gossip' },
        'target',
        SUBSCRIPTION_TEXTS.badTag,
      ],
      [
        { email: 'a@example.com', kind: 'author', target: 'x' },
        'target',
        SUBSCRIPTION_TEXTS.badAuthor,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await subscribe(ctx.api, body, 400);
      expect(res.body.fields[field].message).toBe(message);
    }
    await ctx.api.http().post('/api/subscriptions/unsubscribe?token=<script>').expect(400);
  });

  it('mails at most three links an hour to one address, and limits requests per client', async () => {
    await inOneWindow(15 * 60_000);
    for (let i = 0; i < 5; i++) {
      await subscribe(ctx.api, { email: 'victim@example.com', kind: 'blog' });
    }
    await waitFor(() => to(smtp, 'victim@example.com').length >= 3, { what: 'three links' });
    // 5 requests above; 7 more reach the limit of 12, the 13th is refused.
    for (let i = 0; i < 7; i++) {
      await subscribe(ctx.api, { email: `flood-${i}@example.com`, kind: 'blog' });
    }
    const refused = await subscribe(ctx.api, { email: 'one-more@example.com', kind: 'blog' }, 429);
    expect(refused.headers['retry-after']).toBeDefined();
    await waitFor(() => to(smtp, 'flood-6@example.com').length === 1, { what: 'the last link' });
    expect(to(smtp, 'victim@example.com')).toHaveLength(3);
  });

  it('unsubscribes with one click (RFC 8058) and sends that address nothing more', async () => {
    const admin = await createUser(ctx.api, { admin: true });
    const author = await createUser(ctx.api, { author: true });
    await subscribeConfirmed(ctx.api, smtp, 'leaving@example.com');
    await subscribeConfirmed(ctx.api, smtp, 'leaving@example.com', { kind: 'tag', target: 'Food' });
    await subscribeConfirmed(ctx.api, smtp, 'staying@example.com');
    const first = await createBlog(ctx.api, author, { tags: 'Food' });
    await deliveredAll(ctx.api, admin, first._id, 2);

    const mail = to(smtp, 'leaving@example.com').find(isNewPost)!;
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const url = new URL(oneClick);
    const res = await ctx.api
      .http()
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body.message).toBe(SUBSCRIPTION_TEXTS.unsubscribed);
    expect(res.body.removed).toEqual(
      expect.arrayContaining([
        { kind: 'blog', target: '' },
        { kind: 'tag', target: 'Food' },
      ]),
    );
    expect(JSON.stringify(res.body)).not.toContain('@');
    expect(
      await ctx.api.connection
        .collection('subscriptions')
        .countDocuments({ email: 'leaving@example.com' }),
    ).toBe(0);
    // Again: the same answer, nothing left to remove.
    const again = await ctx.api.http().post(`${url.pathname}${url.search}`).expect(200);
    expect(again.body).toEqual({ message: SUBSCRIPTION_TEXTS.unsubscribed, removed: [] });

    const second = await createBlog(ctx.api, author, { tags: 'Food' });
    await deliveredAll(ctx.api, admin, second._id, 1);
    expect(to(smtp, 'leaving@example.com').filter(isNewPost)).toHaveLength(1);
    expect(to(smtp, 'staying@example.com').filter(isNewPost)).toHaveLength(2);

    // Suppressed as unsubscribed: a hash with the reason and date, never the address.
    const suppressions = ctx.api.connection.collection('mailsuppressions');
    const entries = await suppressions.find({ reason: 'unsubscribed' }).toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(entries)).not.toContain('leaving');
    // Subscribing again (confirmed) lifts it, and new posts arrive again.
    await subscribeConfirmed(ctx.api, smtp, 'leaving@example.com');
    expect(await suppressions.countDocuments({ reason: 'unsubscribed' })).toBe(0);
    const third = await createBlog(ctx.api, author, { tags: 'Food' });
    await deliveredAll(ctx.api, admin, third._id, 2);
    expect(to(smtp, 'leaving@example.com').filter(isNewPost)).toHaveLength(2);
  });
});

describe('new-post mails across instances', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const instances = useTestInstances();
  const env = () => ({
    ...FAST,
    SMTP_URL: smtp.url,
    SUBSCRIBE_RATE_LIMIT_MAX: '100',
    NEWSLETTER_BATCH_SIZE: '3',
    NEWSLETTER_BATCH_INTERVAL_MS: '150',
  });

  it('sends each mail once with two instances and one restarted mid-send', async () => {
    const a = await instances.start(env());
    const b = await instances.start(env());
    const admin = await createUser(a, { admin: true });
    const author = await createUser(a, { author: true });
    const readers = Array.from({ length: 12 }, (_, i) => `reader-${i}@example.com`);
    for (const reader of readers) await subscribeConfirmed(a, smtp, reader);

    const post = await createBlog(b, author, { tags: 'Travel' });
    // Mid-send: some subscribers queued, not all.
    await waitFor(
      async () => {
        const d = await deliveryOf(a, admin, post._id);
        return d && !d.done && d.queued + d.sent >= 3;
      },
      { what: 'the first batch queued' },
    );
    await a.close();
    const c = await instances.start(env());

    await deliveredAll(c, admin, post._id, readers.length);
    for (const reader of readers) expect(to(smtp, reader).filter(isNewPost)).toHaveLength(1);
    expect(smtp.received.filter(isNewPost)).toHaveLength(readers.length);
  });
});

import type { AdminSubscribers, AdminSuppression, AuditEntry, Page } from '@brightwave/contracts';
import { bearer, createUser, type TestUser } from './accounts';
import { SubscriptionsService } from '../src/subscriptions/subscriptions.service';
import { useTestApp } from './harness';
import { TestSmtpServer } from './smtp';
import { SITE, subscribe, subscribeConfirmed } from './subscriptions';

describe('the console: subscribers and suppressed addresses', () => {
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const ctx = useTestApp(() => ({
    SITE_URL: SITE,
    SMTP_URL: smtp.url,
    SUBSCRIBE_RATE_LIMIT_MAX: '100',
    NEWSLETTER_POLL_MS: '100',
  }));
  const get = (user: TestUser, path: string) =>
    ctx.api.http().get(path).set('Authorization', bearer(user.token));
  const post = (user: TestUser, path: string) =>
    ctx.api.http().post(path).set('Authorization', bearer(user.token));
  const audit = async (admin: TestUser, action: string) =>
    ((await get(admin, `/api/admin/audit?action=${action}`).expect(200)).body as Page<AuditEntry>)
      .items;

  it('lists, counts, searches, removes and exports subscribers, for admins only, audited', async () => {
    const admin = await createUser(ctx.api, { admin: true });
    const reader = await createUser(ctx.api);
    const author = await createUser(ctx.api, { author: true });
    await subscribeConfirmed(ctx.api, smtp, 'ann@example.com');
    await subscribeConfirmed(ctx.api, smtp, 'ann@example.com', { kind: 'tag', target: 'Food' });
    await subscribeConfirmed(ctx.api, smtp, '-cmd@example.com', {
      kind: 'author',
      target: author.user.id,
    });
    await subscribe(ctx.api, { email: 'pending@example.com', kind: 'blog' });

    for (const path of [
      '/api/admin/subscribers',
      '/api/admin/subscribers.csv',
      '/api/admin/suppressions',
    ]) {
      await get(reader, path).expect(403);
      await ctx.api.http().get(path).expect(401);
    }

    const all = (await get(admin, '/api/admin/subscribers').expect(200)).body as AdminSubscribers;
    expect(all.total).toBe(4);
    expect(all.counts).toEqual({ blog: 1, tag: 1, author: 1 });
    expect(all.growth).toHaveLength(30);
    expect(all.growth.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      confirmed: 3,
    });
    expect(all.growth.slice(0, -1).every((d) => d.confirmed === 0)).toBe(true);

    const ann = (await get(admin, '/api/admin/subscribers?q=ANN@').expect(200))
      .body as AdminSubscribers;
    expect(ann.items.map((s) => [s.email, s.kind]).sort()).toEqual([
      ['ann@example.com', 'blog'],
      ['ann@example.com', 'tag'],
    ]);
    const byKind = (await get(admin, '/api/admin/subscribers?kind=author').expect(200))
      .body as AdminSubscribers;
    expect(byKind.items.map((s) => s.email)).toEqual(['-cmd@example.com']);
    await get(admin, '/api/admin/subscribers?kind=everything').expect(400);

    const csv = await get(admin, '/api/admin/subscribers.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('"E-mail","Kind","Target","Status","Requested","Confirmed"');
    expect(lines).toHaveLength(5);
    // A cell a spreadsheet would run as a formula is shown as text.
    expect(csv.text).toContain(`"'-cmd@example.com","author","${author.user.id}","confirmed"`);
    expect(await audit(admin, 'subscribers.export')).toHaveLength(1);

    const tag = ann.items.find((s) => s.kind === 'tag')!;
    await post(reader, `/api/admin/subscribers/${tag.id}/delete`).expect(403);
    await post(admin, `/api/admin/subscribers/${tag.id}/delete`).expect(204);
    await post(admin, `/api/admin/subscribers/${tag.id}/delete`).expect(404);
    await post(admin, '/api/admin/subscribers/nope/delete').expect(400);
    const after = (await get(admin, '/api/admin/subscribers?q=ann').expect(200))
      .body as AdminSubscribers;
    expect(after.items.map((s) => s.kind)).toEqual(['blog']);
    const [removed] = await audit(admin, 'subscriber.remove');
    expect(removed).toMatchObject({
      actor: { id: admin.user.id },
      target: { type: 'subscriber', id: tag.id, label: 'ann@example.com (tag: Food)' },
    });
  });

  it('lists suppressed addresses without the addresses, finds one by its address, lifts it', async () => {
    const admin = await createUser(ctx.api, { admin: true });
    await subscribeConfirmed(ctx.api, smtp, 'gone@example.com');
    await subscribeConfirmed(ctx.api, smtp, 'left@example.com');
    // Both unsubscribe with their one-click token (the one their new-post mails carry).
    const service = ctx.api.app.get(SubscriptionsService);
    for (const address of ['gone@example.com', 'left@example.com']) {
      const token = service.unsubscribeToken(address);
      await ctx.api.http().post(`/api/subscriptions/unsubscribe?token=${token}`).expect(200);
    }

    const list = (await get(admin, '/api/admin/suppressions').expect(200))
      .body as Page<AdminSuppression>;
    expect(list.total).toBe(2);
    expect(list.items.every((s) => s.reason === 'unsubscribed')).toBe(true);
    expect(JSON.stringify(list)).not.toContain('@');
    const found = (await get(admin, '/api/admin/suppressions?q=%20Gone@Example.com').expect(200))
      .body as Page<AdminSuppression>;
    expect(found.total).toBe(1);

    await post(admin, `/api/admin/suppressions/${found.items[0]!.id}/delete`).expect(204);
    await post(admin, `/api/admin/suppressions/${found.items[0]!.id}/delete`).expect(404);
    const left = (await get(admin, '/api/admin/suppressions').expect(200))
      .body as Page<AdminSuppression>;
    expect(left.total).toBe(1);
    expect(
      (await get(admin, '/api/admin/suppressions?q=gone@example.com').expect(200)).body.total,
    ).toBe(0);
    const [lifted] = await audit(admin, 'suppression.lift');
    expect(lifted).toMatchObject({
      target: { type: 'suppression', id: found.items[0]!.id },
      before: { reason: 'unsubscribed' },
    });
  });
});

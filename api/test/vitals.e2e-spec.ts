// Field speed (POST /api/remote-reports/vitals): one measurement per page load with the page
// load's report token, kept as hourly histograms per route, release and device class; forged,
// id-bearing or oversized measurements refused; the console's figures; and the canary guard
// switching off a canary its visitors measured slower than stable.
import {
  API_PATHS,
  type RemoteVersionRef,
  type SpeedSummary,
  type VitalsReport,
} from '@brightwave/contracts';
import { signReportToken, TRUSTED_CALLER_HEADER } from '@brightwave/site-registry/trusted-caller';
import { bearer, createUser } from './accounts';
import { useTestApp, type TestApp } from './harness';

const STABLE = '1111111111aa';
const CANARY = '2222222222bb';

const ref = (change: Partial<RemoteVersionRef> = {}): RemoteVersionRef => ({
  remote: 'blog',
  version: STABLE,
  channel: 'stable',
  ...change,
});

/** A page view's measurement with its page load's token (for the version it names, unless told). */
function measurement(
  api: TestApp,
  change: Partial<VitalsReport> = {},
  secret = api.config.auth.siteServerSecret,
): VitalsReport {
  const given = ref(change);
  return {
    ...given,
    token: signReportToken(secret, given),
    route: '/blogDetails/:id',
    device: 'phone',
    connection: '4g',
    lcp: 1800,
    inp: 120,
    cls: 0.02,
    fcp: 900,
    ttfb: 300,
    ...change,
  };
}

/** A visitor's address (TRUST_PROXY=1 here: the API reads X-Forwarded-For one hop back). */
const visitor = (i: number) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Sent as navigator.sendBeacon sends it: text/plain holding JSON. */
const beacon = (api: TestApp, body: unknown, from = visitor(0)) =>
  api
    .http()
    .post(API_PATHS.vitals)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .set('X-Forwarded-For', from)
    .send(typeof body === 'string' ? body : JSON.stringify(body));

/** `count` page views of a version by as many visitors, each with this LCP. */
async function views(
  api: TestApp,
  count: number,
  change: Partial<VitalsReport>,
  first = 0,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await beacon(api, measurement(api, change), visitor(first + i)).expect(204);
  }
}

const verdicts = (api: TestApp) =>
  api
    .http()
    .get(API_PATHS.canaryVerdicts)
    .set(TRUSTED_CALLER_HEADER, api.config.auth.siteServerSecret);

describe('field speed', () => {
  const ctx = useTestApp({ TRUST_PROXY: '1', CANARY_SPEED_MIN_VIEWS: '20' });
  const hours = () => ctx.api.connection.collection('vitalshours');
  const audit = () => ctx.api.connection.collection('auditlog');

  it('keeps one measurement per page load as an hourly histogram, and nothing about the visitor', async () => {
    const one = measurement(ctx.api);
    await beacon(ctx.api, one).expect(204);
    await beacon(ctx.api, one, visitor(1)).expect(204); // the same page load again: not counted
    // JSON's own type is accepted too (fetch with keepalive).
    await ctx.api
      .http()
      .post(API_PATHS.vitals)
      .set('X-Forwarded-For', visitor(2))
      .send(measurement(ctx.api, { device: 'desktop', lcp: 2600, inp: undefined }))
      .expect(204);
    const rows = await hours().find().sort({ device: -1 }).toArray();
    expect(rows).toHaveLength(2);
    const phone = rows[0]!;
    expect(Object.keys(phone).sort()).toEqual(
      [
        '_id',
        'channel',
        'connections',
        'device',
        'expiresAt',
        'h',
        'hour',
        'remote',
        'route',
        'version',
        'views',
      ].sort(),
    );
    expect(phone).toMatchObject({
      remote: 'blog',
      version: STABLE,
      channel: 'stable',
      route: '/blogDetails/:id',
      device: 'phone',
      views: 1,
      connections: { '4g': 1 },
    });
    expect(Object.keys(phone.h).sort()).toEqual(['cls', 'fcp', 'inp', 'lcp', 'ttfb']);
    // Kept 30 days after its hour.
    const kept = (phone.expiresAt as Date).getTime() - (phone.hour as Date).getTime();
    expect(kept).toBe(30 * 24 * 3_600_000);
    expect(Object.keys(rows[1]!.h).sort()).toEqual(['cls', 'fcp', 'lcp', 'ttfb']);
  });

  it('refuses forged, id-bearing and oversized measurements with a 400 that says why', async () => {
    const refused = async (body: unknown, field: RegExp) => {
      const res = await beacon(ctx.api, body).expect(400);
      expect(res.body.message).toMatch(field);
    };
    // A token the site's server did not sign, or for another version or channel.
    await refused(measurement(ctx.api, {}, 'x'.repeat(40)), /token is not valid/);
    const other = measurement(ctx.api, { version: CANARY, channel: 'canary' });
    await refused({ ...other, channel: 'stable' }, /not given/);
    await refused({ ...measurement(ctx.api), token: 'forged.token' }, /token is not valid/);
    // A URL rather than the route pattern: a query, an id, a fragment.
    await refused(measurement(ctx.api, { route: '/blogDetails/:id?user=ada' }), /route pattern/);
    await refused(
      measurement(ctx.api, { route: '/blogDetails/65f1c0ffee00112233445566' }),
      /route pattern/,
    );
    await refused(measurement(ctx.api, { route: '/appproduct/42' }), /route pattern/);
    await refused(measurement(ctx.api, { route: `/${'a'.repeat(120)}` }), /route pattern/);
    // Values no browser measures, a field that is not ours, no metric at all, not JSON.
    await refused(measurement(ctx.api, { lcp: 10_000_000 }), /LCP must be at most/);
    await refused(measurement(ctx.api, { cls: -1 }), /CLS must not be negative/);
    await refused({ ...measurement(ctx.api), url: 'https://site.example/blog?user=ada' }, /field/);
    await refused({ ...measurement(ctx.api), userId: 'u1' }, /field/);
    const { lcp: _l, inp: _i, cls: _c, fcp: _f, ttfb: _t, ...none } = measurement(ctx.api);
    await refused(none, /at least one metric/);
    await refused('{not json', /must be JSON/);
    await refused(measurement(ctx.api, { device: 'tablet' as 'phone' }), /device/);
    expect(await hours().countDocuments()).toBe(0);
  });

  it("gives admins alone each route's p75 per device class, release and day", async () => {
    // 8 phone views: LCP 1-8 s (p75 6 s); 4 desktop views at 1 s.
    for (let i = 0; i < 8; i++) {
      await beacon(ctx.api, measurement(ctx.api, { lcp: (i + 1) * 1000 }), visitor(i)).expect(204);
    }
    await views(ctx.api, 4, { device: 'desktop', lcp: 1000, route: '/blog' }, 20);
    const [admin, reader] = [await createUser(ctx.api, { admin: true }), await createUser(ctx.api)];
    await ctx.api.http().get(API_PATHS.adminSpeed).expect(401);
    await ctx.api
      .http()
      .get(API_PATHS.adminSpeed)
      .set('Authorization', bearer(reader.token))
      .expect(403);
    await ctx.api
      .http()
      .get(`${API_PATHS.adminSpeed}?days=9`)
      .set('Authorization', bearer(admin.token))
      .expect(400);
    const res = await ctx.api
      .http()
      .get(`${API_PATHS.adminSpeed}?days=30`)
      .set('Authorization', bearer(admin.token))
      .expect(200);
    const summary = res.body as SpeedSummary;
    expect(summary).toMatchObject({ days: 30, device: 'all' });
    expect(summary.routes.map((r) => [r.route, r.views])).toEqual([
      ['/blogDetails/:id', 8],
      ['/blog', 4],
    ]);
    const post = summary.routes[0]!;
    expect(post.p75.lcp).toBeGreaterThan(6000 * 0.91);
    expect(post.p75.lcp).toBeLessThan(6000 * 1.09); // within its bucket
    expect(post.devices).toEqual([expect.objectContaining({ device: 'phone', views: 8 })]);
    expect(post.releases).toEqual([
      expect.objectContaining({ version: STABLE, channel: 'stable', views: 8 }),
    ]);
    expect(post.days).toHaveLength(1);
    const desktop = await ctx.api
      .http()
      .get(`${API_PATHS.adminSpeed}?device=desktop`)
      .set('Authorization', bearer(admin.token))
      .expect(200);
    expect((desktop.body as SpeedSummary).routes.map((r) => r.route)).toEqual(['/blog']);
  });

  it('switches off a canary its visitors measured slower than stable, with the reason in the audit log', async () => {
    const canary = { version: CANARY, channel: 'canary' as const };
    await views(ctx.api, 30, { lcp: 2000, inp: 100 });
    // 10% slower over enough views, and much slower over too few: neither is switched off.
    await views(ctx.api, 25, { ...canary, lcp: 2200 }, 100);
    await verdicts(ctx.api).expect(200, []);
    await hours().deleteMany({ channel: 'canary' });
    await views(ctx.api, 19, { ...canary, lcp: 4000 }, 200);
    await verdicts(ctx.api).expect(200, []);
    // The release that waits 1 s before drawing: its LCP is 1 s later for every visitor.
    await views(ctx.api, 1, { ...canary, lcp: 3000 }, 300);
    const res = await verdicts(ctx.api).expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        remote: 'blog',
        version: CANARY,
        reason: expect.stringMatching(
          /slower than stable.*p75 LCP \d+ ms against stable's \d+ ms over 20 canary and 30 stable page views/,
        ),
      }),
    ]);
    const entries = await audit().find().toArray();
    expect(entries).toEqual([
      expect.objectContaining({ action: 'canary.off', reason: res.body[0].reason }),
    ]);
  });

  it('counts one address once per version and hour: one visitor cannot make a canary look slow', async () => {
    await views(ctx.api, 30, { lcp: 2000 });
    for (let i = 0; i < 25; i++) {
      await beacon(
        ctx.api,
        measurement(ctx.api, { version: CANARY, channel: 'canary', lcp: 9000 }),
        '203.0.113.66',
      ).expect(204);
    }
    await verdicts(ctx.api).expect(200, []);
    const canary = await hours().findOne({ channel: 'canary' });
    expect(canary?.views).toBe(1);
  });
});

// The shell's reports of remote versions' page loads and errors (POST /api/remote-reports, as
// navigator.sendBeacon sends them), the admins' summary, and the canary guard deciding once with
// two API instances on one database.
import { API_PATHS, apiErrorBodySchema, type RemoteReport } from '@brightwave/contracts';
import { bearer, createUser } from './accounts';
import { inOneWindow, startTestApp, useTestApp, type TestApp } from './harness';

const V1 = '1111111111aa';
const V2 = '2222222222bb';

const report = (change: Partial<RemoteReport> = {}): RemoteReport => ({
  remote: 'blog',
  version: V1,
  channel: 'stable',
  kind: 'load',
  ...change,
});

/** Reports sent as a beacon sends them: text/plain holding JSON. */
function beacon(api: TestApp, body: unknown) {
  return api
    .http()
    .post(API_PATHS.remoteReports)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

/** `count` page loads of a version, `errors` of them with a caught error. */
async function pageLoads(
  api: TestApp,
  version: string,
  channel: 'stable' | 'canary',
  count: number,
  errors = 0,
) {
  for (let i = 0; i < count; i++) {
    const reports = [report({ version, channel })];
    if (i < errors)
      reports.push(report({ version, channel, kind: 'caught', error: 'Error: boom' }));
    await beacon(api, { reports }).expect(204);
  }
}

describe('remote reports and the canary guard', () => {
  const ctx = useTestApp({
    REMOTE_REPORTS_RATE_LIMIT_MAX: '25',
    CANARY_MIN_LOADS: '4',
    CANARY_MAX_EXCESS: '0.05',
  });
  const buckets = () => ctx.api.connection.collection('remotehealth');
  const audit = () => ctx.api.connection.collection('auditlog');

  it('counts a beacon per remote version and hour, keeping no personal data', async () => {
    await beacon(ctx.api, {
      reports: [
        report(),
        report({ remote: 'chat', version: 'dist' }),
        report({
          kind: 'caught',
          error:
            'TypeError: Cannot read "secret title" of https://site.example/blog?user=ada@example.com id 65f1c0ffee00112233445566\n    at render (blog.js:1:2)',
        }),
      ],
    }).expect(204);
    // JSON's own type is accepted too (fetch with keepalive, where sendBeacon is missing).
    await ctx.api
      .http()
      .post(API_PATHS.remoteReports)
      .send({
        reports: [
          report({ kind: 'load-failed', error: 'ChunkLoadError: Loading chunk 42 failed.' }),
        ],
      })
      .expect(204);

    const stored = await buckets()
      .find({}, { projection: { _id: 0 } })
      .sort({ remote: 1 })
      .toArray();
    expect(stored).toHaveLength(2);
    const [blog, chat] = stored;
    const hour = blog!.hour as Date;
    expect(hour.getTime() % 3_600_000).toBe(0);
    expect(blog).toEqual({
      remote: 'blog',
      version: V1,
      channel: 'stable',
      hour,
      loads: 1,
      failedLoads: 1,
      caughtErrors: 1,
      lastError: 'ChunkLoadError: Loading chunk 42 failed.',
      expiresAt: new Date(hour.getTime() + 48 * 3_600_000),
    });
    expect(chat).toMatchObject({ remote: 'chat', version: 'dist', loads: 1, failedLoads: 0 });
    // The TTL index that removes a day's counts after two.
    const indexes = await buckets().indexes();
    expect(indexes.find((index) => index.key.expiresAt)).toMatchObject({ expireAfterSeconds: 0 });
  });

  it('scrubs what an error says: no URL, address, quoted text or id, one line, bounded', async () => {
    await beacon(ctx.api, {
      reports: [
        report({
          kind: 'caught',
          error: `TypeError: Cannot read "secret title" of https://site.example/blog?user=ada id 65f1c0ffee00112233445566 for ada@example.com ${'x'.repeat(300)}\n    at render (blog.js:1:2)`,
        }),
      ],
    }).expect(204);
    const [stored] = await buckets().find().toArray();
    const text = stored!.lastError as string;
    expect(text).toMatch(/^TypeError: Cannot read <text> of <url> id <id> for <email> x+$/);
    expect(text.length).toBeLessThanOrEqual(120);
  });

  it.each([
    [
      'not JSON',
      'reports=1',
      '',
      'The body must be JSON: {"reports": [{"remote", "version", "channel", "kind"}]}.',
    ],
    ['no reports', { reports: [] }, 'reports', 'Send at least one report.'],
    [
      'too many',
      { reports: Array.from({ length: 9 }, () => report()) },
      'reports',
      'Send at most 8 reports at once.',
    ],
    [
      'a bad remote',
      { reports: [report({ remote: '../etc' })] },
      'reports.0.remote',
      "The remote must be a remote's name.",
    ],
    [
      'a bad version',
      { reports: [report({ version: 'latest' })] },
      'reports.0.version',
      'The version must be a release id (12 hex digits) or "dist".',
    ],
    [
      'a bad channel',
      { reports: [report({ channel: 'beta' as 'stable' })] },
      'reports.0.channel',
      'The channel must be one of: stable, canary.',
    ],
    [
      'a bad kind',
      { reports: [report({ kind: 'crash' as 'load' })] },
      'reports.0.kind',
      'The kind must be one of: load, load-failed, caught.',
    ],
  ])(
    'refuses %s with 400 naming the problem, storing nothing',
    async (_case, body, field, text) => {
      const res = await beacon(ctx.api, body).expect(400);
      expect(apiErrorBodySchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({ code: 'validation_failed', message: text });
      expect(res.body.fields[field]).toMatchObject({ message: text });
      expect(await buckets().countDocuments()).toBe(0);
    },
  );

  it('refuses a body over 4 KB, and limits reports per visitor', async () => {
    await inOneWindow(ctx.api.config.rateLimit.remoteReports.windowMs);
    await beacon(ctx.api, { reports: [report({ error: 'x'.repeat(5000) })] }).expect(413);
    for (let i = 0; i < 25; i++) await beacon(ctx.api, { reports: [report()] }).expect(204);
    const refused = await beacon(ctx.api, { reports: [report()] }).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    const [stored] = await buckets().find().toArray();
    expect(stored!.loads).toBe(25);
  });

  it('gives admins alone the last 24 hours per remote version', async () => {
    await pageLoads(ctx.api, V1, 'stable', 4, 1);
    const [admin, reader] = [await createUser(ctx.api, { admin: true }), await createUser(ctx.api)];
    await ctx.api.http().get(API_PATHS.adminRemoteHealth).expect(401);
    await ctx.api
      .http()
      .get(API_PATHS.adminRemoteHealth)
      .set('Authorization', bearer(reader.token))
      .expect(403);
    const res = await ctx.api
      .http()
      .get(API_PATHS.adminRemoteHealth)
      .set('Authorization', bearer(admin.token))
      .expect(200);
    expect(Date.now() - Date.parse(res.body.since)).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(res.body.versions).toEqual([
      {
        remote: 'blog',
        version: V1,
        channel: 'stable',
        loads: 4,
        failedLoads: 0,
        caughtErrors: 1,
        errorRate: 0.25,
        lastError: 'Error: boom',
      },
    ]);
  });

  it('switches a canary off once, with two instances deciding, and says why in the audit log', async () => {
    const second = await startTestApp(ctx.db, {
      CANARY_MIN_LOADS: '4',
      CANARY_MAX_EXCESS: '0.05',
      REMOTE_REPORTS_RATE_LIMIT_MAX: '100',
    });
    try {
      await pageLoads(ctx.api, V1, 'stable', 4, 0);
      // Under the minimum of page loads: no verdict yet, however bad.
      await pageLoads(second, V2, 'canary', 3, 3);
      await ctx.api.http().get(API_PATHS.canaryVerdicts).expect(200, []);
      await pageLoads(second, V2, 'canary', 1, 0);
      // Both instances asked at once, several times: one verdict, one audit entry.
      const answers = await Promise.all(
        [ctx.api, second, ctx.api, second].map((api) =>
          api.http().get(API_PATHS.canaryVerdicts).expect(200),
        ),
      );
      for (const { body } of answers) {
        expect(body).toEqual([
          { remote: 'blog', version: V2, at: expect.any(String), reason: expect.any(String) },
        ]);
      }
      const entries = await audit().find().toArray();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'canary.off',
        actor: { id: 'canary-guard', name: 'Canary guard' },
        target: { type: 'remote', id: 'blog', label: `blog canary ${V2}` },
        before: { canary: V2 },
        after: { canary: 'off' },
      });
      expect(entries[0]!.reason).toBe(
        `Switched off automatically: blog ${V2} had 3 errors (0 failed loads, 3 caught) in 4 canary page loads (75.0%), ` +
          'stable 0.0% of 4 in the same hours; the limit is 5.0 points above stable (CANARY_MAX_EXCESS) ' +
          'over at least 4 page loads (CANARY_MIN_LOADS).',
      );
    } finally {
      await second.close();
    }
  });

  it('leaves a canary within the margin of stable alone', async () => {
    await pageLoads(ctx.api, V1, 'stable', 10, 1); // 10%
    await pageLoads(ctx.api, V2, 'canary', 10, 1); // 10%: no worse
    await ctx.api.http().get(API_PATHS.canaryVerdicts).expect(200, []);
    expect(await audit().countDocuments()).toBe(0);
  });
});

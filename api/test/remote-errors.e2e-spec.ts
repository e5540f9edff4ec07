// The remote versions' counts and the canary guard: page loads counted by the shell's server (a
// trusted caller), errors reported by pages (POST /api/remote-reports, as navigator.sendBeacon
// sends them) with the report token the server gave the page load, the admins' summary, and the
// guard deciding once with two API instances on one database; forged reports decide nothing.
import {
  API_PATHS,
  apiErrorBodySchema,
  type RemoteReport,
  type RemoteVersionRef,
} from '@brightwave/contracts';
import {
  signReportToken,
  TRUSTED_CALLER_HEADER,
  VISITOR_ADDRESS_HEADER,
} from '@brightwave/site-registry/trusted-caller';
import { bearer, createUser } from './accounts';
import { inOneWindow, startTestApp, useTestApp, type TestApp } from './harness';

const V1 = '1111111111aa';
const V2 = '2222222222bb';

const ref = (change: Partial<RemoteVersionRef> = {}): RemoteVersionRef => ({
  remote: 'blog',
  version: V1,
  channel: 'stable',
  ...change,
});

/** A page load's token for a remote version, as the shell's server signs it. */
const tokenFor = (api: TestApp, version: Partial<RemoteVersionRef> = {}) =>
  signReportToken(api.config.auth.siteServerSecret, ref(version));

/** An error report with its page load's token (for the version it names, unless told). */
const report = (
  api: TestApp,
  change: Partial<RemoteReport> = {},
  token = tokenFor(api, change),
): RemoteReport => ({ ...ref(), kind: 'caught', token, ...change });

/** A visitor's address (TRUST_PROXY=1 here: the API reads X-Forwarded-For one hop back). */
const visitor = (i: number) => `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Reports sent as a beacon sends them: text/plain holding JSON, from `from`. */
function beacon(api: TestApp, body: unknown, from = visitor(0)) {
  return api
    .http()
    .post(API_PATHS.remoteReports)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .set('X-Forwarded-For', from)
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

/** The shell's server counting a page load it served `from`. */
function serverLoad(api: TestApp, loads: RemoteVersionRef[], from: string) {
  return api
    .http()
    .post(API_PATHS.pageLoads)
    .set(TRUSTED_CALLER_HEADER, api.config.auth.siteServerSecret)
    .set(VISITOR_ADDRESS_HEADER, from)
    .send({ loads });
}

/** The shell's server asking for the verdicts. */
const verdicts = (api: TestApp) =>
  api
    .http()
    .get(API_PATHS.canaryVerdicts)
    .set(TRUSTED_CALLER_HEADER, api.config.auth.siteServerSecret);

/**
 * `count` page loads of a version by as many visitors (from `first` on), `errors` of them with a
 * caught error reported by the page.
 */
async function pageLoads(
  api: TestApp,
  version: string,
  channel: 'stable' | 'canary',
  count: number,
  errors = 0,
  first = 0,
) {
  for (let i = 0; i < count; i++) {
    const from = visitor(first + i);
    await serverLoad(api, [ref({ version, channel })], from).expect(204);
    if (i < errors) {
      const reports = [report(api, { version, channel, error: 'Error: boom' })];
      await beacon(api, { reports }, from).expect(204);
    }
  }
}

describe('remote reports and the canary guard', () => {
  const ctx = useTestApp({
    REMOTE_REPORTS_RATE_LIMIT_MAX: '25',
    CANARY_MIN_LOADS: '4',
    CANARY_MAX_EXCESS: '0.05',
    TRUST_PROXY: '1',
  });
  const buckets = () => ctx.api.connection.collection('remotehealth');
  const audit = () => ctx.api.connection.collection('auditlog');

  it('counts page loads from the server and reports with tokens per remote version and hour, keeping no personal data', async () => {
    await serverLoad(ctx.api, [ref(), ref({ remote: 'chat', version: 'dist' })], visitor(1)).expect(
      204,
    );
    await beacon(ctx.api, {
      reports: [
        report(ctx.api, { remote: 'chat', version: 'dist' }),
        report(ctx.api, {
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
          report(ctx.api, {
            kind: 'load-failed',
            error: 'ChunkLoadError: Loading chunk 42 failed.',
          }),
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
    expect(chat).toMatchObject({ remote: 'chat', version: 'dist', loads: 1, caughtErrors: 1 });
    // The TTL index that removes a day's counts after two.
    const indexes = await buckets().indexes();
    expect(indexes.find((index) => index.key.expiresAt)).toMatchObject({ expireAfterSeconds: 0 });
  });

  it('scrubs what an error says: no URL, address, quoted text or id, one line, bounded', async () => {
    await beacon(ctx.api, {
      reports: [
        report(ctx.api, {
          error: `TypeError: Cannot read "secret title" of https://site.example/blog?user=ada id 65f1c0ffee00112233445566 for ada@example.com ${'x'.repeat(300)}\n    at render (blog.js:1:2)`,
        }),
      ],
    }).expect(204);
    const [stored] = await buckets().find().toArray();
    const text = stored!.lastError as string;
    expect(text).toMatch(/^TypeError: Cannot read <text> of <url> id <id> for <email> x+$/);
    expect(text.length).toBeLessThanOrEqual(120);
  });

  const TOKEN_REFUSED =
    'The report token is not valid or has expired: only a page the site served recently can report.';
  const NOT_GIVEN =
    "The report names a remote version its page was not given: the site's server vouches for the versions it serves.";
  it.each([
    [
      'not JSON',
      () => 'reports=1',
      '',
      'The body must be JSON: {"reports": [{"remote", "version", "channel", "kind", "token"}]}.',
    ],
    ['no reports', () => ({ reports: [] }), 'reports', 'Send at least one report.'],
    [
      'too many',
      (api: TestApp) => ({ reports: Array.from({ length: 9 }, () => report(api)) }),
      'reports',
      'Send at most 8 reports at once.',
    ],
    [
      'a bad remote',
      (api: TestApp) => ({ reports: [report(api, { remote: '../etc' })] }),
      'reports.0.remote',
      "The remote must be a remote's name.",
    ],
    [
      'a bad version',
      (api: TestApp) => ({ reports: [report(api, { version: 'latest' })] }),
      'reports.0.version',
      'The version must be a release id (12 hex digits) or "dist".',
    ],
    [
      'a bad channel',
      (api: TestApp) => ({ reports: [report(api, { channel: 'beta' as 'stable' })] }),
      'reports.0.channel',
      'The channel must be one of: stable, canary.',
    ],
    [
      'a page load (the server counts those)',
      (api: TestApp) => ({ reports: [report(api, { kind: 'load' as 'caught' })] }),
      'reports.0.kind',
      "The kind must be one of: load-failed, caught (page loads are counted by the site's server).",
    ],
    [
      'a report without a token',
      (api: TestApp) => ({ reports: [{ ...report(api), token: undefined }] }),
      'reports.0.token',
      "Each report needs the token the site's server gave its page load.",
    ],
    [
      'a token signed with another secret',
      () => ({ reports: [report(ctx.api, {}, signReportToken('x'.repeat(40), ref()))] }),
      'reports.0.token',
      TOKEN_REFUSED,
    ],
    [
      'an expired token',
      (api: TestApp) => ({
        reports: [
          report(
            api,
            {},
            signReportToken(api.config.auth.siteServerSecret, ref(), Date.now() - 31 * 60_000),
          ),
        ],
      }),
      'reports.0.token',
      TOKEN_REFUSED,
    ],
    [
      'a version its page was not given (not live)',
      (api: TestApp) => ({ reports: [report(api, { version: V2 }, tokenFor(api))] }),
      'reports.0.version',
      NOT_GIVEN,
    ],
    [
      'another channel than its page had',
      (api: TestApp) => ({ reports: [report(api, { channel: 'canary' }, tokenFor(api))] }),
      'reports.0.version',
      NOT_GIVEN,
    ],
  ])(
    'refuses %s with 400 naming the problem, storing nothing',
    async (_case, body, field, text) => {
      const res = await beacon(ctx.api, body(ctx.api)).expect(400);
      expect(apiErrorBodySchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({ code: 'validation_failed', message: text });
      expect(res.body.fields[field]).toMatchObject({ message: text });
      expect(await buckets().countDocuments()).toBe(0);
    },
  );

  it('refuses a body over 4 KB, and limits reports per visitor', async () => {
    await inOneWindow(ctx.api.config.rateLimit.remoteReports.windowMs);
    await beacon(ctx.api, { reports: [report(ctx.api, { error: 'x'.repeat(5000) })] }).expect(413);
    for (let i = 0; i < 25; i++) await beacon(ctx.api, { reports: [report(ctx.api)] }).expect(204);
    const refused = await beacon(ctx.api, { reports: [report(ctx.api)] }).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('counts a token once per kind, and one address once per version and hour', async () => {
    const token = tokenFor(ctx.api);
    for (let i = 0; i < 3; i++) {
      await beacon(ctx.api, { reports: [report(ctx.api, {}, token)] }, visitor(i)).expect(204);
    }
    await beacon(
      ctx.api,
      { reports: [report(ctx.api, { kind: 'load-failed' }, token)] },
      visitor(3),
    ).expect(204);
    // Fresh tokens from one address: its one error was counted already.
    for (let i = 0; i < 3; i++) {
      await beacon(ctx.api, { reports: [report(ctx.api)] }, visitor(3)).expect(204);
      await serverLoad(ctx.api, [ref()], visitor(4)).expect(204);
    }
    const [stored] = await buckets().find().toArray();
    expect(stored).toMatchObject({ loads: 1, caughtErrors: 1, failedLoads: 1 });
  });

  it("leaves page loads and verdicts to the site's server alone", async () => {
    const refused = await ctx.api
      .http()
      .post(API_PATHS.pageLoads)
      .set(VISITOR_ADDRESS_HEADER, visitor(1))
      .send({ loads: [ref()] })
      .expect(403);
    expect(refused.body.message).toBe(
      "Only the site's own server may ask this (SITE_SERVER_SECRET).",
    );
    await ctx.api
      .http()
      .post(API_PATHS.pageLoads)
      .set(TRUSTED_CALLER_HEADER, 'x'.repeat(56))
      .send({ loads: [ref()] })
      .expect(403);
    await ctx.api.http().get(API_PATHS.canaryVerdicts).expect(403);
    expect(await buckets().countDocuments()).toBe(0);
    await verdicts(ctx.api).expect(200, []);
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
      TRUST_PROXY: '1',
    });
    try {
      await pageLoads(ctx.api, V1, 'stable', 4, 0);
      // Under the minimum of page loads: no verdict yet, however bad.
      await pageLoads(second, V2, 'canary', 3, 3, 10);
      await verdicts(ctx.api).expect(200, []);
      await pageLoads(second, V2, 'canary', 1, 0, 20);
      // Both instances asked at once, several times: one verdict, one audit entry.
      const answers = await Promise.all(
        [ctx.api, second, ctx.api, second].map((api) => verdicts(api).expect(200)),
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
    await pageLoads(ctx.api, V2, 'canary', 10, 1, 10); // 10%: no worse
    await verdicts(ctx.api).expect(200, []);
    expect(await audit().countDocuments()).toBe(0);
  });

  describe('forged reports from one address', () => {
    const attacker = '203.0.113.66';

    /** Everything one address can send about a version: page loads and every kind of report. */
    async function forge(api: TestApp, version: string, channel: 'stable' | 'canary') {
      for (let i = 0; i < 10; i++) {
        // Page loads the server counted for it (it asked for pages, each with its tokens).
        await serverLoad(api, [ref({ version, channel })], attacker).expect(204);
        const token = tokenFor(api, { version, channel });
        await beacon(
          api,
          {
            reports: [
              report(api, { version, channel }, token),
              report(api, { version, channel, kind: 'load-failed' }, token),
              // The same token again, and one that names the version another page was given.
              report(api, { version, channel }, token),
            ],
          },
          attacker,
        ).expect(204);
      }
      // Made-up versions and remotes: refused, counted nowhere.
      await beacon(
        api,
        { reports: [report(api, { version: '9999999999ff' }, tokenFor(api))] },
        attacker,
      ).expect(400);
      await serverLoad(api, [ref({ version, channel })], attacker).expect(204);
    }

    it('cannot switch a healthy canary off', async () => {
      await pageLoads(ctx.api, V1, 'stable', 30, 1);
      await pageLoads(ctx.api, V2, 'canary', 30, 1, 100); // as good as stable
      await forge(ctx.api, V2, 'canary');
      await verdicts(ctx.api).expect(200, []);
      expect(await audit().countDocuments()).toBe(0);
      expect(await buckets().countDocuments()).toBe(2);
    });

    it('cannot keep a failing canary on', async () => {
      await pageLoads(ctx.api, V1, 'stable', 10, 0);
      await pageLoads(ctx.api, V2, 'canary', 10, 5, 100); // 50%: to be switched off
      // Page loads (and reports against stable) to water the canary's rate down.
      await forge(ctx.api, V1, 'stable');
      await forge(ctx.api, V2, 'canary');
      const res = await verdicts(ctx.api).expect(200);
      expect(res.body).toEqual([expect.objectContaining({ remote: 'blog', version: V2 })]);
    });
  });
});

import * as path from 'node:path';
import { ConfigError, loadConfig, DEFAULT_DATA_DIR, startupFailureLine } from './configuration';

const SECRET = 'a-long-random-secret-of-more-than-32-chars';
const SITE_SERVER_SECRET = 'another-random-value-of-32-characters-or-more';
const MONGO = 'mongodb://db:27017/site';
const SMTP = 'smtp://mail.example:587';

describe('loadConfig', () => {
  it('uses the documented defaults for a local run', () => {
    const config = loadConfig({});
    expect(config.http).toMatchObject({ port: 5000, host: '127.0.0.1' });
    expect(config.database).toMatchObject({
      uri: undefined,
      dataDir: DEFAULT_DATA_DIR,
      embeddedPort: 27018,
    });
    expect(config.mail.to).toBe('hello@brightwave.example');
    expect(config.mail.mailboxDir).toBe(path.join(DEFAULT_DATA_DIR, 'mailbox'));
    expect(config.http.corsOrigins).toHaveLength(10);
    expect(config.http.corsOrigins).toContain('http://127.0.0.1:3004');
    expect(config.rateLimit.contact).toEqual({ windowMs: 600_000, max: 5 });
    expect(config.rateLimit.contactAck).toEqual({ windowMs: 86_400_000, max: 3 });
    expect(config.rateLimit.passwordResetMails).toEqual({ windowMs: 3_600_000, max: 3 });
    expect(config.http.docs).toBe(true);
  });

  it('generates a secret with a warning when none is set outside production', () => {
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.auth.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.auth.jwtSecret).not.toBe(b.auth.jwtSecret);
    expect(a.warnings.join(' ')).toMatch(/JWT_SECRET is not set/);
  });

  it.each([undefined, 'changeme', 'short'])(
    'refuses to start in production with JWT_SECRET=%s',
    (secret) => {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(ConfigError);
    },
  );

  it('accepts a real secret and a real database in production without warnings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SITE_SERVER_SECRET,
      MONGODB_URI: 'mongodb://db:27017/site',
      SMTP_URL: SMTP,
    });
    expect(config.auth.jwtSecret).toBe(SECRET);
    expect(config.database.uri).toBe('mongodb://db:27017/site');
    expect(config.warnings).toEqual([]);
  });

  it.each([undefined, '', '  '])(
    'refuses to start in production with MONGODB_URI=%p, saying why in one line',
    (uri) => {
      let thrown: unknown;
      try {
        loadConfig({
          NODE_ENV: 'production',
          JWT_SECRET: SECRET,
          SITE_SERVER_SECRET,
          MONGODB_URI: uri,
        });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ConfigError);
      const line = startupFailureLine(thrown, new Date(0));
      expect(line).not.toContain('\n');
      expect(JSON.parse(line)).toEqual({
        time: '1970-01-01T00:00:00.000Z',
        level: 'error',
        msg: expect.stringMatching(
          /^MONGODB_URI must be set in production .*embedded database is for local runs, tests and CI only\.$/,
        ),
      });
    },
  );

  it('still starts the embedded database without MONGODB_URI outside production', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV, JWT_SECRET: SECRET }).database.uri).toBeUndefined();
    }
  });

  it('keeps the stack of an unexpected startup failure', () => {
    const line = JSON.parse(startupFailureLine(new Error('port in use')));
    expect(line.msg).toBe('port in use');
    expect(line.stack).toMatch(/^Error: port in use\n\s+at /);
  });

  it.each([undefined, 'changeme', 'short'])(
    'refuses a real database (MONGODB_URI) without a shared JWT_SECRET, whatever NODE_ENV (%s)',
    (secret) => {
      for (const NODE_ENV of [undefined, 'development', 'test']) {
        expect(() => loadConfig({ NODE_ENV, MONGODB_URI: MONGO, JWT_SECRET: secret })).toThrow(
          new ConfigError(
            'JWT_SECRET must be set to a random value of at least 32 characters with MONGODB_URI, the same on every API instance (make one with: openssl rand -base64 48).',
          ),
        );
      }
    },
  );

  it('creates demo accounts only on the embedded store outside production', () => {
    const demo = (env: Record<string, string>) => loadConfig(env).accounts.demoAccounts;
    expect(demo({})).toBe(true);
    expect(demo({ NODE_ENV: 'development' })).toBe(true);
    expect(demo({ NODE_ENV: 'test' })).toBe(false);
    expect(demo({ NODE_ENV: 'test', DEMO_ACCOUNTS: 'true' })).toBe(true);
    expect(demo({ DEMO_ACCOUNTS: 'false' })).toBe(false);
    // The README's own example: a real database and no NODE_ENV.
    expect(demo({ MONGODB_URI: MONGO, JWT_SECRET: SECRET })).toBe(false);
    expect(demo({ MONGODB_URI: MONGO, JWT_SECRET: SECRET, DEMO_ACCOUNTS: 'false' })).toBe(false);
  });

  it.each([
    { NODE_ENV: 'development', MONGODB_URI: MONGO },
    { NODE_ENV: 'test', MONGODB_URI: MONGO },
    { NODE_ENV: 'production', MONGODB_URI: MONGO },
  ])('refuses DEMO_ACCOUNTS=true on a real database or in production (%j)', (env) => {
    expect(() =>
      loadConfig({ ...env, JWT_SECRET: SECRET, SITE_SERVER_SECRET, DEMO_ACCOUNTS: 'true' }),
    ).toThrow(
      /^DEMO_ACCOUNTS=true is refused with MONGODB_URI or in production: the demo passwords are public\./,
    );
  });

  it('refuses to start in production without SITE_SERVER_SECRET, and a short one anywhere', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      MONGODB_URI: MONGO,
      SMTP_URL: SMTP,
    };
    expect(() => loadConfig(production)).toThrow(
      /^SITE_SERVER_SECRET must be set in production to a random value of at least 32 characters/,
    );
    expect(() => loadConfig({ SITE_SERVER_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, SITE_SERVER_SECRET }).auth.siteServerSecret).toBe(
      SITE_SERVER_SECRET,
    );
    // Outside production, the local value every process of a checkout shares.
    expect(loadConfig({}).auth.siteServerSecret).toHaveLength(
      loadConfig({ NODE_ENV: 'test' }).auth.siteServerSecret.length,
    );
  });

  it('refuses to start in production without SMTP_URL, saying why in one line', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SITE_SERVER_SECRET,
      MONGODB_URI: MONGO,
    };
    expect(() => loadConfig(production)).toThrow(
      /^SMTP_URL must be set in production .*written to files on the server instead of sent\.$/,
    );
    expect(loadConfig({ ...production, SMTP_URL: SMTP }).mail.smtpUrl).toBe(SMTP);
    // Local runs and tests write mail to files as before.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', MONGODB_URI: MONGO, JWT_SECRET: SECRET }).mail.smtpUrl,
    ).toBeUndefined();
  });

  it('serves the API docs outside production, and in production only with API_DOCS=true', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SITE_SERVER_SECRET,
      MONGODB_URI: MONGO,
      SMTP_URL: SMTP,
    };
    expect(loadConfig(production).http.docs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).http.docs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).http.docs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).http.docs).toBe(false);
  });

  it('reads the acknowledgement limit per recipient and day', () => {
    expect(loadConfig({ CONTACT_ACK_MAX_PER_DAY: '1' }).rateLimit.contactAck.max).toBe(1);
    expect(() => loadConfig({ CONTACT_ACK_MAX_PER_DAY: '0' })).toThrow(/CONTACT_ACK_MAX_PER_DAY/);
  });

  it('reads lists, numbers and paths from the environment', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      API_PORT: '8080',
      SITE_ORIGINS: 'https://brightwave.example, https://www.brightwave.example',
      DATA_DIR: 'relative/data',
      MONGODB_URI: 'mongodb://db:27017/site',
      CONTACT_RATE_LIMIT_MAX: '2',
    });
    expect(config.http.port).toBe(8080);
    expect(config.http.corsOrigins).toEqual([
      'https://brightwave.example',
      'https://www.brightwave.example',
    ]);
    expect(config.database.dataDir).toBe(path.resolve('relative/data'));
    expect(config.database.uri).toBe('mongodb://db:27017/site');
    expect(config.rateLimit.contact.max).toBe(2);
  });

  it('listens on API_PORT, else on the PORT a hosting platform sets, else on 5000', () => {
    expect(loadConfig({ API_PORT: '7001', PORT: '7002' }).http.port).toBe(7001);
    expect(loadConfig({ PORT: '7002' }).http.port).toBe(7002);
    expect(loadConfig({}).http.port).toBe(5000);
  });

  it('allows the local front-end apps of the site registry by default, on their configured ports', () => {
    const origins = loadConfig({ SHELL_PORT: '4100' }).http.corsOrigins;
    expect(origins).toEqual(
      expect.arrayContaining([
        'http://localhost:4100',
        'http://127.0.0.1:4100',
        'http://localhost:3002',
      ]),
    );
    expect(origins).not.toContain('http://localhost:3000');
    expect(loadConfig({ CORS_ORIGINS: 'https://old.example' }).http.corsOrigins).toEqual([
      'https://old.example',
    ]);
  });

  it('knows the API’s public address (the feed’s images) as site.config.json does', () => {
    expect(loadConfig({}).site.apiUrl).toBe('http://localhost:5000');
    expect(loadConfig({ PUBLIC_HOST: 'example.test', API_PORT: '8080' }).site.apiUrl).toBe(
      'http://example.test:8080',
    );
    expect(loadConfig({ API_URL: 'https://api.brightwave.example/' }).site.apiUrl).toBe(
      'https://api.brightwave.example',
    );
    expect(() => loadConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', MAIL_TO: 'nobody', LOG_LEVEL: 'loud' })).toThrow(
      /PORT: .*LOG_LEVEL: .*MAIL_TO: /,
    );
  });

  it('reads the accounts settings: token lifetime, site URL, first admin, demo accounts', () => {
    const local = loadConfig({});
    expect(local.auth.jwtExpiresInSeconds).toBe(7 * 86_400);
    expect(local.site.url).toBe('http://localhost:3000');
    expect(local.accounts).toEqual({
      admin: undefined,
      demoAccounts: true,
      passwordResetTtlMs: 3_600_000,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).accounts.demoAccounts).toBe(false);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SITE_SERVER_SECRET,
      MONGODB_URI: MONGO,
      SMTP_URL: SMTP,
    };
    expect(loadConfig(production).accounts.demoAccounts).toBe(false);

    const custom = loadConfig({
      JWT_EXPIRES_IN: '12h',
      SITE_URL: 'https://www.brightwave.example/',
      ADMIN_EMAIL: ' Boss@Brightwave.example ',
      ADMIN_PASSWORD: 'long-enough-password',
      DEMO_ACCOUNTS: 'false',
    });
    expect(custom.auth.jwtExpiresInSeconds).toBe(43_200);
    expect(custom.site.url).toBe('https://www.brightwave.example');
    expect(custom.accounts.admin).toEqual({
      email: 'boss@brightwave.example',
      password: 'long-enough-password',
    });
    expect(custom.accounts.demoAccounts).toBe(false);
    expect(loadConfig({ JWT_EXPIRES_IN: '3600' }).auth.jwtExpiresInSeconds).toBe(3600);
  });

  it.each([
    [{ JWT_EXPIRES_IN: 'forever' }],
    [{ ADMIN_PASSWORD: 'long-enough-password' }],
    [{ ADMIN_EMAIL: 'not-an-address' }],
    [{ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'short' }],
  ])('refuses bad accounts settings %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});

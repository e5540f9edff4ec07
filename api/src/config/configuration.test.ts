import * as path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './configuration';

const SECRET = 'a-long-random-secret-of-more-than-32-chars';

describe('loadConfig', () => {
  it('uses the documented defaults for a local run', () => {
    const config = loadConfig({});
    expect(config.http).toMatchObject({ port: 5000, host: '127.0.0.1' });
    expect(config.database).toMatchObject({
      uri: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      embeddedPort: 27018,
    });
    expect(config.mail.to).toBe('hello@brightwave.example');
    expect(config.mail.mailboxDir).toBe(path.join(REPO_ROOT, 'data', 'mailbox'));
    expect(config.http.corsOrigins).toHaveLength(10);
    expect(config.http.corsOrigins).toContain('http://127.0.0.1:3004');
    expect(config.rateLimit.contact).toEqual({ windowMs: 600_000, max: 5 });
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

  it('accepts a real secret in production without warnings', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET });
    expect(config.auth.jwtSecret).toBe(SECRET);
    expect(config.warnings).toEqual([]);
  });

  it('reads lists, numbers and paths from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      CORS_ORIGINS: 'https://brightwave.example, https://www.brightwave.example',
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

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', MAIL_TO: 'nobody', LOG_LEVEL: 'loud' })).toThrow(
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
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).accounts.demoAccounts).toBe(
      false,
    );

    const custom = loadConfig({
      JWT_EXPIRES_IN: '12h',
      SITE_URL: 'https://www.brightwave.example/',
      ADMIN_EMAIL: 'Boss@Brightwave.example',
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

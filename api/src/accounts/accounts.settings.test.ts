import {
  MONGO,
  PRODUCTION,
  productionWithout,
  SECRET,
  SITE_SERVER_SECRET,
} from '../../test/settings-env';
import { ConfigError, loadConfig } from '../config/configuration';

describe('accounts settings (auth, accounts, password hashing)', () => {
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
      expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: secret })).toThrow(
        /^JWT_SECRET must be set to a random value of at least 32 characters in production/,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(ConfigError);
    },
  );

  it('accepts a real secret and a real database in production without warnings', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.auth.jwtSecret).toBe(SECRET);
    expect(config.database.uri).toBe(MONGO);
    expect(config.warnings).toEqual([]);
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
    expect(() => loadConfig(productionWithout('SITE_SERVER_SECRET'))).toThrow(
      /^SITE_SERVER_SECRET must be set in production to a random value of at least 32 characters/,
    );
    expect(() => loadConfig({ SITE_SERVER_SECRET: 'short' })).toThrow(ConfigError);
    expect(loadConfig(PRODUCTION).auth.siteServerSecret).toBe(SITE_SERVER_SECRET);
    // Outside production, the local value every process of a checkout shares.
    expect(loadConfig({}).auth.siteServerSecret).toHaveLength(
      loadConfig({ NODE_ENV: 'test' }).auth.siteServerSecret.length,
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
    expect(loadConfig(PRODUCTION).accounts.demoAccounts).toBe(false);

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

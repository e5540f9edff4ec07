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

  it('allows the local front-end apps of scripts/apps.js by default, on their configured ports', () => {
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

  it('names every invalid variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', MAIL_TO: 'nobody', LOG_LEVEL: 'loud' })).toThrow(
      /PORT: .*LOG_LEVEL: .*MAIL_TO: /,
    );
  });
});

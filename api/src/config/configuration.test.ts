import * as path from 'node:path';
import { MONGO, SECRET } from '../../test/settings-env';
import { loadConfig, DEFAULT_DATA_DIR, startupFailureLine } from './configuration';

// Each module's own settings are tested beside it (<module>.settings.test.ts); here, what
// loadConfig adds: every module's defaults together, one message for every bad variable.
describe('loadConfig', () => {
  it('uses the documented defaults for a local run', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
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

  it('keeps the stack of an unexpected startup failure', () => {
    const line = JSON.parse(startupFailureLine(new Error('port in use')));
    expect(line.msg).toBe('port in use');
    expect(line.stack).toMatch(/^Error: port in use\n\s+at /);
  });

  it('reads lists, numbers and paths from the environment', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      API_PORT: '8080',
      SITE_ORIGINS: 'https://brightwave.example, https://www.brightwave.example',
      DATA_DIR: 'relative/data',
      MONGODB_URI: MONGO,
      CONTACT_RATE_LIMIT_MAX: '2',
    });
    expect(config.http.port).toBe(8080);
    expect(config.http.corsOrigins).toEqual([
      'https://brightwave.example',
      'https://www.brightwave.example',
    ]);
    expect(config.database.dataDir).toBe(path.resolve('relative/data'));
    expect(config.mail.mailboxDir).toBe(path.resolve('relative/data/mailbox'));
    expect(config.database.uri).toBe(MONGO);
    expect(config.rateLimit.contact.max).toBe(2);
  });

  it('names every invalid variable, once each, in one line', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', MAIL_TO: 'nobody', LOG_LEVEL: 'loud' })).toThrow(
      /PORT: .*LOG_LEVEL: .*MAIL_TO: /,
    );
    // NODE_ENV and DATA_DIR are read by several modules and named once.
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'staging', CHAT_MIN_COVERAGE: '2' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration\. NODE_ENV: .*; CHAT_MIN_COVERAGE: /);
    expect(message.match(/NODE_ENV/g)).toHaveLength(1);
    expect(message).not.toContain('\n');
  });
});

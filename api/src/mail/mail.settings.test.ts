import { MONGO, PRODUCTION, productionWithout, SECRET, SMTP } from '../../test/settings-env';
import { loadConfig } from '../config/configuration';

describe('mail settings', () => {
  it('refuses to start in production without SMTP_URL, saying why in one line', () => {
    expect(() => loadConfig(productionWithout('SMTP_URL'))).toThrow(
      /^SMTP_URL must be set in production .*written to files on the server instead of sent\.$/,
    );
    expect(loadConfig(PRODUCTION).mail.smtpUrl).toBe(SMTP);
    // Local runs and tests write mail to files as before.
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', MONGODB_URI: MONGO, JWT_SECRET: SECRET }).mail.smtpUrl,
    ).toBeUndefined();
  });
});

import { productionWithout, SECRET } from '../../test/settings-env';
import { ConfigError, loadConfig, startupFailureLine } from '../config/configuration';

describe('database settings', () => {
  it.each([undefined, '', '  '])(
    'refuses to start in production with MONGODB_URI=%p, saying why in one line',
    (uri) => {
      let thrown: unknown;
      try {
        loadConfig({ ...productionWithout('SMTP_URL'), MONGODB_URI: uri });
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
});

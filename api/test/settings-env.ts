// Environments for the settings' unit tests (api/src/**/*.settings.test.ts): values that pass
// every production rule, so a test can leave out the one it checks.
export const SECRET = 'a-long-random-secret-of-more-than-32-chars';
export const SITE_SERVER_SECRET = 'another-random-value-of-32-characters-or-more';
export const MONGO = 'mongodb://db:27017/site';
export const SMTP = 'smtp://mail.example:587';

/** Everything production requires. */
export const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  SITE_SERVER_SECRET,
  MONGODB_URI: MONGO,
  SMTP_URL: SMTP,
};

/** PRODUCTION without one variable. */
export function productionWithout(name: keyof typeof PRODUCTION): Record<string, string> {
  const { [name]: _left, ...rest } = PRODUCTION;
  return rest;
}

// `npm test` runs every workspace's tests (unit, API e2e and browser) as jest projects.
module.exports = {
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/site-content',
    '<rootDir>/packages/embedded-mongo',
    '<rootDir>/packages/web-kit',
    '<rootDir>/packages/testing',
    '<rootDir>/api',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-blog',
    '<rootDir>/mfe-admin',
    '<rootDir>/mfe-chat',
    '<rootDir>/scripts',
    '<rootDir>/e2e',
  ],
};

// `npm test` runs every workspace's tests (unit, API e2e and browser) as jest projects.
const { apps } = require('./scripts/apps.js');

module.exports = {
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/site-content',
    '<rootDir>/packages/embedded-mongo',
    '<rootDir>/packages/web-kit',
    '<rootDir>/packages/testing',
    '<rootDir>/api',
    ...apps.map((app) => `<rootDir>/${app.dir}`),
    '<rootDir>/scripts',
    '<rootDir>/e2e',
  ],
};

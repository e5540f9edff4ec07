// `npm test` runs every workspace's tests (unit, API e2e and browser) as jest projects.
const { apps } = require('./scripts/apps.js');

module.exports = {
  // Screen tests that type into the editor, and browser journeys' hooks, need more than jest's 5 s
  // on a loaded 2-core machine; a project's own testTimeout is ignored under the root config.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/site-content',
    '<rootDir>/packages/releases',
    '<rootDir>/packages/embedded-mongo',
    '<rootDir>/packages/web-kit',
    '<rootDir>/packages/testing',
    '<rootDir>/api',
    ...apps.map((app) => `<rootDir>/${app.dir}`),
    '<rootDir>/scripts',
    '<rootDir>/e2e',
  ],
};

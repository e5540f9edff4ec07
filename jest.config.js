// `npm test` runs every workspace's tests (unit, API e2e and browser) as jest projects.
const os = require('node:os');
const { apps } = require('./scripts/apps.js');

module.exports = {
  // Screen tests that type into the editor, and browser journeys' hooks, need more than jest's 5 s
  // on a loaded 2-core machine; a project's own testTimeout is ignored under the root config.
  testTimeout: 30_000,
  // Jest's default (one worker fewer than the cores) runs everything in one process on a 2-core
  // machine, although a browser journey leaves a core mostly idle while it waits on servers and
  // Chromium: two test files at a time finish the suite in about two thirds of the time.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
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

// Shared jest settings: swc compiles TypeScript, TSX and Nest decorators; workspace packages
// resolve to their sources so tests never need a build first.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
/** Each test file's own temporary DATA_DIR and RELEASES_DIR (own-data.js). */
const ownData = path.join(__dirname, 'own-data.js');

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} dir the workspace folder; @param {object} overrides */
function preset(dir, overrides = {}) {
  return {
    rootDir: dir,
    displayName: path.relative(root, dir),
    transform: { '^.+\\.(t|j)sx?$': swc },
    transformIgnorePatterns: ['/node_modules/'],
    moduleNameMapper: {
      '^@brightwave/([^/]+)$': path.join(root, 'packages/$1/src'),
      '^@brightwave/contracts/plain$': path.join(root, 'packages/contracts/src/plain.ts'),
      '\\.module\\.css$': path.join(__dirname, 'css-module-mock.js'),
      '\\.css$': path.join(__dirname, 'empty-module.js'),
      '\\.(svg|png|webp|jpg|woff2?)$': path.join(__dirname, 'file-mock.js'),
    },
    testMatch: ['<rootDir>/**/*.test.ts?(x)', '<rootDir>/**/*.e2e-spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...overrides,
    setupFilesAfterEnv: [ownData, ...(overrides.setupFilesAfterEnv ?? [])],
  };
}

module.exports = { preset, root };

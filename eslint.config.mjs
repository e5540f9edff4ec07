// One lint configuration for every workspace; type-aware rules use each folder's tsconfig.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import registry from './scripts/apps.js';

/**
 * The import boundaries of the architecture: each remote is deployed alone, so it never imports
 * another remote or the shell; the shell loads remotes at runtime and never imports their
 * source; packages sit below every app; the API runs no browser code. Imports are resolved to
 * files first, so a relative path and a workspace package name are caught alike.
 */
const REMOTES = registry.remotes().map((app) => app.dir);
const APPS = [registry.shell().dir, ...REMOTES, 'api', 'e2e'];
const here = (folders) => folders.map((folder) => `./${folder}`);
/** The shell's code that runs in production or in its bench: everything but its tests. */
const SHELL_RUN_TIME = `./${registry.shell().dir}/{server,src,bench}/**/!(*.test).{ts,tsx,js,mjs}`;

const boundaryZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: here(['shell', 'api', ...REMOTES.filter((other) => other !== remote)]),
    message:
      'A remote never imports another remote, the shell or the API: share code through packages/ and let the shell load remotes at runtime.',
  })),
  {
    target: './shell',
    from: here([...REMOTES, 'api']),
    message:
      "The shell never imports a remote's source or the API: it loads remotes at runtime through Module Federation.",
  },
  {
    target: './packages',
    from: here(APPS),
    message: 'Packages never import an app: apps depend on packages, not the other way round.',
  },
  {
    // The shell's server runs in production without the repository's tooling or the browser
    // tests: what it shares with the build lives in a package (@brightwave/build-output). Its
    // webpack.config.js and tests (build time, test time) may use the tooling.
    target: SHELL_RUN_TIME,
    from: './scripts',
    message:
      "The shell never imports the repository's tooling: what it shares with the build lives in a package (e.g. @brightwave/build-output).",
  },
  {
    target: SHELL_RUN_TIME,
    from: './e2e',
    message:
      'The shell never imports the browser tests: what a bench shares with them lives in a package (e.g. @brightwave/testing).',
  },
  {
    target: here(['api/src', 'packages']),
    from: './scripts',
    message:
      "The API and the packages are installed without the repository's tooling: what both need lives in a package (e.g. @brightwave/site-registry).",
  },
  {
    target: './api',
    from: here(['shell', ...REMOTES, 'e2e', 'packages/web-kit']),
    message:
      'The API never imports browser code (web-kit, React) or a front-end app: share code through @brightwave/contracts.',
  },
];

/**
 * Inside each remote, bulletproof-react's layers: `src/features/<feature>/` imports shared code
 * (the remote's other folders: components, hooks...; packages), never another feature; pages and
 * the remote's entry files (routes.ts, bootstrap.tsx...) compose features; shared code imports
 * neither. Read from the folders, so a new feature or shared folder is covered as it appears.
 */
function featureZones(remote) {
  const src = path.join(import.meta.dirname, remote, 'src');
  const entries = readdirSync(src, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const features = folders.includes('features')
    ? readdirSync(path.join(src, 'features'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const at = (...parts) => `./${[remote, 'src', ...parts].join('/')}`;
  const composing = [
    ...(folders.includes('pages') ? [at('pages')] : []),
    ...entries.filter((entry) => entry.isFile()).map((entry) => at(entry.name)),
  ];
  const shared = folders.filter((name) => name !== 'features' && name !== 'pages');
  return [
    ...features.map((feature) => ({
      target: at('features', feature),
      from: at('features'),
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move what both need to shared code (src/components, src/hooks, a package) or compose the two in a page.',
    })),
    {
      target: at('features'),
      from: composing,
      message:
        "A feature never imports a page or the remote's entry files: pages and routes compose features, not the other way round.",
    },
    ...shared.map((folder) => ({
      target: at(folder),
      from: [at('features'), ...composing],
      message:
        'Shared code (src/components, src/hooks...) never imports a feature, a page or an entry file: it sits below them.',
    })),
  ];
}

const BROWSER_PACKAGES = [
  '@brightwave/web-kit',
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
];

const importBoundaries = [
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...boundaryZones, ...REMOTES.flatMap(featureZones)],
        },
      ],
    },
  },
  {
    // React and web-kit by name too, in case a resolver cannot place them.
    files: ['api/**/*.{js,mjs,cjs,ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: BROWSER_PACKAGES.flatMap((name) => [name, `${name}/*`]),
              message: 'The API never imports browser code (web-kit, React).',
            },
          ],
        },
      ],
    },
  },
  {
    // The apps share one router, web-kit's facade (a singleton in Module Federation): a direct
    // import of react-router would bundle a second copy with its own router context.
    files: [
      ...[registry.shell().dir, ...REMOTES].map((app) => `${app}/src/**`),
      'packages/web-kit/src/**',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'packages/web-kit/src/router.ts',
      'packages/web-kit/src/dev/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message: "Import the router from '@brightwave/web-kit/router' (the shared facade).",
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      '**/coverage/**',
      '.artifacts/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['jest/**/*.js', 'e2e/support/*.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'packages/web-kit/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Nest relies on decorators and class-based DI where these rules misfire.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
  ...importBoundaries,
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/*.e2e-spec.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);

// The lint rule that keeps the architecture's import boundaries, run through ESLint's Node API on
// files that exist only in memory (virtual paths inside the real folders), so the normal lint run
// never sees a deliberate violation.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { remotes } from '@brightwave/site-registry/apps';

const root = path.resolve(__dirname, '../..');

interface Finding {
  ruleId: string | null;
  message: string;
}

/** Each fixture: the path it is linted as, and its code. */
const fixtures = {
  crossRemote: [
    'mfe-blog/src/boundary-fixture.tsx',
    "import { HomePage } from '../../mfe-marketing/src/pages/home-page';\nexport const Page = HomePage;\n",
  ],
  remoteToShell: [
    'mfe-chat/src/boundary-fixture.ts',
    "export { SiteLayout } from 'shell/src/layout/site-layout';\n",
  ],
  shellToRemote: ['shell/src/boundary-fixture.ts', "export * from '../../mfe-blog/src/index';\n"],
  packageToApp: [
    'packages/web-kit/src/boundary-fixture.ts',
    "export * from '../../../api/src/config/configuration';\n",
  ],
  apiToBrowser: [
    'api/src/boundary-fixture.ts',
    "import { useState } from 'react';\nimport { createApiClient } from '@brightwave/web-kit';\nexport const x = [useState, createApiClient];\n",
  ],
  remoteToPackages: [
    'mfe-blog/src/boundary-fixture.ts',
    "export * from '@brightwave/web-kit';\nexport * from '@brightwave/contracts';\nexport * from './index';\n",
  ],
  apiToScripts: [
    'api/src/boundary-fixture.ts',
    "export { siteOrigins } from '../../scripts/apps.js';\n",
  ],
  apiToRegistry: [
    'api/src/boundary-fixture.ts',
    "export { siteOrigins } from '@brightwave/site-registry';\n",
  ],
  shellServerToScripts: [
    'shell/server/boundary-fixture.ts',
    "export { precompressDir } from '../../scripts/precompress.js';\n",
  ],
  shellBenchToE2e: [
    'shell/bench/boundary-fixture.mjs',
    "export { freePort } from '../../e2e/support/site';\n",
  ],
  shellServerToBuildOutput: [
    'shell/server/boundary-fixture.ts',
    "export { HASHED_FILE } from '@brightwave/build-output';\n",
  ],
  shellTestToScripts: [
    'shell/server/boundary-fixture.test.ts',
    "export { precompressDir } from '../../scripts/precompress.js';\n",
  ],
  packageToItself: [
    'packages/web-kit/src/boundary-fixture.ts',
    "export * from './api/api-client';\n",
  ],
  crossFeature: [
    'mfe-blog/src/features/blogs/boundary-fixture.ts',
    "export * from '../discussion';\n",
  ],
  featureToPage: [
    'mfe-blog/src/features/blogs/boundary-fixture.ts',
    "export { default } from '../../pages/blog-list-page';\n",
  ],
  sharedToFeature: [
    'mfe-blog/src/components/boundary-fixture.ts',
    "export * from '../features/discussion';\n",
  ],
  featureToShared: [
    'mfe-blog/src/features/blogs/boundary-fixture.ts',
    "export * from '../../components/editor';\nexport * from '../../hooks/use-form-submit';\nexport * from './format';\nexport * from '@brightwave/web-kit';\n",
  ],
  pageToFeatures: [
    'mfe-blog/src/pages/boundary-fixture.ts',
    "export * from '../features/discussion';\nexport * from '../features/blogs/format';\n",
  ],
} satisfies Record<string, [filePath: string, code: string]>;

type Fixture = [filePath: string, code: string];

/** A code file of a folder (the first found), without its extension: something to import. */
function someModule(folder: string): string {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name)) {
      const file = path.join(entry.parentPath, entry.name);
      return path.relative(folder, file).replace(/\.tsx?$/, '');
    }
  }
  throw new Error(`${folder} has no code file`);
}

/**
 * Every feature of every remote, as found on disk, importing the next feature of its remote: the
 * per-feature rule is computed from the folders, so each of these must fail without the config
 * naming any feature.
 */
const featureFixtures: Record<string, Fixture> = Object.fromEntries(
  remotes().flatMap((app) => {
    const featuresDir = path.join(root, app.dir, 'src/features');
    const features = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    if (features.length < 2) return [];
    return features.map((feature, index) => {
      const other = features[(index + 1) % features.length]!;
      const target = `../${other}/${someModule(path.join(featuresDir, other))}`;
      return [
        `${app.dir}:${feature}`,
        [`${app.dir}/src/features/${feature}/boundary-fixture.ts`, `export * from '${target}';\n`],
      ];
    });
  }),
);

type Results = Record<keyof typeof fixtures, Finding[]> & Record<string, Finding[]>;

/**
 * Lints every fixture in one child process: ESLint loads the repository's ES module config with
 * import(), which jest's module sandbox does not allow. Type-aware rules are off there, since the
 * files are not on disk for TypeScript to find.
 */
function lintFixtures(all: Record<string, Fixture>): Results {
  const script = `
    import { ESLint } from 'eslint';
    import tseslint from 'typescript-eslint';
    const fixtures = JSON.parse(process.argv[1]);
    const eslint = new ESLint({
      overrideConfig: [
        { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
        // A fixture whose import no longer resolves (a file moved) proves nothing: say so.
        { files: ['**/*.{ts,tsx}'], rules: { 'import-x/no-unresolved': 'error' } },
      ],
    });
    const results = {};
    for (const [name, [filePath, code]] of Object.entries(fixtures)) {
      const [result] = await eslint.lintText(code, { filePath });
      results[name] = result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const absolute = Object.fromEntries(
    Object.entries(all).map(([name, [file, code]]) => [name, [path.join(root, file), code]]),
  );
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(absolute)],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as Results;
}

const boundaryErrors = (findings: Finding[]) =>
  findings.filter(
    (f) => f.ruleId === 'import-x/no-restricted-paths' || f.ruleId === 'no-restricted-imports',
  );

describe('the import boundaries lint rule', () => {
  let results: Results;
  beforeAll(() => {
    results = lintFixtures({ ...fixtures, ...featureFixtures });
  });

  it('lints fixtures whose every import resolves, so no case passes by linting nothing', () => {
    const unresolved = Object.entries(results).flatMap(([name, findings]) =>
      findings
        .filter((f) => f.ruleId === 'import-x/no-unresolved' || f.ruleId === null)
        .map((f) => `${name}: ${f.message}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('fails a remote importing another remote, by relative path', () => {
    const errors = boundaryErrors(results.crossRemote);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/A remote never imports another remote, the shell/);
  });

  it('fails a remote importing the shell by its workspace name', () => {
    expect(boundaryErrors(results.remoteToShell).map((e) => e.ruleId)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("fails the shell importing a remote's source", () => {
    expect(boundaryErrors(results.shellToRemote)[0]?.message).toMatch(
      /The shell never imports a remote's source/,
    );
  });

  it('fails a package importing an app', () => {
    expect(boundaryErrors(results.packageToApp)[0]?.message).toMatch(
      /Packages never import an app/,
    );
  });

  it('fails the API importing browser code', () => {
    const errors = boundaryErrors(results.apiToBrowser);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.every((e) => /The API never imports browser code/.test(e.message))).toBe(true);
  });

  it("fails the API importing the repository's scripts, and lets it import the site registry", () => {
    expect(boundaryErrors(results.apiToScripts)[0]?.message).toMatch(
      /installed without the repository's tooling/,
    );
    expect(results.apiToRegistry).toBeDefined();
    expect(boundaryErrors(results.apiToRegistry)).toEqual([]);
  });

  it("fails the shell's run-time code importing the tooling or the browser tests", () => {
    expect(boundaryErrors(results.shellServerToScripts)[0]?.message).toMatch(
      /The shell never imports the repository's tooling/,
    );
    expect(boundaryErrors(results.shellBenchToE2e)[0]?.message).toMatch(
      /The shell never imports the browser tests/,
    );
  });

  it("lets the shell's server import the build's rules from their package, and its tests the tooling", () => {
    expect(results.shellServerToBuildOutput).toBeDefined();
    expect(boundaryErrors(results.shellServerToBuildOutput)).toEqual([]);
    expect(results.shellTestToScripts).toBeDefined();
    expect(boundaryErrors(results.shellTestToScripts)).toEqual([]);
  });

  it('lets apps import packages, and packages their own files', () => {
    expect(results.remoteToPackages).toBeDefined();
    expect(boundaryErrors(results.remoteToPackages)).toEqual([]);
    expect(results.packageToItself).toBeDefined();
    expect(boundaryErrors(results.packageToItself)).toEqual([]);
  });

  it('fails a feature importing another feature, a page, and shared code importing a feature', () => {
    expect(boundaryErrors(results.crossFeature)[0]?.message).toMatch(
      /A feature never imports another feature/,
    );
    expect(boundaryErrors(results.featureToPage)[0]?.message).toMatch(
      /A feature never imports a page/,
    );
    expect(boundaryErrors(results.sharedToFeature)[0]?.message).toMatch(
      /Shared code .* never imports a feature/,
    );
  });

  it('keeps every feature of every remote, as found in its folder, from importing another', () => {
    const names = Object.keys(featureFixtures);
    // Blog, admin and marketing have several features each.
    expect(names.filter((name) => name.startsWith('mfe-admin:')).length).toBeGreaterThan(1);
    expect(names.filter((name) => name.startsWith('mfe-marketing:')).length).toBeGreaterThan(1);
    const uncaught = names.filter(
      (name) =>
        !boundaryErrors(results[name]!).some((e) =>
          /A feature never imports another feature/.test(e.message),
        ),
    );
    expect(uncaught).toEqual([]);
  });

  it('lets a feature import its own files, shared code and packages, and a page compose features', () => {
    expect(results.featureToShared).toBeDefined();
    expect(boundaryErrors(results.featureToShared)).toEqual([]);
    expect(results.pageToFeatures).toBeDefined();
    expect(boundaryErrors(results.pageToFeatures)).toEqual([]);
  });
});

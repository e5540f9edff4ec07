// The lint rule that keeps the architecture's import boundaries, run through ESLint's Node API on
// files that exist only in memory (virtual paths inside the real folders), so the normal lint run
// never sees a deliberate violation.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

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
} satisfies Record<string, [filePath: string, code: string]>;

type Results = Record<keyof typeof fixtures, Finding[]>;

/**
 * Lints every fixture in one child process: ESLint loads the repository's ES module config with
 * import(), which jest's module sandbox does not allow. Type-aware rules are off there, since the
 * files are not on disk for TypeScript to find.
 */
function lintFixtures(): Results {
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
    Object.entries(fixtures).map(([name, [file, code]]) => [name, [path.join(root, file), code]]),
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
    results = lintFixtures();
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
});

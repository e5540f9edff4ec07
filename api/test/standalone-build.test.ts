// The built API must run from its own package: everything it loads at run time is its own dist/,
// an installed dependency, or a workspace package it declares in api/package.json. Nothing under
// scripts/ or elsewhere in the repository, and the embedded database (a dev dependency) only
// through its lazy loader. Checked on the real build, as a production install would run it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const apiRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(apiRoot, '..');
const dist = path.join(apiRoot, 'dist');
const manifest = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const EMBEDDED = '@brightwave/embedded-mongo';
const EMBEDDED_LOADER = path.join(dist, 'database/embedded-store.js');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildApi } = require('../../scripts/build.js') as { buildApi(): unknown };

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** "@scope/name/sub" → "@scope/name"; "name/sub" → "name". */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

beforeAll(() => {
  // tsc -b: a no-op when dist is current (e2e's global setup builds it too).
  buildApi();
}, 180_000);

describe('the built API', () => {
  it('requires only its own files, node built-ins and the dependencies it declares', () => {
    const problems: string[] = [];
    for (const file of jsFiles(dist)) {
      const code = readFileSync(file, 'utf8');
      const where = path.relative(apiRoot, file);
      // A computed path (the old require(path.join(REPO_ROOT, 'scripts/apps.js'))) cannot be
      // checked, so there is none.
      for (const match of code.matchAll(/\b(require|import)\(\s*(?![\s"'`)])/g)) {
        problems.push(`${where}: ${match[1]}() of a computed path`);
      }
      for (const [, kind, specifier = ''] of code.matchAll(
        /\b(require|import)\(\s*["'`]([^"'`]+)["'`]\s*\)/g,
      )) {
        if (specifier.startsWith('.')) {
          const target = path.resolve(path.dirname(file), specifier);
          if (!target.startsWith(dist + path.sep))
            problems.push(`${where}: leaves dist/ (${specifier})`);
        } else if (packageName(specifier) === EMBEDDED) {
          if (file !== EMBEDDED_LOADER || kind !== 'import') {
            problems.push(`${where}: loads ${EMBEDDED} outside its lazy loader`);
          }
        } else if (!isBuiltin(specifier) && !manifest.dependencies[packageName(specifier)]) {
          problems.push(`${where}: ${specifier} is not a dependency in api/package.json`);
        }
      }
      if (/\bscripts\/[\w-]+\.m?js\b/.test(code))
        problems.push(`${where}: names a file in scripts/`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps the embedded database a dev dependency, loaded lazily', () => {
    expect(manifest.dependencies[EMBEDDED]).toBeUndefined();
    expect(manifest.devDependencies[EMBEDDED]).toBeDefined();
    expect(readFileSync(EMBEDDED_LOADER, 'utf8')).toContain(`import('${EMBEDDED}')`);
  });

  it('loads nothing from the repository outside api/ but declared workspace packages', () => {
    // The whole module graph and the configuration, in a fresh Node outside the repository.
    const script = `
      const path = require('node:path');
      const fs = require('node:fs');
      require(path.join(${JSON.stringify(dist)}, 'app.factory.js'));
      const { loadConfig } = require(path.join(${JSON.stringify(dist)}, 'config/configuration.js'));
      loadConfig({ MONGODB_URI: 'mongodb://db:27017/site', JWT_SECRET: 'x'.repeat(40) });
      process.stdout.write(JSON.stringify(Object.keys(require.cache).map((f) => fs.realpathSync(f))));
    `;
    const loaded = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { cwd: tmpdir(), encoding: 'utf8' }),
    ) as string[];
    expect(loaded.length).toBeGreaterThan(100);

    const workspacePackages = new Map<string, string>();
    const problems = new Set<string>();
    for (const file of loaded) {
      const relative = path.relative(realpathSync(repoRoot), file);
      const [top, dir] = relative.split(path.sep);
      if (relative.startsWith('..') || top === 'node_modules' || top === 'api') continue;
      if (top === 'packages' && dir) {
        const name = (
          JSON.parse(
            readFileSync(path.join(repoRoot, 'packages', dir, 'package.json'), 'utf8'),
          ) as {
            name: string;
          }
        ).name;
        workspacePackages.set(name, dir);
        if (!manifest.dependencies[name]) problems.add(`${name} (packages/${dir}) is not declared`);
        continue;
      }
      problems.add(relative);
    }
    expect([...problems]).toEqual([]);
    expect([...workspacePackages.keys()].sort()).toEqual([
      '@brightwave/contracts',
      '@brightwave/http-security',
      '@brightwave/site-content',
      '@brightwave/site-registry',
    ]);
  });
});

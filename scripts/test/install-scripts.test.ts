// Install scripts are reviewed: each project's lock against its allowScripts policy, which npm
// enforces (strict-allow-scripts) so an unreviewed script fails the install instead of running.
import path from 'node:path';

type Module = {
  installScripts(lock: Lock): Package[];
  policyName(key: string): string;
  readProject(dir: string): { allowScripts: Policy; lock: Lock; npmrc: string };
  unreviewed(lock: Lock, allowScripts: Policy): Package[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const policy = require('../install-scripts.js') as Module;
const { installScripts, policyName, readProject, unreviewed } = policy;

interface Package {
  name: string;
  version: string;
}
type Policy = Record<string, boolean>;
interface Lock {
  packages: Record<string, { name?: string; version?: string; hasInstallScript?: boolean }>;
}

const root = path.resolve(__dirname, '../..');
/** The project's install and the Lighthouse benchmark's own (installed by `npm run bench`). */
const PROJECTS = ['.', 'e2e/bench'];

describe.each(PROJECTS)('the install of %s', (dir) => {
  const { allowScripts, lock, npmrc } = readProject(path.join(root, dir));

  it('runs no install script the allowScripts policy does not decide', () => {
    expect(unreviewed(lock, allowScripts)).toEqual([]);
  });

  it('has npm refuse an unreviewed install script (strict-allow-scripts)', () => {
    expect(npmrc).toMatch(/^strict-allow-scripts\s*=\s*true$/m);
  });

  it('lists no package in its policy that no longer runs an install script', () => {
    const scripted = new Set(installScripts(lock).map(({ name }) => name));
    expect(
      Object.keys(allowScripts)
        .map(policyName)
        .filter((name) => !scripted.has(name)),
    ).toEqual([]);
  });
});

it('denies the install-time telemetry (@scarf/scarf) and approves only the Node binary', () => {
  const { allowScripts } = readProject(root);
  expect(allowScripts['@scarf/scarf']).toBe(false);
  expect(Object.keys(allowScripts).filter((key) => allowScripts[key])).toEqual(['node']);
});

it('finds a locked install script the policy does not name, scoped or not, under any path', () => {
  const lock: Lock = {
    packages: {
      '': { name: 'site' },
      'node_modules/@scarf/scarf': { version: '1.4.0', hasInstallScript: true },
      'node_modules/a/node_modules/esbuild': { version: '0.25.0', hasInstallScript: true },
      'node_modules/plain': { version: '1.0.0' },
    },
  };
  expect(unreviewed(lock, { '@scarf/scarf@1.4.0': false })).toEqual([
    { name: 'esbuild', version: '0.25.0' },
  ]);
  expect(unreviewed(lock, { esbuild: true })).toEqual([{ name: '@scarf/scarf', version: '1.4.0' }]);
});

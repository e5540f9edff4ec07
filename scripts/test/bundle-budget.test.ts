// The bundle budget (scripts/bundle-budget.js) run as CI runs it, on fixture builds: a shell and
// the remote that owns "/", with bundle-stats.json, routes.json and files of known weight.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../bundle-budget.js');

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Fixture builds whose shell startup file weighs about `shellKb` after brotli (random bytes). */
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function fixture(shellKb: number): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
  roots.push(root);
  write(
    path.join(root, 'shell/dist/bundle-stats.json'),
    JSON.stringify({ app: 'shell', startup: ['main.js'] }),
  );
  write(path.join(root, 'shell/dist/main.js'), randomBytes(shellKb * 1024));
  const remote = path.join(root, 'mfe-marketing/dist');
  write(
    path.join(remote, 'routes.json'),
    JSON.stringify({ remote: 'marketing', routes: [{ path: '/' }, { path: '/about' }] }),
  );
  write(
    path.join(remote, 'bundle-stats.json'),
    JSON.stringify({
      app: 'marketing',
      entry: ['remoteEntry.js'],
      routes: ['routes.js'],
      pages: { '/': ['home.js', 'routes.js'], '/about': ['about.js'] },
    }),
  );
  write(path.join(remote, 'remoteEntry.js'), 'console.log("entry");'.repeat(100));
  write(path.join(remote, 'routes.js'), 'export const routes = [];');
  write(path.join(remote, 'home.js'), 'export default function Home() {}');
  write(path.join(remote, 'about.js'), randomBytes(200 * 1024));
  return root;
}

function budget(root: string, ...args: string[]) {
  return spawnSync(process.execPath, [script, '--root', root, ...args], { encoding: 'utf8' });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BUDGET_KB } = require(script) as { BUDGET_KB: number };

describe('bundle budget', () => {
  it('fails above the budget and names the heaviest file', () => {
    const run = budget(fixture(140), '--budget', '130');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Over budget: 14\d\.\d KB > 130 KB/);
    expect(run.stdout).toMatch(/shell: 14\d\.\d KB\n\s+14\d\.\d KB {2}main\.js/);
  });

  it('fails above the default budget (CI runs it without options)', () => {
    expect(budget(fixture(BUDGET_KB + 10)).status).toBe(1);
  });

  it('passes under the budget, counting only what "/" loads (each file once)', () => {
    const run = budget(fixture(100), '--budget', '130');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /JavaScript for \/ \(brotli 11\): 10\d\.\d KB of 130 KB budget, 4 files/,
    );
    expect(run.stdout).toContain('remoteEntry.js');
    expect(run.stdout).not.toContain('about.js');
  });
});

describe('bundle stats', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { jsFiles } = require('../webpack/bundle-stats-plugin.js') as {
    jsFiles: (chunks: { id: number; ids: number[]; files: Set<string> }[]) => string[];
  };

  it('counts two files that register the same chunks once, as the browser loads one of them', () => {
    const chunks = [
      { id: 325, ids: [325, 706], files: new Set(['325.a.js', '325.a.js.map']) },
      { id: 706, ids: [706, 325], files: new Set(['706.b.js']) },
      { id: 7, ids: [7], files: new Set(['7.c.js', '7.c.css']) },
    ];
    expect(jsFiles(chunks)).toEqual(['325.a.js', '7.c.js']);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/site';

// `npm run check` runs `node scripts/routes.js check`: no path may be claimed by two remotes.
const fixture = (name: string) =>
  path.join(__dirname, '../fixtures/route-clash', `${name}.routes.ts`);

function check(...remotes: string[]) {
  return spawnSync(process.execPath, ['scripts/routes.js', 'check', ...remotes], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
}

it('fails on paths claimed by two remotes, however they are spelled, naming both', () => {
  const result = check(`first=${fixture('first')}`, `second=${fixture('second')}`);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Route clash: /pricing is claimed by first and second.');
  expect(result.stderr).toContain('Route clash: /offers/:id is claimed by first and second.');
  expect(result.stderr).not.toContain('/careers');
});

it('passes when every path has one owner', () => {
  const result = check(`first=${fixture('first')}`, `third=${fixture('third')}`);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

it("passes for the site's own remotes, and their builds publish the same lists", () => {
  const result = check();
  expect(result.stdout).toContain('no path claimed twice among marketing, blog, admin, chat');
  expect(result.status).toBe(0);
  const built = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'mfe-blog/dist/routes.json'), 'utf8'),
  ) as { remote: string; routes: { path: string }[] };
  expect(built.remote).toBe('blog');
  expect(built.routes.map((route) => route.path)).toContain('/blog');
});

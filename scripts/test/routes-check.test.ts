// `npm run check:routes` (scripts/routes.js check) against routes files and page paths written
// for the test: it passes when every page path leads to a route and fails, naming the constant,
// when one leads nowhere (a renamed page, a typo in a link).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../routes.js');
let dir: string;

/** A routes file serving these paths, as a remote's routes.ts would declare them. */
function routesFile(name: string, paths: string[]): string {
  const file = path.join(dir, `${name}-routes.ts`);
  const routes = paths.map((p) => ({ path: p, title: p, description: p }));
  fs.writeFileSync(
    file,
    `const page = () => Promise.resolve({ default: () => null });\n` +
      `export default ${JSON.stringify(routes)}.map((route) => ({ ...route, page }));\n`,
  );
  return file;
}

function pagePathsFile(paths: Record<string, string>): string {
  const file = path.join(dir, 'page-paths.ts');
  fs.writeFileSync(file, `export const PAGE_PATHS = ${JSON.stringify(paths)} as const;\n`);
  return file;
}

function check(pagePaths: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [
      script,
      'check',
      `--page-paths=${pagePathsFile(pagePaths)}`,
      `marketing=${routesFile('marketing', ['/', '/about', '/appproduct/:id'])}`,
      `blog=${routesFile('blog', ['/blog', '/blogDetails/:id'])}`,
    ],
    { encoding: 'utf8' },
  );
  return { status: result.status, out: result.stdout, err: result.stderr };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-check-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('passes when every page path leads to a route of some remote', () => {
  const result = check({
    home: '/',
    about: '/About',
    post: '/blogDetails/:id',
    product: '/appproduct/:id',
  });
  expect(result.err).toBe('');
  expect(result.out).toContain('every page path leads to a route');
  expect(result.status).toBe(0);
});

test('fails on a page path no route serves, naming the constant, its path and where to fix it', () => {
  const result = check({ home: '/', post: '/blogdetail/:id', blog: '/blog' });
  expect(result.status).toBe(1);
  expect(result.err).toContain(
    'Dead page path: PAGE_PATHS.post (/blogdetail/:id) matches no route of marketing, blog.',
  );
  expect(result.err).toContain("add the page to a remote's routes.ts");
  expect(result.err).not.toContain('PAGE_PATHS.home');
  expect(result.err).not.toContain('PAGE_PATHS.blog ');
});

test("the repository's own page paths all lead to a route", () => {
  const result = spawnSync(process.execPath, [script, 'check'], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

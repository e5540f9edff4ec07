// What the production builds must not carry: development-only code such as React Fast Refresh,
// which `npm run dev` adds to every app. The global setup has built every app for production.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, repoRoot } from '../support/site';

const APPS = ['shell', ...Object.values(REMOTES)];

function javascriptFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

describe('production builds', () => {
  it.each(APPS)('%s contains no React Fast Refresh code', (app) => {
    const files = javascriptFiles(path.join(repoRoot, app, 'dist'));
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.filter((file) =>
      /\$RefreshReg\$|\$RefreshSig\$|react-refresh|__react_refresh/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

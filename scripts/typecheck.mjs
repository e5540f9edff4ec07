// Type-checks every workspace against its own tsconfig.json (the gate's first step).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
let failed = 0;
// scripts/ is no workspace but holds the tooling's tests, type-checked like the rest.
for (const workspace of [...pkg.workspaces, 'scripts']) {
  if (!fs.existsSync(path.join(root, workspace, 'tsconfig.json'))) continue;
  const result = spawnSync(process.execPath, [tsc, '-p', workspace, '--noEmit'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck failed: ${workspace}`);
  }
}
process.exit(failed ? 1 : 0);

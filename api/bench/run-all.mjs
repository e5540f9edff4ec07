// Runs every API benchmark in turn (each in its own process), whatever the one before reported,
// then exits non-zero when any of them missed a target or failed.
// Usage: npm run bench -w api   (builds first)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = ['chat.mjs', 'getblogs.mjs'];

const missed = BENCHES.filter((bench) => {
  const { status } = spawnSync(process.execPath, [fileURLToPath(new URL(bench, import.meta.url))], {
    stdio: 'inherit',
  });
  return status !== 0;
});
console.log(
  missed.length === 0
    ? `All ${BENCHES.length} benchmarks met their targets.`
    : `Targets missed (or the run failed) in: ${missed.join(', ')}`,
);
process.exitCode = missed.length === 0 ? 0 : 1;

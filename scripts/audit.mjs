// `npm run audit`: the production dependencies' known vulnerabilities, from the registry's audit
// service. High and critical findings fail (exit 1). A registry that does not answer audit requests
// (a mirror or proxy that serves packages only: the one this project's CI reaches answers
// 405 Method Not Allowed) cannot say anything, so that is reported and passes (exit 0), rather
// than failing every build for a service that is not there. Anything else unexpected fails.
import { spawnSync } from 'node:child_process';

const FAILING = ['high', 'critical'];

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

if (report.statusCode || report.error) {
  const reason = report.message ?? report.error?.summary ?? JSON.stringify(report.error);
  console.log(`npm audit: the registry does not answer audit requests (${reason}); not checked.`);
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const failing = FAILING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
const summary = Object.entries(counts)
  .filter(([level, n]) => level !== 'total' && n > 0)
  .map(([level, n]) => `${n} ${level}`)
  .join(', ');
console.log(`npm audit (production dependencies): ${summary || 'no known vulnerabilities'}.`);
if (failing > 0) {
  for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
    if (FAILING.includes(finding.severity)) console.log(`  ${finding.severity}: ${name}`);
  }
  console.log('Run `npm audit --omit=dev` for the details and `npm audit fix` where it can.');
  process.exit(1);
}

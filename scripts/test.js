// `npm test`: every project's tests (unit, API e2e and browser) in two jest runs.
// - Two test files at a time: a browser journey or an API test leaves a core mostly idle while it
//   waits on servers, Chromium and the database, so two workers on 2 cores finish in about two
//   thirds of the time one takes.
// - Then, alone, the files that measure how a page paints (layout shift, first paint): a
//   neighbour's load would move their figures, not the page's.
// - Node's module compile cache (NODE_COMPILE_CACHE, node_modules/.cache/node-compile unless set)
//   for jest and every process the tests start (the API, the builds): an API start costs about
//   15% less CPU once its modules' compiled code is cached (Node keys it by version and source).
// Arguments go to jest as given (`npm test -- --ci --json --outputFile=results.json` merges both
// runs' results into the one file). Naming tests (a path, -t, --selectProjects ...) runs one jest
// over just those, two files at a time.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const compileCache =
  process.env.NODE_COMPILE_CACHE || path.join(root, 'node_modules/.cache/node-compile');

/** Test files whose assertions are timings of the page in Chromium: run with nothing beside them. */
const ALONE = ['e2e/tests/first-screen.test.ts', 'e2e/tests/layout.test.ts'];
const WORKERS = '--maxWorkers=2';

/** Options that say how to run and report, not which tests: the split applies with these. */
const REPORTING = /^--(ci|json|silent|verbose|colors|no-colors|outputFile(=.*)?)$/;

/** The args, with `--outputFile F` / `--outputFile=F` taken out. */
function splitOutputFile(args) {
  const rest = [];
  let outputFile;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--outputFile') outputFile = args[++i];
    else if (arg.startsWith('--outputFile=')) outputFile = arg.slice('--outputFile='.length);
    else rest.push(arg);
  }
  return { rest, outputFile };
}

function jest(args) {
  const started = Date.now();
  const { status, signal } = spawnSync(process.execPath, [jestBin, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_COMPILE_CACHE: compileCache },
  });
  return { ok: status === 0 && !signal, minutes: (Date.now() - started) / 60_000 };
}

/** One jest results file from two: counts added, test results in order, success only if both. */
function mergeResults(first, second) {
  const merged = { ...first, testResults: [...first.testResults, ...second.testResults] };
  for (const [key, value] of Object.entries(second)) {
    if (typeof value === 'number' && typeof first[key] === 'number' && key !== 'startTime') {
      merged[key] = first[key] + value;
    }
  }
  merged.success = first.success && second.success;
  return merged;
}

const NO_RESULTS = {
  numPassedTests: 0,
  numFailedTests: 0,
  numRuntimeErrorTestSuites: 1,
  success: false,
  testResults: [],
};

const escape = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function main(args) {
  const { rest, outputFile } = splitOutputFile(args);
  if (!rest.every((arg) => REPORTING.test(arg))) {
    process.exit(jest([WORKERS, ...args]).ok ? 0 : 1);
  }
  const results = outputFile && path.resolve(outputFile);
  const parts = results
    ? [0, 1].map((index) => path.join(os.tmpdir(), `bw-jest-${process.pid}-${index}.json`))
    : [];
  const output = (index) => (results ? ['--json', `--outputFile=${parts[index]}`] : []);

  const together = jest([
    WORKERS,
    '--testPathIgnorePatterns',
    '/node_modules/',
    '/dist/',
    ...ALONE.map(escape),
    ...rest,
    ...output(0),
  ]);
  const alone = jest([
    '--runInBand',
    ...ALONE.map((file) => `${escape(file)}$`),
    ...rest,
    ...output(1),
  ]);

  if (results) {
    // A run that wrote nothing failed before its tests: it counts as one failed suite.
    const [first, second] = parts.map((file) =>
      fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : NO_RESULTS,
    );
    fs.writeFileSync(results, JSON.stringify(mergeResults(first, second)));
    for (const file of parts) fs.rmSync(file, { force: true });
  }
  console.log(
    `npm test: ${together.minutes.toFixed(1)} min two files at a time, ` +
      `${alone.minutes.toFixed(1)} min for the ${ALONE.length} timing files alone.`,
  );
  process.exit(together.ok && alone.ok ? 0 : 1);
}

module.exports = { ALONE, mergeResults };

if (require.main === module) main(process.argv.slice(2));

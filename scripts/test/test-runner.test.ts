// `npm test`'s runner (scripts/test.js): two jest runs whose results CI reads as one.
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ALONE, mergeResults } = require('../test.js') as {
  ALONE: string[];
  mergeResults(first: Results, second: Results): Results;
};

interface Results {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  startTime?: number;
  success: boolean;
  testResults: { name: string }[];
}

const run = (passed: number, failed: number, errors: number, names: string[]): Results => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numRuntimeErrorTestSuites: errors,
  startTime: 1000 + passed,
  success: failed + errors === 0,
  testResults: names.map((name) => ({ name })),
});

it('adds the two runs’ counts and keeps every file’s results, in order', () => {
  const merged = mergeResults(run(100, 0, 0, ['a', 'b']), run(7, 1, 0, ['c']));
  expect(merged).toMatchObject({
    numPassedTests: 107,
    numFailedTests: 1,
    numRuntimeErrorTestSuites: 0,
    startTime: 1100,
    success: false,
  });
  expect(merged.testResults.map((result) => result.name)).toEqual(['a', 'b', 'c']);
});

it('succeeds only when both runs did', () => {
  expect(mergeResults(run(3, 0, 0, []), run(2, 0, 0, [])).success).toBe(true);
  expect(mergeResults(run(3, 0, 1, []), run(2, 0, 0, [])).success).toBe(false);
});

it('runs alone only test files that exist', () => {
  const root = path.resolve(__dirname, '../..');
  for (const file of ALONE) expect(fs.existsSync(path.join(root, file))).toBe(true);
});

// Fits the chat assistant's calibrator (issue 44) on the tune and development parts of the
// evaluation (chat-eval.mjs; never the held-out part): a logistic regression over each answer's
// signals (api/src/chat/calibration.ts) predicting whether it is right, and the lowest threshold at
// which confident wrong answers on those parts stay at or under 1% (each answer's probability from
// a fit on the other folds). Then scores every part in this process (the held-out part is only
// reported).
// Usage (after `npm run build -w api`): node api/bench/chat-calibrate.mjs [--write] [--misses]
//   --write  writes the fitted weights to api/src/chat/calibration-weights.ts (rebuild after)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PARTS, evaluate, judge, questions, report } from './chat-eval.mjs';

const { ChatBot } = await import('../dist/chat/chat-bot.js');
const { features, FEATURES } = await import('../dist/chat/calibration.js');
const { siteContent } = await import('../dist/chat/corpus/index.js');

/** The parts the calibrator learns from: the tune part alone holds too few wrong answers. */
const FITTED_ON = ['tune', 'dev'];
/** Confident wrong answers allowed on those parts. */
const MAX_CONFIDENT_WRONG = 0.01;
const STEPS = Number(process.env.STEPS ?? 4000);
const RATE = 0.5;
/** L2 penalty: some 1,400 answers, so the weights are kept small. */
const L2 = Number(process.env.L2 ?? 0.01);
/** Folds of those parts the threshold is chosen on, and of the development part learned from. */
const FOLDS = Number(process.env.FOLDS ?? 5);

const options = { threshold: 0.5, minCoverage: 0.5, calibrated: true };
const bot = await ChatBot.train(siteContent, options, { visitorQuestions: questions.dev });

/** A question's uncalibrated answer from `model`, its signals and whether it is right. */
async function row(model, item) {
  const context = item.after ? (await model.explain(item.after)).response.context : undefined;
  const { response, signals } = await model.explain(item.question, context);
  return { item, signals, right: judge(item, response) };
}

// The assistant learns from the development part (its visitors' questions), so each of those is
// answered by a model trained without its fold: answers to questions learned from are surer and
// righter than answers to new ones, and a calibrator fitted on them would trust too much.
const asked = FITTED_ON.flatMap((part) => questions[part]);
const rows = [];
for (const item of questions.tune) rows.push(await row(bot, item));
for (let fold = 0; fold < FOLDS; fold++) {
  const inFold = (_, n) => n % FOLDS === fold;
  const model = await ChatBot.train(siteContent, options, {
    visitorQuestions: questions.dev.filter((item, n) => !inFold(item, n)),
  });
  for (const item of questions.dev.filter(inFold)) rows.push(await row(model, item));
}
const examples = rows.filter((row) => row.signals);

const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const dimensions = FEATURES.length;
const xs = examples.map((row) => features(row.signals));
const ys = examples.map((row) => (row.right ? 1 : 0));

/** A logistic regression fitted by gradient descent on the examples numbered `members`. */
function fit(members) {
  let weights = new Array(dimensions).fill(0);
  let bias = 0;
  for (let step = 0; step < STEPS; step++) {
    const gradient = new Array(dimensions).fill(0);
    let gradientBias = 0;
    for (const n of members) {
      const error = sigmoid(xs[n].reduce((sum, v, i) => sum + v * weights[i], bias)) - ys[n];
      xs[n].forEach((v, i) => (gradient[i] += error * v));
      gradientBias += error;
    }
    weights = weights.map((w, i) => w - RATE * (gradient[i] / members.length + L2 * w));
    bias -= RATE * (gradientBias / members.length);
  }
  return { weights, bias };
}
const probability = ({ weights, bias }, x) =>
  sigmoid(x.reduce((sum, v, i) => sum + v * weights[i], bias));

const everyone = xs.map((_, n) => n);
const { weights, bias } = fit(everyone);
// The threshold is chosen on probabilities each answer got from a fit that did not see it (k-fold
// on the fitted parts): the fit's own answers look surer than new ones, so a threshold chosen on
// them lets more wrong answers through on questions it has not seen.
const scored = new Array(xs.length);
for (let fold = 0; fold < FOLDS; fold++) {
  const model = FOLDS === 1 ? { weights, bias } : fit(everyone.filter((n) => n % FOLDS !== fold));
  for (const n of everyone.filter((m) => m % FOLDS === fold)) {
    scored[n] = { p: probability(model, xs[n]), right: examples[n].right };
  }
}
const allowed = Math.floor(MAX_CONFIDENT_WRONG * asked.length);
const candidates = [...new Set(scored.map((s) => s.p))].sort((a, b) => a - b);
let threshold = 1;
for (const t of candidates) {
  if (scored.filter((s) => s.p >= t && !s.right).length <= allowed) {
    threshold = t;
    break;
  }
}
const round = (v) => Math.round(v * 10000) / 10000;
const calibration = { weights: weights.map(round), bias: round(bias), threshold: round(threshold) };
console.log(
  `Fitted on ${examples.length} answers of the ${FITTED_ON.join(' and ')} parts (${ys.filter(Boolean).length} right):`,
);
FEATURES.forEach((name, i) => console.log(`  ${name.padEnd(22)} ${calibration.weights[i]}`));
console.log(`  bias ${calibration.bias}, threshold ${calibration.threshold}`);

if (process.argv.includes('--write')) {
  const file = fileURLToPath(new URL('../src/chat/calibration-weights.ts', import.meta.url));
  writeFileSync(
    file,
    `// Fitted by api/bench/chat-calibrate.mjs on the tune part of api/bench/chat-eval and, each answered
// by a model that did not learn from it, the development part (corpus/visitor-questions.json); never
// the held-out part.
// Regenerate with \`node api/bench/chat-calibrate.mjs --write\` after a build.
// Plain data: calibration.ts types it where it is used.

export const CALIBRATION = ${JSON.stringify(calibration)};
`,
  );
  execFileSync('npx', ['prettier', '--write', file], { stdio: 'ignore' });
  console.log(`Written to ${file}`);
}

options.calibration = calibration;
for (const [part, name] of Object.entries(PARTS)) {
  const result = await evaluate(questions[part], (message, context) =>
    bot.respond(message, context),
  );
  console.log(report(name, result).lines.join('\n'));
  if (process.argv.includes('--misses')) {
    for (const miss of [...result.misses].sort()) console.log(`    ${miss}`);
  }
}

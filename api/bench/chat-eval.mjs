// The chat evaluation (issue 44): asks every question of chat-eval/questions.json, and those the
// assistant learns from, through `ask` (the API over HTTP in the bench, the model in a process when
// tuning) and scores the answers.
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

/**
 * The parts by name: `tune` and `heldOut` from chat-eval/questions.json, and `dev`, the questions
 * the assistant learns from (api/src/chat/corpus/visitor-questions.json).
 */
export const questions = {
  ...read('./chat-eval/questions.json'),
  dev: read('../src/chat/corpus/visitor-questions.json').questions,
};

const FALLBACK = 'fallback';

/**
 * The parts reported, and their names in reports: `tune` (thresholds and calibrator chosen on it),
 * `dev` (learned from: its score is what was learned) and `heldOut` (only its totals read).
 */
export const PARTS = {
  tune: 'Tune part',
  dev: 'Development part (learned from)',
  heldOut: 'Held-out part',
};

/** Whether an answer is what the question expects. */
export function judge(item, answer) {
  const reply = answer.reply.toLowerCase();
  const intentRight = item.expect.includes('*')
    ? answer.intent !== FALLBACK
    : item.expect.includes(answer.intent);
  const says = !item.says || reply.includes(item.says.toLowerCase());
  const not = !item.not || !reply.includes(item.not.toLowerCase());
  return intentRight && says && not;
}

/**
 * Scores one part: accuracy, confident wrong answers (an answer that is not the fallback and is
 * wrong), the fallback rate on off-topic questions, and how accuracy follows the confidence.
 */
export async function evaluate(items, ask) {
  const rows = [];
  for (const item of items) {
    const context = item.after ? (await ask(item.after)).context : undefined;
    const answer = await ask(item.question, context);
    rows.push({ item, answer, right: judge(item, answer) });
  }
  const offTopic = rows.filter((r) => r.item.expect.includes(FALLBACK));
  const wrongAnswers = rows.filter((r) => !r.right && r.answer.intent !== FALLBACK);
  const bands = [0, 0.6, 0.8, 0.9, 1.01];
  const calibration = bands.slice(0, -1).map((low, i) => {
    const inBand = rows.filter(
      (r) =>
        r.answer.intent !== FALLBACK &&
        r.answer.confidence >= low &&
        r.answer.confidence < bands[i + 1],
    );
    return {
      low,
      high: Math.min(1, bands[i + 1]),
      answered: inBand.length,
      right: inBand.filter((r) => r.right).length,
    };
  });
  return {
    count: rows.length,
    accuracy: rows.filter((r) => r.right).length / rows.length,
    confidentWrong: wrongAnswers.length / rows.length,
    offTopicFallback: offTopic.filter((r) => r.answer.intent === FALLBACK).length / offTopic.length,
    calibration,
    misses: rows
      .filter((r) => !r.right)
      .map(
        (r) =>
          `${r.answer.intent === FALLBACK ? 'fallback' : 'WRONG   '} ${r.item.question} -> ${r.answer.intent} ${r.answer.confidence} (want ${r.item.expect.join('/')}${r.item.says ? `, says ${r.item.says}` : ''})`,
      ),
  };
}

const percent = (share) => `${(share * 100).toFixed(1)}%`;

/** The report's lines for one part, and whether it meets the issue's targets. */
export function report(name, result) {
  const ok =
    result.accuracy >= 0.95 && result.confidentWrong <= 0.01 && result.offTopicFallback >= 0.95;
  return {
    ok,
    lines: [
      `${name} (${result.count} questions): accuracy ${percent(result.accuracy)} (target >= 95%), confident wrong ${percent(result.confidentWrong)} (target <= 1%), fallback on off-topic ${percent(result.offTopicFallback)} (target >= 95%)  ${ok ? 'ok' : 'MISSED'}`,
      `  answers by confidence: ${result.calibration.map((b) => `${b.low.toFixed(1)}-${b.high.toFixed(1)}: ${b.right}/${b.answered} right`).join(', ')}`,
    ],
  };
}

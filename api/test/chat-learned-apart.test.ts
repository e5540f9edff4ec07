import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { visitorQuestions as learnedFrom } from '../src/chat/corpus/visitor-questions';
import { prepareMessage } from '../src/chat/normalize';
import { evaluationTable, offTopicQuestions as olderOffTopic } from './chat-evaluation';
import { followUps, offTopicQuestions, visitorQuestions } from './chat-visitor-questions';

// The assistant learns from visitors' questions (api/src/chat/corpus/visitor-questions.json); the
// questions that measure it must stay apart, or they measure what was learned.
const evaluation = JSON.parse(
  readFileSync(path.join(__dirname, '../bench/chat-eval/questions.json'), 'utf8'),
) as Record<'tune' | 'heldOut', { question: string }[]>;

const measuring: [set: string, questions: string[]][] = [
  ['the held-out part', evaluation.heldOut.map((item) => item.question)],
  ['the tune part', evaluation.tune.map((item) => item.question)],
  ['chat-evaluation.ts', [...evaluationTable.map(([question]) => question), ...olderOffTopic]],
  [
    'chat-visitor-questions.ts',
    [
      ...visitorQuestions.map((item) => item.question),
      ...offTopicQuestions,
      ...followUps.flatMap((item) => [item.first, item.followUp]),
    ],
  ],
];

describe("the visitors' questions the assistant learns from", () => {
  const learned = new Set(learnedFrom.map((item) => prepareMessage(item.question)));

  it('are many', () => {
    expect(learned.size).toBeGreaterThan(2000);
  });

  it.each(measuring)(
    'hold none of %s, once read as the assistant reads a message',
    (_, questions) => {
      // Case, punctuation and synonyms aside: "What is the capital of Australia?" is "whats the
      // capital of australia".
      expect(questions.filter((question) => learned.has(prepareMessage(question)))).toEqual([]);
    },
  );
});

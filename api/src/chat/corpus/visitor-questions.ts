// Questions visitors ask, each with the answers that count as right (visitor-questions.json, the
// evaluation's development part): the model learns from them as from the phrases admins teach in
// the console, and reads their off-topic ones as questions that are not ours.
import asked from './visitor-questions.json';
import { FALLBACK_INTENT } from './types';

/** A visitor's question and the answers that count as right, as the evaluation writes them. */
export interface VisitorQuestion {
  question: string;
  /** Intents that count as right: "*" any answer holding `says`, "fallback" none of ours. */
  expect: string[];
  says?: string;
  not?: string;
  /** The message asked just before: the question is a follow-up. */
  after?: string;
}

/** What the model learns from visitors' questions. */
export interface VisitorLessons {
  /** Questions taught to the answer that counts as right (the first, where several do). */
  phrases: { intent: string; text: string }[];
  /** Questions that are not ours: more examples of the fallback. */
  notOurs: string[];
}

/** Any answer that holds a fact counts: no one answer to teach. */
const ANY_ANSWER = '*';

export const visitorQuestions: readonly VisitorQuestion[] = asked.questions;

/**
 * The lessons in visitors' questions. A follow-up means nothing without the message before it
 * ("and in London?"), and a question any answer holding a fact satisfies names no one answer, so
 * neither teaches anything.
 */
export function visitorLessons(questions: readonly VisitorQuestion[]): VisitorLessons {
  const lessons: VisitorLessons = { phrases: [], notOurs: [] };
  for (const { question, expect, after } of questions) {
    const [intent] = expect;
    if (after !== undefined || intent === undefined || expect.includes(ANY_ANSWER)) continue;
    if (intent === FALLBACK_INTENT) lessons.notOurs.push(question);
    else lessons.phrases.push({ intent, text: question });
  }
  return lessons;
}

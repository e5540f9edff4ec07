import { CALIBRATION } from './calibration-weights';

/** How an answer was reached. */
export type Route = 'model' | 'passage' | 'keyword' | 'taught';

/**
 * What the assistant knew when it chose an answer: the intent model's score, keyword retrieval's
 * (BM25) score and margin, word-vector and whole-sentence similarity and margin, and whether they
 * agree.
 */
export interface AnswerSignals {
  route: Route;
  /** The intent model's score for its best real intent (0..1). */
  modelScore: number;
  /** The intent model named the answered intent (sure or unsure). */
  modelAgrees: boolean;
  /** Share of the message's content words the training phrases know (0..1). */
  vocabularyCoverage: number;
  /** Share of the message's content words the answered intent's phrases and passages hold. */
  answerCoverage: number;
  /** Share of the message's content words the site uses (its phrases and passages). */
  contentCoverage: number;
  /** Content words in the message. */
  contentWords: number;
  /** BM25 score of the best passage, and its lead over the best passage of another intent. */
  keywordScore: number;
  keywordMargin: number;
  /** Share of the message's content words the best passage holds (0..1). */
  keywordCoverage: number;
  /** The best passage belongs to the answered intent. */
  keywordAgrees: boolean;
  /** Word-vector similarity of the nearest text overall, and its lead over another intent's. */
  semanticTop: number;
  semanticMargin: number;
  /** Word-vector similarity of the nearest text of the answered intent (0 when none). */
  semanticAnswer: number;
  /** None of the message's words has a word vector (a product's name): no semantic signal. */
  noVectors: boolean;
  /** The nearest text overall is an off-topic example. */
  semanticOffTopic: boolean;
  /** Whole-sentence similarity of the nearest text overall, and its lead over another intent's. */
  sentenceTop: number;
  sentenceMargin: number;
  /** Whole-sentence similarity of the nearest text of the answered intent (0 when none). */
  sentenceAnswer: number;
  /** The nearest text overall by whole sentence is the answered intent's / an off-topic example. */
  sentenceAgrees: boolean;
  sentenceOffTopic: boolean;
  /** The answer follows from the conversation's context (a follow-up). */
  followUp: boolean;
  /** The intent model passed its own threshold (it was sure of some intent). */
  modelSure: boolean;
  /** The answered intent: small talk, a service, a project, or anything else the site states. */
  kind: 'small-talk' | 'service' | 'project' | 'other';
}

const SMALL_TALK = new Set(['greeting', 'thanks', 'goodbye']);

/** The kind of an intent, as the signals report it. */
export function intentKind(intent: string): AnswerSignals['kind'] {
  if (SMALL_TALK.has(intent)) return 'small-talk';
  if (intent.startsWith('service.')) return 'service';
  if (intent.startsWith('project.')) return 'project';
  return 'other';
}

/** The signals as the numbers the calibrator weighs, in a fixed order (FEATURES). */
export function features(signals: AnswerSignals): number[] {
  const flag = (value: boolean) => (value ? 1 : 0);
  return [
    flag(signals.route === 'passage'),
    flag(signals.route === 'keyword'),
    signals.modelScore,
    flag(signals.modelAgrees),
    signals.vocabularyCoverage,
    signals.answerCoverage,
    signals.contentCoverage,
    Math.min(signals.contentWords, 10) / 10,
    Math.min(signals.keywordScore, 20) / 10,
    Math.min(signals.keywordMargin, 20) / 10,
    signals.keywordCoverage,
    flag(signals.keywordAgrees),
    signals.semanticTop,
    signals.semanticMargin * 10,
    signals.semanticAnswer,
    flag(signals.semanticOffTopic),
    flag(signals.noVectors),
    signals.sentenceTop,
    signals.sentenceMargin * 10,
    signals.sentenceAnswer,
    flag(signals.sentenceAgrees),
    flag(signals.sentenceOffTopic),
    flag(signals.followUp),
    flag(signals.modelSure),
    flag(signals.kind === 'small-talk'),
    flag(signals.kind === 'service'),
    flag(signals.kind === 'project'),
  ];
}

/** The features' names, in the order `features` gives them (for the fitted weights' file). */
export const FEATURES = [
  'route passage',
  'route keyword',
  'model score',
  'model agrees',
  'vocabulary coverage',
  'answer coverage',
  'content coverage',
  'content words / 10',
  'keyword score / 10',
  'keyword margin / 10',
  'keyword coverage',
  'keyword agrees',
  'semantic top',
  'semantic margin x 10',
  'semantic answer',
  'semantic off-topic',
  'no word vectors',
  'sentence top',
  'sentence margin x 10',
  'sentence answer',
  'sentence agrees',
  'sentence off-topic',
  'follow-up',
  'model sure',
  'small talk',
  'a service',
  'a project',
];

/** A logistic regression over the features, and the probability an answer needs to be given. */
export interface Calibration {
  weights: number[];
  bias: number;
  threshold: number;
}

/** The probability (0..1) that an answer reached with these signals is right. */
export function probabilityRight(
  signals: AnswerSignals,
  calibration: Calibration = CALIBRATION,
): number {
  const x = features(signals);
  const z = x.reduce((sum, value, i) => sum + value * (calibration.weights[i] ?? 0), 0);
  return 1 / (1 + Math.exp(-(z + calibration.bias)));
}

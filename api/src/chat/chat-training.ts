import { createRequire } from 'node:module';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import type { ChatLink } from '@brightwave/contracts';
import { buildCorpus, type Intent, type SiteContent } from './corpus';
import { entityDefinitions } from './corpus/entities';
import { offTopicQuestions, offTopicUtterances } from './corpus/off-topic';
import { contentPassages, postPassages, type Passage, type PostSummary } from './corpus/passages';
import { serviceNeeds } from './corpus/services';
import { lookAlikeSituations, serviceSituations } from './corpus/situations';
import {
  visitorLessons,
  visitorQuestions,
  type VisitorLessons,
  type VisitorQuestion,
} from './corpus/visitor-questions';
import { prepareMessage } from './normalize';
import { PassageIndex } from './retrieval';
import { SemanticIndex, SentenceIndex, type IndexedText } from './semantic';
import { SentenceEncoder } from './sentence-encoder';
import { trainingDigest, type TrainedModels } from './trained-models';
import { Typos, Vocabulary } from './vocabulary';
import { cosine, DEFAULT_CACHE_DIR, WordVectors } from './word-vectors';

export const LOCALE = 'en';

/** The NLP.js settings the model is trained with. */
const NLP_SETTINGS = {
  languages: [LOCALE],
  autoLoad: false,
  autoSave: false,
  calculateSentiment: false,
  // The bot applies its own threshold; the library's would hide the scores.
  threshold: 0,
  nlu: { log: false, useNoneFeature: true, spellCheck: true, spellCheckDistance: 1 },
};

/** The versions of the NLP.js packages that train and read a model: a new one trains anew. */
const nlpRequire = createRequire(require.resolve('@nlpjs/nlp'));
const NLP_VERSIONS = ['@nlpjs/nlp', '@nlpjs/nlu', '@nlpjs/neural', '@nlpjs/ner'].map(
  (name) => `${name}@${(nlpRequire(`${name}/package.json`) as { version: string }).version}`,
);

/** What admins taught in the console, on top of the site's content. */
export interface LearnedKnowledge {
  /** Visitors' wordings attached to an intent the bot already knows. */
  phrases: { intent: string; text: string }[];
  /** New answers, each an intent of its own trained on its phrases. */
  answers: { intent: string; reply: string; link?: ChatLink; phrases: string[] }[];
}

export interface TrainingInput {
  /** Published blog posts, for the retrieval stage. */
  posts?: PostSummary[];
  learned?: LearnedKnowledge;
  /** Visitors' questions learned from, with their answers (the development part's by default). */
  visitorQuestions?: readonly VisitorQuestion[];
  /** Models trained before, by what they were trained on: one found is loaded, not trained. */
  trainedModels?: TrainedModels;
  /** Where the word vectors' compact copy is kept (the system's temporary folder when unset). */
  cacheDir?: string;
}

/** What a trained model is made of: the intent model and the indexes the answers come from. */
export interface TrainedParts {
  nlp: Nlp;
  vocabulary: Vocabulary;
  intents: Map<string, Intent>;
  /** The intents of the answers admins wrote in the console. */
  lessons: Set<string>;
  /** The questions admins attached to an answer, as prepared: answered as taught. */
  taughtPhrases: Map<string, string>;
  /** Every answer's phrases (prepared, lessons' too) and their intents. */
  answerPhrases: ReadonlyMap<string, string>;
  passages: PassageIndex;
  semantic: SemanticIndex;
  /** English words, to tell a typo ("qurann") from another word ("player" is not "prayer"). */
  words: WordVectors;
  /** Retrieval by whole sentences: what a message describes, beside the words it uses. */
  sentences: SentenceIndex;
  /** Situations visitors tell, by service, and look-alikes that are not ours ('None'). */
  situations: SentenceIndex;
  /** The words of what a message may name of ours (services, projects, contact lines). */
  named: ReadonlySet<string>;
  /** Typos of the site's words, for a message read again (`Typos`). */
  typos: Typos;
  /** How long training (or loading a model trained before) took, in milliseconds. */
  trainingMs: number;
  /** The model was trained before on the same inputs and loaded (`trainedModels`). */
  loaded: boolean;
}

/** The site's own passages and the posts'. */
export function allPassages(content: SiteContent, posts: PostSummary[]): Passage[] {
  return [...contentPassages(content), ...posts.flatMap(postPassages)];
}

/** Loads a model trained before into `nlp`: false when there is none, or it does not load. */
function loadModel(nlp: Nlp, model: object | undefined): boolean {
  if (!model) return false;
  try {
    nlp.fromJSON(model);
    return true;
  } catch {
    return false;
  }
}

/** A prepared text and the intent it trains. */
type Document = [text: string, intent: string];

/**
 * What the model learns from visitors' questions, prepared: each question with its answer, each
 * off-topic one with 'None'. They train the intent model and the sentence index only: they are no
 * answer's own words, since what a visitor says beside a question ("publish it in the app store")
 * is not what the answer is about (`ChatBot.intentWords`, the word vectors' index), their typos are
 * no spelling, and they are not answered word for word, so every rule still weighs them. A
 * question worded as an answer's own phrase (`taken`) is that answer's, and one whose answer the
 * model does not give (the questions page's) teaches nothing.
 */
function visitorDocuments(
  lessons: VisitorLessons,
  taken: ReadonlySet<string>,
  answers: (intent: string) => boolean,
): Document[] {
  return [
    ...lessons.phrases.map(({ intent, text }): Document => [prepareMessage(text), intent]),
    ...lessons.notOurs.map((text): Document => [prepareMessage(text), 'None']),
  ].filter(([text, intent]) => (intent === 'None' || answers(intent)) && !taken.has(text));
}

/**
 * How near in meaning (the sentence encoder's cosine) a visitor's question must be to a phrase an
 * admin taught to another answer to give way to it: "Do you take interns for the summer?" (a
 * visitor's, careers) is 0.82 from "do you offer internships for students" (a lesson of its own).
 */
const NEAR_A_LESSON = 0.75;

/**
 * Visitors' questions without those near a phrase admins taught to another answer: what admins
 * teach in the console wins over what visitors asked, for its close paraphrases too. Unchanged
 * when nothing was taught, or when the encoder fails.
 */
async function beyondLessons(
  visitors: Document[],
  taught: Document[],
  encoderLoading: Promise<SentenceEncoder>,
  cacheDir: string,
): Promise<Document[]> {
  if (taught.length === 0) return visitors;
  const vectors = await encoderLoading
    .then((encoder) =>
      encoder.vectors(
        [...taught, ...visitors].map(([text]) => text),
        cacheDir,
      ),
    )
    .catch(() => undefined);
  if (!vectors) return visitors;
  const lessons = vectors.slice(0, taught.length);
  return visitors.filter(([, intent], n) => {
    const vector = vectors[taught.length + n]!;
    return lessons.every(
      (lesson, m) => taught[m]![1] === intent || cosine(lesson, vector) < NEAR_A_LESSON,
    );
  });
}

/** A text for a sentence index, prepared as messages are, leading to `intent`. */
function indexed(text: string, intent: string): IndexedText {
  return { text: prepareMessage(text), target: { intent } };
}

/**
 * Trains the intent model in this process, nothing downloaded, on the corpus built from the site's
 * content and what admins taught; with `input.trainedModels`, loads the one trained before on the
 * same inputs instead, and keeps a model it trains. Builds the retrieval indexes beside it.
 */
export async function trainParts(
  content: SiteContent,
  input: TrainingInput = {},
): Promise<TrainedParts> {
  const started = performance.now();
  const container = containerBootstrap();
  container.use(LangEn);
  const nlp = new Nlp({ container, ...NLP_SETTINGS });
  const entities = entityDefinitions(content);
  for (const entity of entities) {
    nlp.addNerRuleOptionTexts(LOCALE, entity.kind, entity.option, entity.texts);
  }
  const intents = new Map<string, Intent>();
  for (const intent of buildCorpus(content)) {
    intents.set(intent.name, { ...intent, utterances: [...intent.utterances] });
  }
  const learned = input.learned ?? { phrases: [], answers: [] };
  for (const answer of learned.answers) {
    intents.set(answer.intent, {
      name: answer.intent,
      utterances: [...answer.phrases],
      answer: {
        reply: answer.reply,
        links: answer.link ? [answer.link] : [],
        suggestions: [],
      },
    });
  }
  for (const phrase of learned.phrases) intents.get(phrase.intent)?.utterances.push(phrase.text);
  const prepared = (texts: readonly { intent: string; text: string }[]): Document[] =>
    texts.map(({ intent, text }) => [prepareMessage(text), intent]);
  // Each answer's own phrases: the content's and those admins attached or wrote answers for.
  const own = prepared(
    [...intents.values()].flatMap(({ name, utterances }) =>
      utterances.map((text) => ({ intent: name, text })),
    ),
  );
  // What admins taught word for word: lessons' own questions and the phrases attached to answers.
  const taught = [
    ...learned.answers.flatMap(({ intent, phrases }) =>
      prepared(phrases.map((text) => ({ intent, text }))),
    ),
    ...prepared(learned.phrases),
  ];
  const offTopic = prepared(offTopicUtterances.map((text) => ({ intent: 'None', text })));
  // The sentence encoder loads (once per process) while the model is prepared.
  const encoderLoading = SentenceEncoder.load();
  // Visitors' questions only train the model and the sentence index (`visitorDocuments`).
  const visitors = await beyondLessons(
    visitorDocuments(
      visitorLessons(input.visitorQuestions ?? visitorQuestions),
      new Set(own.map(([text]) => text)),
      (intent) => intents.has(intent),
    ),
    taught,
    encoderLoading,
    input.cacheDir ?? DEFAULT_CACHE_DIR,
  );
  const asked = visitors.filter(([, intent]) => intent !== 'None');
  const notOurs = [...offTopic, ...visitors.filter(([, intent]) => intent === 'None')];
  const vocabulary = new Vocabulary();
  for (const [text] of [...own, ...asked]) vocabulary.add(text);
  // Answered as taught, word for word.
  const taughtPhrases = new Map(taught);
  // Every answer's own phrases, as prepared.
  const answerPhrases = new Map(own);
  const documents = [...own, ...asked, ...notOurs];
  for (const [text, intent] of documents) nlp.addDocument(LOCALE, text, intent);

  // The word vectors load (once per process) while the intent model trains.
  const vectorsLoading = WordVectors.load(input.cacheDir);
  const { trainedModels } = input;
  // Digested only where models are kept: without a folder, nothing is read or written.
  const digest = trainedModels && trainingDigest([NLP_VERSIONS, NLP_SETTINGS, entities, documents]);
  const loaded = digest !== undefined && loadModel(nlp, await trainedModels?.read(digest));
  if (!loaded) {
    await nlp.train();
    if (digest) await trainedModels?.keep(digest, nlp.toJSON()).catch(() => undefined);
  }
  const passages = allPassages(content, input.posts ?? []);
  const indexedDocuments = (texts: Document[]) =>
    texts.map(([text, intent]) => ({ text, target: { intent } }));
  // The sentence index also finds a service by the situations its page says clients come with,
  // and knows more questions that are not ours.
  const needs = serviceNeeds(content).map(({ text, intent }) => indexed(text, intent));
  const otherQuestions = offTopicQuestions.map((text) => indexed(text, 'None'));
  const words = await vectorsLoading;
  const semantic = new SemanticIndex(
    words,
    (text) => vocabulary.contentWords(text),
    indexedDocuments([...own, ...notOurs]),
  ).withPassages(passages);
  const sentences = await (
    await SentenceIndex.build(
      await encoderLoading,
      prepareMessage,
      [...indexedDocuments(documents), ...needs, ...otherQuestions],
      input.cacheDir ?? DEFAULT_CACHE_DIR,
    )
  ).withPassages(passages);
  // Situations visitors tell (many per service) and look-alikes that are not ours, kept apart from
  // the phrases: a need is found by a vote of its nearest situations (ChatBot.neededService).
  const situations = await SentenceIndex.build(
    await encoderLoading,
    prepareMessage,
    [
      ...Object.entries(serviceSituations).flatMap(([slug, texts]) =>
        texts.map((text) => indexed(text, `service.${slug}`)),
      ),
      ...lookAlikeSituations.map((text) => indexed(text, 'None')),
    ],
    input.cacheDir ?? DEFAULT_CACHE_DIR,
  );
  const trainingMs = Math.round(performance.now() - started);
  return {
    nlp,
    vocabulary,
    intents,
    lessons: new Set(learned.answers.map((answer) => answer.intent)),
    taughtPhrases,
    answerPhrases,
    passages: new PassageIndex(passages, vocabulary, prepareMessage),
    semantic,
    words,
    sentences,
    situations,
    // An industry's words name no thing of ours: "my bank account" is someone else's.
    named: new Set(
      entities
        .filter((entity) => entity.kind !== 'industry')
        .flatMap((entity) => entity.texts.flatMap((text) => text.split(' '))),
    ),
    typos: new Typos(
      [...own, ...offTopic]
        .map(([text]) => text)
        .concat(passages.map((p) => prepareMessage(p.text))),
      vocabulary,
      (word) => words.isWord(word),
    ),
    trainingMs,
    loaded,
  };
}

import type { ChatContext, ChatResponse } from '@brightwave/contracts';
import {
  ALL_INDUSTRIES,
  FALLBACK_INTENT,
  fallbackAnswer,
  questionsPageAnswer,
  type ChatAnswer,
  type SiteContent,
} from './corpus';
import type { EntityKind } from './corpus/entities';
import { FAQ_INTENT, type Passage, type PostSummary } from './corpus/passages';
import { companyNames } from './corpus/phrasing';
import { everyService } from './corpus/services';
import {
  allPassages,
  LOCALE,
  trainParts,
  type TrainedParts,
  type TrainingInput,
} from './chat-training';
import { CALIBRATION } from './calibration-weights';
import {
  intentKind,
  probabilityRight,
  type AnswerSignals,
  type Calibration,
  type Route,
} from './calibration';
import { prepareMessage } from './normalize';
import { PassageIndex, type RetrievalHit } from './retrieval';
import type { SemanticHit } from './semantic';
import { spelledAs } from './vocabulary';

export interface ChatBotOptions {
  /** Below this confidence the bot gives the fallback (see api/README.md for how it was tuned). */
  threshold: number;
  /** Below this share of known content words the message is off-topic (fallback). */
  minCoverage: number;
  /**
   * Weigh each answer with the calibrator (CHAT_CALIBRATED): the fallback when it finds the answer
   * unlikely to be right. `calibration` is the one fitted on the tune and development parts unless
   * given.
   */
  calibrated?: boolean;
  calibration?: Calibration;
}

/** A score as answers report it: three decimals. */
function roundScore(score: number): number {
  return Math.round(score * 1000) / 1000;
}

export interface Classification {
  intent: string;
  confidence: number;
  /** The services, industries and projects the message names, strongest kind first. */
  topics: { kind: EntityKind; option: string }[];
  /** An admin attached exactly this question to the intent. */
  taught?: boolean;
  /** The intent the model leaned to, even when unsure (then `intent` is the fallback). */
  candidate?: string;
  /** A part of a message of several is a phrase of the intent's, word for word. */
  verbatim?: boolean;
}

/** Answers about things of ours that others have too: accounts, contact lines, hours, a blog. */
const OTHERS_HAVE_TOO = /^(account\.|contact$|hours$|offices$|blog\.)/;
/** ...of which a visitor's own share our words (a password, e-mail, phone lines). */
const ABOUT_OURS = /^(account\.|contact$)/;
/** Words before whose thing a message asks about ("the hours OF tesco"), and how far they reach. */
const OWNER = /^(of|for|at|from)$/;
const OWNER_REACH = 3;
/** The word before "from" when it tells where the visitor is from ("I AM from germany"). */
const VISITOR_FROM = /^(am|are|m|re|come|comes|originally)$/;
/** A blog question naming our blog: what follows "on" is the post's topic, not a platform. */
const OUR_BLOG = /\b(your|this) (blog|site|website)\b|\bhere\b/;
/** For an account, "register" and the word before what is registered ("register TO vote"). */
const REGISTERS_SOMETHING = /^(to|a|an)$/;
/** A word with a possessive 's ("uber's"). */
const POSSESSIVE = /(\p{L}+)'s\b/gu;
/**
 * A capitalised word with a possessive 's, not opening a sentence nor after "your" or "our"
 * ("what are Google's hours"; not "Thanks! What's your number?", "your CEO's email").
 */
const NAME_POSSESSIVE = /(?<![.!?]\s*|^\s*|\b(your|our)\s+)\b(\p{Lu}\p{L}*)['’]s\b/gu;
/** A visitor telling of themselves or their organisation ("I'm the CTO of Acme", "our firm"). */
const VISITOR_TELLS = /\b(i|we) (work|am|are)\b|\b(i'm|im|we're|my|our)\b/;
/** A capitalised word after "at" or "of", not opening a sentence ("a job at Amazon"). */
const NAME_OWNING = /(?<![.!?]\s*|^\s*)\b(?:at|of)\s+(\p{Lu}[\p{L}&]*)/gu;
/** The shortest strange word that names someone else's thing (chat-speak "ya" names nothing). */
const STRANGE_LENGTH = 3;
/** Where a message of several parts is split: a sentence's or a clause's end. */
const PARTS = /[,.;:!?]+/;
/** A part of a message put as a question: up to its question mark. */
const QUESTION_PART = /[^,.;:!?]+\?/g;
/** The fewest words of a part that answers as the phrase it is (`phraseSaid`). */
const PHRASE_PART_WORDS = 3;

/** Intents about one aspect of a project: a follow-up keeps the aspect and changes the subject. */
const ASPECT_INTENTS = new Set(['pricing', 'timeline', 'technologies']);
/**
 * Asking what a thing is built with ("what's your TECH STACK for mobile apps?", "WHICH FRAMEWORKS
 * do you use"; not "a web app for our tech startup").
 */
const ASKS_TECHNOLOGY =
  /\b(tech|technology) stack\b|\b(what|which) (tech|technolog\w*|frameworks?|programming languages?)\b/;
/** Intents about the company's work in general: a message naming one project is about it. */
const ABOUT_WORK = new Set([
  'products',
  'services.overview',
  'company.about',
  'greeting',
  'goodbye',
  FALLBACK_INTENT,
]);
/** A message asking for work to be done ("we need...", "can you build...", "we'd like..."). */
const ASKING_FOR_WORK =
  /\b(needs?|wants?|build|built|make|develop|create|help|do you|can you|could you|'d like|would like|like to|looking for)\b/;
/** A message put as a question: a question mark, or a question word opening it or a clause. */
const QUESTION =
  /\?|^\s*(who|what|when|where|why|how|which|can|could|will|would|do|does|is|are)\b|\b(who|what|when|where|why|how|which) (do|does|did|can|could|should|is|are|would|will)\b/i;
/** A message asking for a phone number or e-mail address ("which number", "who do i call"). */
const ASKS_FOR_LINE =
  /\b(which|what)( is| are)?( the| your)? (phone )?(number|phone|e-?mail)\b|\bwho (do|should|can) (i|we) (call|phone|ring|e-?mail|contact)\b|\bphone number\b|\bnumber (for|to call)\b/;
/** How sure the model must be of some intent before a named service settles an unsure message. */
const UNSURE_SERVICE_SCORE = 0.35;
/** A message asking for more of the previous answer. */
const MORE =
  /^((can|could|would) you )?(tell me more|more|more info|more details|details|go on|and|explain|say more)( about (it|that|this))?( please)?$/;
const KIND_ORDER: EntityKind[] = ['project', 'service', 'industry', 'channel'];
/** The pronoun a follow-up names the previous answer's subject by ("who was it built for"). */
const PRONOUN = /\b(it|that|this)\b/i;
/** A yes-or-no question about the previous answer's subject. */
const ASKED_OF_IT = /^(is|does|was|did|has|can) (it|that|this)\b/;
/** The punctuation ending a message. */
const SENTENCE_END = /[?.!]+\s*$/;
/** A greeting opening a message, with the punctuation that closes it ("Hello, ", "hi there! "). */
const GREETING_OPENER =
  /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)( there| team| all| guys| everyone)?\s*[,.!:;-]+\s*/i;
/** The fewest words a question after a greeting has to be read alone ("anyone there?" has two). */
const GREETED_WORDS = 4;
/** What a follow-up to an answer about the blog is about, named for its pronoun. */
const BLOG_SUBJECT = 'the blog post';
/**
 * A message asking for something like what the previous answer showed ("one like it", "something
 * similar"), not saying the visitor likes it ("i like it").
 */
const LIKE_IT =
  /\b(something|anything|one|an? \w+) like (that|it|this)\b|\b(something|one) similar\b|\bsimilar (one|to (that|it|this))\b/;
/** A message leaning on the turn before: "and for android?", "how long would that take". */
const FOLLOW_UP =
  /^(and|also|so|but|ok|okay|then|plus|what about|how about)\b|\b(that|it|this|those|them)\b/;

/**
 * Retrieval answers only when the passage holds at least this share of the message's words (two
 * of three is not enough: "the stock price of google" missed the word that mattered)...
 */
const RETRIEVAL_MIN_COVERAGE = 0.75;
/** ...and its BM25 score reaches this (one rare shared word is not enough). */
const RETRIEVAL_MIN_SCORE = 4;

// How sure is sure enough: chosen on the tune part of api/bench/chat-eval (never the held-out).
/** A passage holding every content word of a question answers it at this BM25 score... */
const FACT_SCORE = 6;
/** ...and one holding most of them at a higher score (rarer words, or more of them)... */
const FACT_PART = 0.6;
const FACT_PART_SCORE = 9;
/** ...unless the model is this sure of a price, timeline or technology question. */
const SURE_ASPECT = 0.6;
/**
 * A question of the site's that keyword retrieval ranks first holds at least this share of the
 * message's words when the whole sentence's nearest text is that question too.
 */
const AGREED_PASSAGE_COVERAGE = 0.3;
/** A message this near an off-topic example gets the fallback. */
const NEAR_OFF_TOPIC = 0.9;
/** Meaning-based retrieval answers a message the model is unsure of at this similarity... */
const SURE_RETRIEVAL = 0.9;
/** ...when the next answer is this far behind. */
const RETRIEVAL_MARGIN = 0.05;
/** ...and, when the model leaned to an answer nothing is near, at this similarity. */
const UNSURE_RETRIEVAL = 0.7;
/** Below this model confidence an answer needs retrieval to agree at AGREEING_RETRIEVAL. */
const GUARDED_MODEL = 0.75;
const AGREEING_RETRIEVAL = 0.8;
/** An answer whose phrases and passages are all further than this from the question is not given. */
const FAR_FROM_INTENT = 0.6;
/**
 * A message whose whole sentence is this near an off-topic question, and this much nearer it than
 * to any text of ours, gets the fallback ("how do i apply for a job at microsoft"; "the address of
 * the london office?" reads about as much like another office's address as like ours)...
 */
const SENTENCE_OFF_TOPIC = 0.5;
const OFF_TOPIC_LEAD = 0.04;
/** ...and an answer this far behind the sentence index's best other answer too. */
const SENTENCE_BEHIND = 0.15;
/** How far the whole sentence's nearest answer leads every other's to outvote single words. */
const SENTENCE_LEAD = 0.15;
/**
 * ...or, for a price, timeline or technology answer, this far: "how much" makes the model sure of a
 * price whatever follows ("how much experience do you have with ios apps").
 */
const ASPECT_BEHIND = 0.1;
/** The sentence index takes the model's side against the word vectors from this similarity. */
const SENTENCE_SIDES = 0.5;
/** The model was unsure: the sentence index answers at this similarity and margin. */
const SURE_SENTENCE = 0.65;
const SENTENCE_MARGIN = 0.05;
/**
 * No one text clearly nearest: an intent whose two nearest texts are, on average, this near and
 * this far ahead of any other's (several of its texts read like the message, not one stray).
 */
const SENTENCE_VOTES = 2;
const SURE_VOTE = 0.6;
/** ...and this far ahead of the nearest off-topic example. */
const VOTE_OVER_OFF_TOPIC = 0.1;
/** The vote is asked of a message with at least this many content words (a sentence, not a phrase). */
const VOTING_WORDS = 3;
/**
 * Words for Brightwave itself ("your firm") and for a kind of thing ("what type of services"): they
 * ask nothing beyond an answer about it.
 */
const SELF = /\b(company|firm|agency|business|studio|kind|type|sort)\b/g;
/**
 * How near the whole sentence must clearly be to the list of services for a question with words
 * beyond it to get the list (chosen on dev and tune: at 0.72 "do you develop for apple watch?"
 * got the list, at 0.8 a right answer was lost); and to one service's texts for its answer to
 * stay where the message names no service.
 */
const SURE_OVERVIEW = 0.76;
/**
 * Words that stress a question or ask for the answer, and ask nothing more ("what do you ACTUALLY
 * do", "GIVE me an OVERVIEW of what you offer", "where EXACTLY is the london office").
 */
const FILLER =
  /\b(actually|exact|exactly|precisely|really|basically|just|even|honestly|currently|generally|give|tell|show|overview|summary|briefly|quick)\b/g;
/** The text without the words that only stress it (`FILLER`). */
function unstressed(text: string): string {
  return text.replace(FILLER, ' ');
}
/**
 * Asking whether we do only one thing or others too ("only websites or other stuff too?"); not a
 * visitor telling what they need ("I only need a website, nothing else": `OURS_TOLD`).
 */
const ONLY_OR_OTHERS =
  /\bonly\b.*\b(other (stuff|things|services|work|kinds?|types?|software)|(anything|something|what) else)\b/;
/**
 * Asking for a quote ("AN estimate for an online shop"); not a feature to build ("a website where
 * customers can request a quote", `BUILDS`) nor a verb ("our app needs to estimate delivery times").
 */
const ASKS_FOR_QUOTE = /\b(an?|the|your|rough|free|quick)\s+(estimate|quote|proposal)\b/;
/** Asking for something to be built ("can you BUILD a website where..."). */
const BUILDS = /\b(build|make|develop|create|design)\b/;
/** Words of someone asking for a job ("do you hire people with banking experience"). */
const ASKS_FOR_JOB =
  /\b(hir(e|es|ed|ing)|jobs?|careers?|intern(s|ship|ships)?|vacanc(y|ies)|positions?|openings?|roles?|recruit\w*|apply(ing)?|cv|resume|salar(y|ies))\b/;
/** A visitor describing their own need ("our drivers need...", "we want..."). */
const OWN_NEED = /\b(we|our|us|i|my|me)\b/;
/** A visitor telling of themselves or their organisation ("OUR bank's call centre..."). */
const OURS_TOLD = /\b(we|our|us|i|my)\b/;
/**
 * Asking how to do something oneself ("how do i order a pizza", "how to install python"): not a
 * need for our work, nor a question the whole sentence's nearest text answers when the model is
 * unsure of it.
 */
const HOW_TO = /^how (to|(do|can|should|would) i)\b/;
/**
 * A message naming the questions page ("do you have a FAQ?"), for an answer about the company
 * (`ABOUT_COMPANY`): asking for it, or naming it alone in at most PAGE_NAME_WORDS words ("faq",
 * "the faq page"), not "Thanks, I'll check the FAQ".
 */
const NAMES_QUESTIONS_PAGE = /\b(faqs?|frequently asked questions|questions page)\b/;
const ABOUT_COMPANY = new Set(['products', 'services.overview', 'company.about']);
const PAGE_NAME_WORDS = 3;
/**
 * After HOW_TO, making something oneself with a tool, platform or language ("how do i build a
 * website ON WIX", "train a model IN PYTHON")...
 */
const MAKING_WITH = new RegExp(
  `${HOW_TO.source} (make|build|create|train|code|program|develop|design|set up)\\b.*\\b(on|in|with|using) \\w+`,
);
/** ...unless asking it of us (the company's names read as "you", `asYou`). */
const ASKS_US = /\b(you|your)\b/;
/** A need is one service's when its texts are this near the message, and this far ahead. */
const NEEDED_SERVICE = 0.5;
const NEEDED_SERVICE_MARGIN = 0.05;
/**
 * ...or a service's situations (`corpus/situations.ts`): the mean similarity of its three nearest
 * reaches this, ahead of every other service's and of the look-alikes that are not ours.
 */
const SITUATION_VOTES = 3;
const NEEDED_BY_SITUATIONS = 0.6;
const SITUATIONS_MARGIN = 0.02;
/**
 * A question of the answer's own questions page, asked in other words: the whole message is this
 * near the passage's question, and this much nearer it than any phrase of the answer.
 */
const ASKED_PASSAGE = 0.6;
const ASKED_PASSAGE_MARGIN = 0.04;

/** A passage more specific than its intent's answer holds this share of the words beyond it... */
const SPECIFIC_COVERAGE = 0.5;
/** ...at this BM25 score on those words. */
const SPECIFIC_SCORE = 2;
/** ...and, for another answer's question, at least this score. */
const OTHER_QUESTION_SCORE = 5;
/** ...and, for a piece of a service's or project's page that answers no question, this score. */
const QUOTED_SCORE = 4;

/**
 * A service's question answers a message whose words beyond the service's own (at least this
 * many) come this near its words, and this much nearer than to the service's other questions.
 */
const NEAR_WORDS = 2;
const NEAR_WORDS_SIMILARITY = 0.65;
const NEAR_WORDS_MARGIN = 0.1;

/** Distinct answers kept per model; past it the memory starts over. */
const ANSWERS_KEPT = 2000;

/**
 * How a message reads: its whole-sentence ranking, texts by similarity, its vote, intents by
 * their few nearest, and its words' ranking (`SemanticIndex.rank`), worked out when first asked.
 */
interface Reading {
  sentences: SemanticHit[];
  votes: SemanticHit[];
  words: () => SemanticHit[];
}

/**
 * An answer as the rules reach it, how, the message as it was read (see `reread`), and how that
 * message reads.
 */
interface Draft {
  response: ChatResponse;
  route: Route;
  classification: Classification;
  read: string;
  reading: Reading;
}

/** The topic an intent is itself about: `service.web-development` -> `web-development`. */
function topicOf(intent: string): string | undefined {
  return /^(service|project)\.(.+)$/.exec(intent)?.[2];
}

/** The share (0..1) of items that pass a test; 0 of none. */
function share<T>(items: T[], test: (item: T) => boolean): number {
  return items.length === 0 ? 0 : items.filter(test).length / items.length;
}

/** A passage quoted as the answer, with its page's link; a follow-up keeps its intent and topic. */
function passageAnswer(passage: Passage, confidence: number): ChatResponse {
  const topic = passage.topic ?? topicOf(passage.intent);
  return {
    reply: passage.reply ?? passage.quote ?? passage.text,
    intent: passage.intent,
    confidence: roundScore(confidence),
    links: [passage.link],
    suggestions: [],
    handoff: false,
    context: { intent: passage.intent, ...(topic ? { topic } : {}) },
  };
}

/** The similarity of an intent's nearest text in a ranking (0 when it has none). */
function similarityOf(hits: SemanticHit[], intent: string | undefined): number {
  return hits.find((hit) => hit.target.intent === intent)?.similarity ?? 0;
}

/** A ranking's best similarity (0 when empty) and its lead over another intent's best. */
function lead(hits: SemanticHit[]): { top: number; margin: number } {
  const [top] = hits;
  const other = hits.find((hit) => hit.target.intent !== top?.target.intent);
  return { top: top?.similarity ?? 0, margin: (top?.similarity ?? 0) - (other?.similarity ?? 0) };
}

/** The best hit, when it is not an off-topic example, reaches `similarity` and leads by `margin`. */
function clearBest(
  hits: SemanticHit[],
  similarity: number,
  margin: number,
): SemanticHit | undefined {
  const [top] = hits;
  if (!top || top.target.intent === 'None' || top.similarity < similarity) return undefined;
  return lead(hits).margin >= margin ? top : undefined;
}

/**
 * The whole sentence's nearest text is the intent's, clearly ahead of every other answer's
 * (SENTENCE_LEAD): it outvotes what single words lead to.
 */
function sentenceLeads(hits: SemanticHit[], intent: string): boolean {
  return hits[0]?.target.intent === intent && lead(hits).margin >= SENTENCE_LEAD;
}

/** The whole sentence reads clearly less like an off-topic example than `similarity`. */
function clearOfOffTopic(hits: SemanticHit[], similarity: number): boolean {
  return similarityOf(hits, 'None') < similarity - VOTE_OVER_OFF_TOPIC;
}

/** The whole sentence's nearest text is an off-topic question, and near enough to count... */
function nearestOffTopic(hits: SemanticHit[]): boolean {
  const [top] = hits;
  return top?.target.intent === 'None' && top.similarity >= SENTENCE_OFF_TOPIC;
}

/** ...and clearly nearer than any text of ours. */
function sentenceOffTopic(hits: SemanticHit[]): boolean {
  const ours = nearestOurs(hits)?.similarity ?? 0;
  return nearestOffTopic(hits) && hits[0]!.similarity - ours >= OFF_TOPIC_LEAD;
}

/** The nearest text of ours (no off-topic example). */
function nearestOurs(hits: SemanticHit[]): SemanticHit | undefined {
  return hits.find((hit) => hit.target.intent !== 'None');
}

/** The whole sentence's nearest text is the intent's, and near enough to count. */
function sentenceSides(hits: SemanticHit[], intent: string | undefined): boolean {
  const [top] = hits;
  return !!top && top.target.intent === intent && top.similarity >= SENTENCE_SIDES;
}

/**
 * The question-and-answer passage of an intent that the whole message reads like, clearly more than
 * like any of the intent's phrases: "can you make learning games for schools" gets the game page's
 * answer on games for education rather than the game service's summary.
 */
function askedPassage(hits: SemanticHit[], intent: string): Passage | undefined {
  const own = hits.filter((hit) => hit.target.intent === intent);
  const [nearest] = own;
  const passage = nearest?.target.passage;
  if (!nearest || !passage?.question || !passage.reply) return undefined;
  const phrase = own.find((hit) => !hit.target.passage)?.similarity ?? 0;
  const clear =
    nearest.similarity >= ASKED_PASSAGE && nearest.similarity - phrase >= ASKED_PASSAGE_MARGIN;
  return clear ? passage : undefined;
}

/** What a retrieved text answers: its intent, or its passage quoted. */
function hitAnswer(hit: SemanticHit): { intent: string; confidence: number; passage?: Passage } {
  const { intent, passage } = hit.target;
  return { intent, confidence: hit.similarity, ...(passage ? { passage } : {}) };
}

/**
 * The intent model, trained on the corpus built from the site's content, visitors' questions and
 * what admins taught, its entities, the retrieval index over the site's passages and the answers.
 */
export class ChatBot {
  /** Answers worked out by this model, by prepared message and context. */
  private readonly answered = new Map<string, ChatResponse>();
  /** Each intent's words (`intentWords`), worked out once. */
  private readonly wordsOf = new Map<string, ReadonlySet<string>>();
  /** The company's names in a (prepared) message (`asYou`). */
  private readonly ownName: RegExp;
  /** The answer to a message naming the questions page (`NAMES_QUESTIONS_PAGE`). */
  private readonly questionsPage: ChatAnswer;
  /** The words of our offices' cities ("san", "francisco", "london"), for `specificPassage`. */
  private readonly officeCities: ReadonlySet<string>;

  private constructor(
    private readonly parts: TrainedParts,
    private readonly content: SiteContent,
    private readonly options: ChatBotOptions,
    private readonly fallback: ChatAnswer = fallbackAnswer(content),
  ) {
    this.ownName = companyNames(content.company);
    this.questionsPage = questionsPageAnswer(content);
    this.officeCities = new Set(
      content.company.offices.flatMap((office) => office.city.toLowerCase().split(' ')),
    );
  }

  /** How long training (or loading a model trained before) took, in milliseconds. */
  get trainingMs(): number {
    return this.parts.trainingMs;
  }

  /** The model was trained before on the same inputs and loaded (`trainedModels`). */
  get loaded(): boolean {
    return this.parts.loaded;
  }

  /** Trains a model (see trainParts): the intent model, its entities and the retrieval indexes. */
  static async train(
    content: SiteContent,
    options: ChatBotOptions,
    input: TrainingInput = {},
  ): Promise<ChatBot> {
    return new ChatBot(await trainParts(content, input), content, options);
  }

  /**
   * This model answering from another set of posts: only the retrieval indexes are rebuilt (posts
   * feed nothing else), so a post written or liked never costs a training.
   */
  async withPosts(posts: PostSummary[]): Promise<ChatBot> {
    const passages = allPassages(this.content, posts);
    const { vocabulary, semantic, sentences } = this.parts;
    return new ChatBot(
      {
        ...this.parts,
        passages: new PassageIndex(passages, vocabulary, prepareMessage),
        semantic: semantic.withPassages(passages),
        sentences: await sentences.withPassages(passages),
      },
      this.content,
      this.options,
      this.fallback,
    );
  }

  /** The intents the model knows, fallback excluded. */
  get intents(): string[] {
    return [...this.parts.intents.keys()];
  }

  /** An intent's answer as it stands in this model (undefined for an unknown intent). */
  answerOf(intent: string): ChatAnswer | undefined {
    return this.parts.intents.get(intent)?.answer;
  }

  async classify(message: string): Promise<Classification> {
    const text = prepareMessage(message);
    const [result, found] = await Promise.all([
      // "which services can brightwave provide" asks what "you" provide, not about working here.
      this.parts.nlp.process(LOCALE, this.asYou(text)),
      this.parts.nlp.extractEntities(LOCALE, text),
    ]);
    const topics = found.entities
      .filter((e): e is typeof e & { entity: EntityKind } =>
        KIND_ORDER.includes(e.entity as EntityKind),
      )
      .filter((e) => !this.otherWord(e))
      .sort((a, b) => KIND_ORDER.indexOf(a.entity) - KIND_ORDER.indexOf(b.entity))
      .map((e) => ({ kind: e.entity, option: e.option }));
    // When the library says "None", the best real intent's score is what was missed.
    const best =
      result.intent === 'None'
        ? result.classifications?.find((c) => c.intent !== 'None')
        : { intent: result.intent, score: result.score };
    const taught = this.parts.taughtPhrases.get(text);
    if (taught && this.parts.intents.has(taught)) {
      return { intent: taught, confidence: 1, topics, taught: true };
    }
    const said = this.phraseSaid(message);
    const unsure = !best || result.intent === 'None' || best.score < GUARDED_MODEL;
    if (said && (said.asked || unsure || said.intent === best?.intent)) {
      // "this bot is useless, get me a human": a question or the last part of the message is an
      // answer's phrase word for word; for the last part, the model is unsure of the whole or reads
      // that answer too. Nothing else weighs against it (the whole reads like "bot", a greeting's).
      const { intent } = said;
      return { intent, confidence: 1, topics, candidate: intent, verbatim: true };
    }
    if (!best || !this.parts.intents.has(best.intent)) {
      return { intent: FALLBACK_INTENT, confidence: 0, topics };
    }
    if (
      result.intent === 'None' ||
      best.score < this.options.threshold ||
      this.parts.vocabulary.coverage(text) < this.options.minCoverage
    ) {
      return { intent: FALLBACK_INTENT, confidence: best.score, topics, candidate: best.intent };
    }
    return { intent: best.intent, confidence: best.score, topics, candidate: best.intent };
  }

  /**
   * The intent whose phrase, word for word, is a part of a message of several (split at
   * punctuation): a part put as a question ("are you hiring? I'm a React developer"), or else the
   * last part, since what a visitor asks comes after what they say first ("thank you so much, what
   * are your prices" is no thanks). At least PHRASE_PART_WORDS words, so "ok, bye" is not one.
   */
  private phraseSaid(message: string): { intent: string; asked: boolean } | undefined {
    const parts = message.split(PARTS).filter((part) => prepareMessage(part) !== '');
    if (parts.length < 2) return undefined;
    const phrases = this.parts.answerPhrases;
    const phraseOf = (part: string) => {
      const text = prepareMessage(part);
      return text.split(' ').length >= PHRASE_PART_WORDS ? phrases.get(text) : undefined;
    };
    const questions = message.match(QUESTION_PART) ?? [];
    const asked = questions.map(phraseOf).find((intent) => intent !== undefined);
    if (asked) return { intent: asked, asked: true };
    const last = phraseOf(parts[parts.length - 1]!);
    return last ? { intent: last, asked: false } : undefined;
  }

  /**
   * An entity matched by forgiving a typo, where a word of the message's is another English word,
   * not a typo or a plural of the entity's: "player" names no "prayer".
   */
  private otherWord(entity: { sourceText: string; utteranceText: string; accuracy: number }) {
    if (entity.accuracy >= 1) return false;
    // Word by word: "company like" names no "company site".
    const written = entity.utteranceText.toLowerCase().split(/\s+/);
    const named = entity.sourceText.toLowerCase().split(/\s+/);
    if (written.length !== named.length) return false;
    return written.some(
      (word, i) =>
        word !== named[i] &&
        this.parts.words.isWord(word) &&
        word !== `${named[i]}s` &&
        `${word}s` !== named[i],
    );
  }

  /**
   * Answers a message; `context` is what the previous answer was about, so a follow-up ("and
   * how long would that take?") is answered about the same thing.
   */
  async respond(message: string, context?: ChatContext): Promise<ChatResponse> {
    // The model is fixed once trained, so the same words in the same context get the same answer:
    // visitors ask the same few things over and over, and each is worked out once per model.
    // Keyed on the message as written: capitals and punctuation count ("what are Google's hours").
    const key = `${message.replace(/\s+/g, ' ').trim()}\u0000${context?.intent ?? ''}\u0000${context?.topic ?? ''}`;
    const known = this.answered.get(key);
    if (known) return structuredClone(known);
    const answer = await this.work(message, context);
    if (this.answered.size >= ANSWERS_KEPT) this.answered.clear();
    this.answered.set(key, answer);
    return structuredClone(answer);
  }

  /**
   * Weighs the intent model's answer against meaning-based retrieval: the retrieved answer when
   * it is clearly nearer the message than anything of the model's intent, the fallback when
   * neither is sure enough (calibrated on the evaluation set's tune part, see api/README.md).
   */
  private arbitrate(
    classification: Classification,
    text: string,
    reading: Reading,
  ): { intent: string; confidence: number; passage?: Passage } {
    const { sentences } = reading;
    const { intent, confidence, candidate } = classification;
    if (classification.taught || classification.verbatim) return { intent, confidence };
    // A fact the site states, asked in its own words: the question's content words are in one
    // passage, and rare enough to single it out ("do you sign NDAs").
    const fact = this.parts.passages.best(text);
    const aspect = !!candidate && ASPECT_INTENTS.has(candidate) && confidence >= SURE_ASPECT;
    if (
      fact?.passage.reply &&
      ((fact.coverage >= 1 && fact.score >= FACT_SCORE) ||
        (fact.coverage >= FACT_PART && fact.score >= FACT_PART_SCORE)) &&
      this.parts.vocabulary.contentStems(text).length >= 2 &&
      !(aspect && fact.passage.intent.startsWith('service.')) &&
      // A sure model the whole sentence clearly agrees with keeps its answer: "do u have a office
      // in america" asks for the offices, not the time zones question whose answer names both.
      !(confidence >= GUARDED_MODEL && sentenceLeads(sentences, intent))
    ) {
      return { intent: fact.passage.intent, confidence: 1, passage: fact.passage };
    }
    // The nearest text of ours, when no off-topic question is clearly nearer.
    const nearest = sentenceOffTopic(sentences) ? undefined : nearestOurs(sentences);
    if (
      fact?.passage.question &&
      (confidence < GUARDED_MODEL ||
        (intent === FALLBACK_INTENT && reading.words()[0]?.target.passage === fact.passage)) &&
      fact.passage.reply &&
      fact.coverage >= AGREED_PASSAGE_COVERAGE &&
      nearest?.target.passage === fact.passage &&
      nearest.similarity >= SENTENCE_SIDES
    ) {
      // The model is unsure (or reads no answer of its own, and the word vectors too lead there),
      // and both the words and the whole sentence (its nearest text of ours, no off-topic question
      // clearly nearer) lead to one question of the site's ("do you sign confidentiality
      // agreements" -> "Do you sign NDAs?"): its answer.
      return { intent: fact.passage.intent, confidence: nearest.similarity, passage: fact.passage };
    }
    if (
      ((candidate === 'contact' && confidence >= UNSURE_SERVICE_SCORE) ||
        ASKS_FOR_LINE.test(text)) &&
      classification.topics.some((t) => t.kind === 'channel')
    ) {
      // "the app have problem, who i call?": the model leans to contact, or the message asks which
      // number or e-mail ("which number for a new project?"), and it names one of the contact
      // page's lines by its purpose or office: that line's phone and e-mail.
      return { intent: 'contact', confidence };
    }
    // A sure model's answer naming its project ("are carelink messages encrypted"): the sentence
    // index does not know the project's name, and may read another project's page.
    const project = intent.startsWith('project.') ? topicOf(intent) : undefined;
    if (project && confidence >= GUARDED_MODEL && this.namesProject(project, text)) {
      return { intent, confidence };
    }
    // Unsure how to do something oneself: the nearest text is no answer.
    const bySentence =
      intent === FALLBACK_INTENT && HOW_TO.test(text)
        ? undefined
        : this.bySentence(intent, reading, confidence, classification.topics);
    if (bySentence) return bySentence;
    const ranked = reading.words();
    const top = ranked[0];
    if (!top) return { intent, confidence };
    if (
      top.target.intent === 'None' &&
      top.similarity >= NEAR_OFF_TOPIC &&
      (intent === FALLBACK_INTENT || confidence < GUARDED_MODEL) &&
      !sentenceSides(sentences, candidate)
    ) {
      // Worded like a question about something else, the model is unsure, and the whole sentence
      // does not take its side: not ours.
      return { intent: FALLBACK_INTENT, confidence: 0 };
    }
    if (
      intent === FALLBACK_INTENT &&
      candidate &&
      confidence >= UNSURE_SERVICE_SCORE &&
      top.target.intent === candidate &&
      sentenceSides(sentences, candidate) &&
      clearOfOffTopic(sentences, similarityOf(sentences, candidate))
    ) {
      // The model leaned to an answer but knew too few of the words ("how many years of
      // experience"); the nearest text to those words and to the whole sentence is that answer's,
      // and the sentence is clearly no off-topic question ("how much does a wedding photographer
      // cost" reads almost as much like one as like a price question).
      return { intent: candidate, confidence };
    }
    if (intent === FALLBACK_INTENT) {
      // The model was unsure: meaning-based retrieval answers when it is clearly sure.
      const sure = clearBest(ranked, SURE_RETRIEVAL, RETRIEVAL_MARGIN);
      return sure ? hitAnswer(sure) : { intent, confidence };
    }
    const near = similarityOf(ranked, intent);
    // A sure model's answer about as near as the nearest (within RETRIEVAL_MARGIN) is not far: the
    // words are far from every answer ("i forgot my login").
    const asNearAsAny = confidence >= GUARDED_MODEL && top.similarity - near < RETRIEVAL_MARGIN;
    // Nor a sure careers answer: someone asking for a job names their skills ("openings for a
    // junior react dev"), words of our services, far from the careers phrases.
    const sureOfCareers = intent === 'careers' && confidence >= GUARDED_MODEL;
    if (
      near > 0 &&
      near < FAR_FROM_INTENT &&
      !asNearAsAny &&
      !sureOfCareers &&
      !this.sentenceSure(intent, sentences, ranked)
    ) {
      // However sure the model is, nothing taught or written for that answer is near the
      // question's words, and the whole sentence does not vouch for it: the confident wrong
      // answer the fallback is better than.
      return { intent: FALLBACK_INTENT, confidence };
    }
    if (
      confidence < GUARDED_MODEL &&
      near < AGREEING_RETRIEVAL &&
      !sentenceSides(sentences, intent)
    ) {
      // Unsure, and nothing taught or written for that answer is near the question, word by word
      // or as a whole: what the whole sentence is clearly about ("what kind of services does your
      // company offer" leans to the company's summary), else what its words clearly are ("will
      // your working day overlap with ours" -> the time zones covered), else a person.
      const sure =
        clearBest(sentences, SURE_SENTENCE, SENTENCE_MARGIN) ??
        clearBest(ranked, UNSURE_RETRIEVAL, RETRIEVAL_MARGIN);
      return sure ? hitAnswer(sure) : { intent: FALLBACK_INTENT, confidence };
    }
    return { intent, confidence };
  }

  /**
   * The whole sentence vouches for the model's answer where its words do not ("whats your
   * frontend stack"): the sentence index is clearly sure of that answer, not as sure that the
   * message is off-topic, and the word vectors are not sure of another answer.
   */
  private sentenceSure(intent: string, sentences: SemanticHit[], ranked: SemanticHit[]): boolean {
    const [top] = ranked;
    return (
      clearBest(sentences, SURE_SENTENCE, SENTENCE_MARGIN)?.target.intent === intent &&
      similarityOf(sentences, 'None') < SURE_SENTENCE &&
      !(top && top.target.intent !== intent && top.similarity >= AGREEING_RETRIEVAL)
    );
  }

  /**
   * What the whole sentence says of the model's answer: the fallback when the message reads like
   * an off-topic question (`sentenceOffTopic`), or when the answer is far behind another one; the
   * sentence index's answer when the model was unsure and the index clearly is not, by its nearest
   * text or else by its vote. Undefined: no objection (also when an off-topic question is nearest
   * by less than OFF_TOPIC_LEAD).
   */
  private bySentence(
    intent: string,
    { sentences, votes }: Reading,
    confidence: number,
    topics: Classification['topics'],
  ): { intent: string; confidence: number; passage?: Passage } | undefined {
    const top = sentences[0];
    if (!top) return undefined;
    if (top.target.intent === 'None') {
      return sentenceOffTopic(sentences) ? { intent: FALLBACK_INTENT, confidence: 0 } : undefined;
    }
    // A vote counts only when the message reads clearly less like an off-topic question ("can you
    // lend me 50 dollars" reads a little like prices, and almost as much like nothing of ours).
    const elected = clearBest(votes, SURE_VOTE, SENTENCE_MARGIN);
    const voted = elected && clearOfOffTopic(sentences, elected.similarity) ? elected : undefined;
    if (intent === FALLBACK_INTENT) {
      const sure = clearBest(sentences, SURE_SENTENCE, SENTENCE_MARGIN) ?? voted;
      return sure && hitAnswer(sure);
    }
    const answer = similarityOf(sentences, intent);
    const behind = ASPECT_INTENTS.has(intent) ? ASPECT_BEHIND : SENTENCE_BEHIND;
    if (top.target.intent !== intent && answer < top.similarity - behind) {
      // However sure the model is, the whole message is clearly about something else: that, when
      // the sentence index is sure of it and it is a question's answer, the model was unsure, or
      // the message names that service or project ("could you develop a mobile game for us" is
      // the game page's, however sure the model is of the offices); else a person.
      const sure = clearBest(sentences, SURE_SENTENCE, SENTENCE_MARGIN);
      const namesIt = topics.some((t) => `${t.kind}.${t.option}` === sure?.target.intent);
      if (sure && (sure.target.passage?.question || confidence < GUARDED_MODEL || namesIt)) {
        return hitAnswer(sure);
      }
      if (!sure && voted && voted.target.intent !== intent) return hitAnswer(voted);
      return { intent: FALLBACK_INTENT, confidence: answer };
    }
    return undefined;
  }

  /**
   * The service a visitor's own need describes ("our drivers need something on their phones"):
   * the whole message is nearest to one service's phrases and page, clearly ahead of the others;
   * else it reads like the situations visitors tell of that service more than like any other's.
   */
  private async neededService(
    text: string,
    sentences: SemanticHit[],
  ): Promise<SemanticHit | undefined> {
    if (!OWN_NEED.test(text) || HOW_TO.test(text)) return undefined;
    const nearest = sentences[0]?.target.intent;
    if (nearest?.startsWith('service.')) {
      const services = sentences.filter((hit) => hit.target.intent.startsWith('service.'));
      const found = clearBest(services, NEEDED_SERVICE, NEEDED_SERVICE_MARGIN);
      if (found) return found;
    }
    const votes = await this.parts.situations.vote(text, SITUATION_VOTES);
    return clearBest(votes, NEEDED_BY_SITUATIONS, SITUATIONS_MARGIN);
  }

  /**
   * Both the whole sentence and its words are nearest to an off-topic example: the message names
   * something of ours ("medicine", a healthcare word) in a question about something else.
   */
  private readsOffTopic({ sentences, words }: Reading): boolean {
    return nearestOffTopic(sentences) && words()[0]?.target.intent === 'None';
  }

  /**
   * The answer and what it was reached with, before the calibrator weighs it: for fitting the
   * calibrator (api/bench/chat-calibrate.mjs). `signals` is undefined for the fallback and for
   * an answer an admin taught word for word.
   */
  async explain(
    message: string,
    context?: ChatContext,
  ): Promise<{ response: ChatResponse; signals?: AnswerSignals }> {
    const { response, route, classification, read, reading } = await this.draft(message, context);
    if (response.intent === FALLBACK_INTENT || route === 'taught') return { response };
    const text = prepareMessage(read);
    const { passages, vocabulary } = this.parts;
    const keyword = passages.ranked(text);
    const query = passages.queryStems(text);
    const answerWords = new Set([
      ...this.intentWords(response.intent),
      ...passages.intentStems(response.intent),
    ]);
    const best = keyword[0];
    const otherKeyword = keyword.find((hit) => hit.passage.intent !== best?.passage.intent);
    const { sentences } = reading;
    const ranked = reading.words();
    const top = ranked[0];
    const semanticLead = lead(ranked);
    const sentenceLead = lead(sentences);
    const nearest = sentences[0];
    const signals: AnswerSignals = {
      route,
      modelScore: classification.confidence,
      modelAgrees: classification.candidate === response.intent,
      vocabularyCoverage: vocabulary.coverage(text),
      answerCoverage: share(query, (stem) => answerWords.has(stem)),
      contentCoverage: this.siteCoverage(text),
      contentWords: vocabulary.contentStems(text).length,
      keywordScore: best?.score ?? 0,
      keywordMargin: (best?.score ?? 0) - (otherKeyword?.score ?? 0),
      keywordCoverage: best?.coverage ?? 0,
      keywordAgrees: best?.passage.intent === response.intent,
      semanticTop: semanticLead.top,
      semanticMargin: semanticLead.margin,
      semanticAnswer: similarityOf(ranked, response.intent),
      semanticOffTopic: top?.target.intent === 'None',
      noVectors: !top,
      sentenceTop: sentenceLead.top,
      sentenceMargin: sentenceLead.margin,
      sentenceAnswer: similarityOf(sentences, response.intent),
      sentenceAgrees: nearest?.target.intent === response.intent,
      sentenceOffTopic: nearest?.target.intent === 'None',
      followUp: !!context && response.intent !== classification.candidate,
      modelSure: classification.intent !== FALLBACK_INTENT,
      kind: intentKind(response.intent),
    };
    return { response, signals };
  }

  /**
   * The answer when the calibrator finds it likely enough to be right (its probability is the
   * answer's confidence), else the fallback with the offer of a person.
   */
  private async work(message: string, context?: ChatContext): Promise<ChatResponse> {
    if (!this.options.calibrated) return (await this.draft(message, context)).response;
    const { response, signals } = await this.explain(message, context);
    if (!signals) return response;
    const calibration = this.options.calibration ?? CALIBRATION;
    const probability = probabilityRight(signals, calibration);
    if (probability < calibration.threshold && !this.closeToLesson(response.intent, signals)) {
      return this.fallbackResponse(context, probability);
    }
    return { ...response, confidence: roundScore(probability) };
  }

  /**
   * The content words of an intent's training phrases: what its answer is about. A question
   * asking more than that ("do you HOST websites") may be one of its passages' questions.
   */
  private intentWords(intent: string): ReadonlySet<string> {
    let words = this.wordsOf.get(intent);
    if (!words) {
      const utterances = this.parts.intents.get(intent)?.utterances ?? [];
      const { vocabulary } = this.parts;
      words = new Set(utterances.flatMap((u) => vocabulary.contentStems(prepareMessage(u))));
      this.wordsOf.set(intent, words);
    }
    return words;
  }

  /**
   * A (prepared) message with the company's names read as "you", as a visitor mostly asks it and
   * the model's phrases put it: "which services can brightwave provide" asks what "you" provide.
   */
  private asYou(text: string): string {
    return text.replace(this.ownName, 'you');
  }

  /**
   * The message has content words none of the intent's phrases holds (typos forgiven); the
   * company's name and words for it ("your firm") are not among them.
   */
  private asksBeyond(intent: string, text: string): boolean {
    const words = this.intentWords(intent);
    return this.parts.vocabulary
      .contentStems(unstressed(this.asYou(text).replace(SELF, ' ')))
      .some((stem) => !words.has(stem) && !spelledAs(stem, words));
  }

  /**
   * A question-and-answer passage of the answered intent that holds what the question asks beyond
   * the intent's own words ("do you host websites" gets the web page's answer on hosting rather
   * than the web service's summary), or that the whole sentence asks in other words, or, for a
   * service, that those words come near in meaning (`nearWordsPassage`), or the questions page's
   * answer that holds them ("who owns the source code of our app"). Else, for an answer
   * about the company (not a service, price or timeline), another answer's question that
   * holds what it asks beyond ("are you available in european time zones" is not about opening
   * hours but about the time zones covered).
   */
  private specificPassage(
    intent: string,
    text: string,
    sentences: SemanticHit[],
  ): Passage | undefined {
    if (intent === FALLBACK_INTENT) return undefined;
    const ranked = this.parts.passages.ranked(text, this.intentWords(intent));
    const beyond = ranked.filter((h) => h.passage.reply);
    const holds = (hit: RetrievalHit | undefined, score: number): hit is RetrievalHit =>
      !!hit && hit.coverage >= SPECIFIC_COVERAGE && hit.score >= score;
    const own = beyond.find((h) => h.passage.intent === intent);
    if (holds(own, SPECIFIC_SCORE)) return own.passage;
    const asked = askedPassage(sentences, intent);
    if (asked) return asked;
    // Else a piece of the service's or project's page that holds it ("games for consoles" -> "One
    // game for mobile, web, desktop and consoles"; "by how much did CareLink reduce missed
    // appointments" -> its results).
    const quoted = ranked.find((h) => h.passage.intent === intent && !h.passage.reply);
    const piece = holds(quoted, QUOTED_SCORE) ? quoted.passage : undefined;
    if (intent.startsWith('service.')) {
      // Else the questions page's answer that holds it: the code is the client's whatever the
      // service ("if you build our app, who owns the source code afterwards?").
      const general = beyond.find((h) => h.passage.intent === FAQ_INTENT);
      const questionsPage =
        holds(general, OTHER_QUESTION_SCORE) && this.asksBeyond(intent, text)
          ? general.passage
          : undefined;
      return this.nearWordsPassage(intent, text) ?? piece ?? questionsPage;
    }
    if (intent.startsWith('project.')) return piece;
    if (ASPECT_INTENTS.has(intent)) return undefined;
    // Not a service's own questions: a question about the company is not about one service.
    const other = beyond.find(
      (h) => h.passage.question && !h.passage.intent.startsWith('service.'),
    );
    // The city of one of our offices asks nothing beyond ("is your san francisco office open on
    // saturday" asks the hours, not the time zones the offices cover).
    const unnamed = this.parts.vocabulary
      .words(text)
      .filter((word) => !this.officeCities.has(word))
      .join(' ');
    return holds(other, OTHER_QUESTION_SCORE) && this.asksBeyond(intent, unnamed)
      ? other.passage
      : undefined;
  }

  /**
   * A service's question-and-answer passage that the words a message asks beyond the service's
   * own come near in meaning, clearly nearer than to its other questions ("can you handle
   * submitting the app to apple and google" -> "Will you publish the app for us?"): at least two
   * such words the word vectors know, so one stray word ("team") does not choose.
   */
  private nearWordsPassage(intent: string, text: string): Passage | undefined {
    const own = this.intentWords(intent);
    const { vocabulary, semantic, words } = this.parts;
    const beyond = vocabulary
      .contentWords(text)
      .filter((word) => !own.has(vocabulary.contentStems(word)[0] ?? word) && words.knows(word));
    if (beyond.length < NEAR_WORDS) return undefined;
    const questions = semantic
      .rank(beyond.join(' '))
      .filter((hit) => hit.target.intent === intent && hit.target.passage?.question);
    const [first, second] = questions;
    const clear =
      !!first &&
      first.similarity >= NEAR_WORDS_SIMILARITY &&
      first.similarity - (second?.similarity ?? 0) >= NEAR_WORDS_MARGIN;
    return clear ? first.target.passage : undefined;
  }

  /** The fallback with the offer of a person; a follow-up keeps the conversation's context. */
  private fallbackResponse(context: ChatContext | undefined, confidence: number): ChatResponse {
    return {
      reply: this.fallback.reply,
      intent: FALLBACK_INTENT,
      confidence: roundScore(confidence),
      links: this.fallback.links,
      suggestions: this.fallback.suggestions,
      handoff: this.fallback.handoff ?? false,
      ...(context ? { context } : {}),
    };
  }

  /**
   * The message says whose thing it asks about, and it is not ours. A strange word (English, as
   * the word vectors know it, but in none of the site's phrases, passages or names of things a
   * message may name, such as "inquiries" for the sales line):
   * - has it ("uber's working hours");
   * - comes first past stop words after "my" ("my wifi password", "call my mom") or, for an
   *   account, after "register to" or "register a" ("how do I register to vote");
   * - comes first past stop words and the site's words after "of", "for", "at" or "from" ("the
   *   phone number of the london tube", "the opening hours of tesco"; "I am from germany" tells
   *   where the visitor is from), or, for the blog, after "on" when the message does not name our
   *   blog ("how do I publish a post on medium");
   * - for an account or a contact line, comes right before one of the answer's own words ("gmail
   *   password", "newsletter emails from amazon").
   *
   * Past "my", "register" and the like, a word the vectors do not know counts too ("my snapchat
   * password": a brand newer than the vectors; a typo is read again corrected, see `reread`).
   */
  private namesOther(intent: string, text: string): boolean {
    const { vocabulary, words } = this.parts;
    const strange = (word: string | undefined, owned = false) =>
      !!word &&
      word.length >= STRANGE_LENGTH &&
      (words.knows(word) || owned) &&
      !this.siteWord(word);
    const own = this.intentWords(intent);
    if ([...text.matchAll(POSSESSIVE)].some(([, owner]) => strange(owner))) return true;
    const tokens = vocabulary.words(text);
    return tokens.some((word, i) => {
      const after = tokens.slice(i + 1, i + 1 + OWNER_REACH);
      // The thing owned or registered: the first word past stop words ("my", "register to")...
      const registers =
        intent.startsWith('account.') &&
        word === 'register' &&
        REGISTERS_SOMETHING.test(tokens[i + 1] ?? '');
      const pastStopWords = word === 'my' || registers;
      // ...or past the site's words ("the hours of tesco", "a post on medium"; not "I am from
      // germany, where is your office?", nor "a guest post on security for your blog").
      const visitorFrom = word === 'from' && VISITOR_FROM.test(tokens[i - 1] ?? '');
      const platform = word === 'on' && intent.startsWith('blog.') && !OUR_BLOG.test(text);
      const pastSiteWords = (OWNER.test(word) && !visitorFrom) || platform;
      if (pastStopWords || pastSiteWords) {
        const passed = (next: string) =>
          pastStopWords ? vocabulary.isStopword(next) : this.siteWord(next);
        const thing = after.find((next) => !passed(next));
        return strange(thing, true);
      }
      const next = vocabulary.contentStems(tokens[i + 1] ?? '')[0];
      return ABOUT_OURS.test(intent) && !!next && own.has(next) && strange(word);
    });
  }

  /**
   * A proper name owns what the message asks for ("What's Apple's customer support phone
   * number?", "any jobs at Google's London office?"): a possessive with a capital letter, not
   * opening a sentence, neither our name nor a thing of ours ("London's", "CareLink's"); or a
   * capitalised word after "at" or "of" that the site never uses ("a job at Amazon", "the phone
   * number of BT"); never in a message telling of the visitor ("I work at Deloitte, what's your
   * email?"). `text` is the message prepared (`prepareMessage`).
   */
  private namedOwner(message: string, text: string): boolean {
    // A visitor telling of themselves names their own organisation ("I work at Deloitte").
    if (VISITOR_TELLS.test(text)) return false;
    const read = this.asYou(message);
    const names = (pattern: RegExp) =>
      [...read.matchAll(pattern)].map((match) => (match.at(-1) ?? '').toLowerCase());
    const { named, vocabulary } = this.parts;
    const owners = names(NAME_POSSESSIVE).filter((owner) => !vocabulary.isStopword(owner));
    return (
      owners.some((owner) => !named.has(owner)) ||
      names(NAME_OWNING).some((name) => !this.siteWord(name))
    );
  }

  /** A word of the site's (typos forgiven), of what a message may name of ours, or a stop word. */
  private siteWord(word: string): boolean {
    const stem = this.parts.vocabulary.contentStems(word)[0];
    return !stem || this.siteKnows(stem) || this.parts.named.has(word);
  }

  /**
   * Share of a (prepared) message's content words the site uses: in its answers' phrases or its
   * passages, typos forgiven; 1 for a message of stop words only.
   */
  private siteCoverage(text: string): number {
    const stems = this.parts.passages.queryStems(text);
    if (stems.length === 0) return 1;
    return share(stems, (stem) => this.siteKnows(stem));
  }

  /** Some answer's phrases or some passage hold the stem. */
  private siteKnows(stem: string): boolean {
    return this.parts.passages.knows(stem) || this.parts.vocabulary.knows(stem);
  }

  /**
   * A paraphrase of a lesson's question: the model is sure of the lesson's answer, and the
   * lesson's question is clearly the nearest text to the message. The calibrator, fitted without
   * any lesson, knows nothing of lessons; an admin's answer to a close paraphrase is given.
   */
  private closeToLesson(intent: string, signals: AnswerSignals): boolean {
    return (
      this.parts.lessons.has(intent) &&
      signals.modelSure &&
      signals.modelAgrees &&
      signals.semanticAnswer >= signals.semanticTop &&
      signals.semanticMargin >= RETRIEVAL_MARGIN
    );
  }

  /**
   * The answer as the rules reach it (`reread`), and how (the calibrator weighs it next, `work`);
   * a service answered to someone asking how to make a thing themselves is the fallback.
   */
  private async draft(message: string, context?: ChatContext): Promise<Draft> {
    const drafted = await this.reread(message, context);
    const { response, classification } = drafted;
    const text = prepareMessage(message);
    if (
      !classification.taught &&
      response.intent.startsWith('service.') &&
      MAKING_WITH.test(text) &&
      !ASKS_US.test(this.asYou(text))
    ) {
      // "how do I make a website on wix", "how do i train my own model in python": how to do it
      // oneself, not a service of ours ("how to build an app with you?" is).
      return { ...drafted, response: this.fallbackResponse(context, response.confidence) };
    }
    return drafted;
  }

  /**
   * The answer the rules reach; `read` is the message as it was read. A yes-or-no question about
   * the previous answer's project is read with its name first (`askedOfProject`). A question after
   * a greeting is read alone when the whole reads as the greeting or nothing. A message the
   * rules give the fallback is read again: a follow-up with the previous answer's subject named
   * (`subjectNamed`); then with its typos corrected (`Typos`: "wat servises do u hav", "were is ur
   * ofice"), answered so when the model is then sure of it where it was not (or surer, or as sure
   * of the same answer) and the rules no longer give the fallback.
   */
  private async reread(message: string, context?: ChatContext): Promise<Draft> {
    // "is that one a mobile app as well?" after LabSphere: asked of the project, not of the service.
    const ofProject = this.askedOfProject(message, context);
    if (ofProject) {
      const second = await this.draftOf(ofProject, context);
      if (second.response.intent === context?.intent) return second;
    }
    const first = await this.draftOf(message, context);
    // "hello, what do you do?": a greeting, or nothing, for the whole; the question after it read
    // alone (not "hello, anyone there?", nor "Hello, I have a question", which asks nothing yet).
    const greeted = message.replace(GREETING_OPENER, '');
    if (
      greeted !== message &&
      greeted.trim().split(/\s+/).length >= GREETED_WORDS &&
      QUESTION.test(greeted) &&
      (first.response.intent === 'greeting' || first.response.intent === FALLBACK_INTENT)
    ) {
      const asked = await this.draftOf(greeted, context);
      if (asked.response.intent !== FALLBACK_INTENT) return asked;
    }
    if (first.response.intent !== FALLBACK_INTENT) return first;
    // Worded like an off-topic question ("what is the weather like in it"), it stays the fallback.
    const named =
      first.reading.sentences[0]?.target.intent !== 'None' && this.subjectNamed(message, context);
    if (named) {
      const second = await this.draftOf(named, context);
      if (second.response.intent !== FALLBACK_INTENT) return second;
    }
    const prepared = prepareMessage(message);
    const corrected = this.parts.typos.correct(prepared);
    if (corrected === prepared) return first;
    const second = await this.draftOf(corrected, context);
    // Reads better: the model is sure of the corrected message, and was not, or less, of the first,
    // or is as sure of the same answer, which the rules no longer overrule ("were is ur ofice":
    // the whole sentence, unreadable before, now reads like the offices' questions).
    const before = first.classification;
    const after = second.classification;
    const better =
      after.intent !== FALLBACK_INTENT &&
      (before.intent === FALLBACK_INTENT ||
        after.confidence > before.confidence ||
        after.intent === before.intent);
    return better && second.response.intent !== FALLBACK_INTENT ? second : first;
  }

  /**
   * A follow-up leaning on the previous answer's subject, the subject named: for its pronoun ("who
   * was it built for?" after DocuFlow reads "who was DocuFlow built for?"), else at its end ("how
   * much faster did the reports get?" after LabSphere reads "... get in LabSphere?"; "who approves
   * it?" after the blog's steps reads "who approves the blog post?"). Undefined when the previous
   * answer was about no one service or project, nor the blog.
   */
  private subjectNamed(message: string, context?: ChatContext): string | undefined {
    const [kind, id] = context?.intent.split('.') ?? [];
    const name =
      kind === 'project'
        ? this.content.projects.find((project) => project.id === id)?.name
        : kind === 'service'
          ? everyService(this.content).find((service) => service.slug === id)?.name
          : kind === 'blog'
            ? BLOG_SUBJECT
            : undefined;
    if (!name) return undefined;
    if (PRONOUN.test(message)) return message.replace(PRONOUN, name);
    return `${message.replace(SENTENCE_END, '')} in ${name}?`;
  }

  /**
   * A yes-or-no question about the previous answer's project ("does it...", "is that one...") that
   * holds a word of the project's own phrases or page, with the project named for its pronoun.
   */
  private askedOfProject(message: string, context?: ChatContext): string | undefined {
    const intent = context?.intent;
    const text = prepareMessage(message);
    if (!intent?.startsWith('project.') || !ASKED_OF_IT.test(text)) return undefined;
    const own = new Set([...this.parts.passages.intentStems(intent), ...this.intentWords(intent)]);
    const holds = this.parts.passages.queryStems(text).some((stem) => own.has(stem));
    return holds ? this.subjectNamed(message, context) : undefined;
  }

  /** The message names the project itself ("CareLink", "care link"), not only its field. */
  private namesProject(id: string, text: string): boolean {
    const name = this.content.projects.find((p) => p.id === id)?.name.toLowerCase();
    const squeezed = text.replace(/\s+/g, '');
    return !!name && squeezed.includes(name.replace(/\s+/g, ''));
  }

  private async draftOf(message: string, context?: ChatContext): Promise<Draft> {
    const classification = await this.classify(message);
    const text = prepareMessage(message);
    // A vote needs a sentence: "office cost" or "who is it for?" reads like too many texts a little.
    const telling = this.parts.vocabulary.contentStems(text).length >= VOTING_WORDS;
    const bySentence = await this.parts.sentences.read(text, SENTENCE_VOTES);
    const hits = bySentence.ranked;
    let words: SemanticHit[] | undefined;
    const reading: Reading = {
      sentences: hits,
      votes: telling ? bySentence.votes : [],
      words: () => (words ??= this.parts.semantic.rank(text)),
    };
    const answer = (response: ChatResponse, route: Route): Draft => ({
      response,
      route,
      classification,
      read: message,
      reading,
    });
    const arbitrated = this.arbitrate(classification, text, reading);
    // A piece of a page quoted for a message naming only an industry ("do you work with
    // healthcare companies") gives way to the work made for that industry (below).
    const onlyIndustry =
      classification.topics.length > 0 && classification.topics.every((t) => t.kind === 'industry');
    if (arbitrated.passage && !MORE.test(text) && !(onlyIndustry && !arbitrated.passage.reply)) {
      return answer(passageAnswer(arbitrated.passage, arbitrated.confidence), 'passage');
    }
    let { intent, confidence } = arbitrated;
    const { topics } = classification;
    let topic = topics[0]?.option;
    const followUp = !!context && FOLLOW_UP.test(text);
    const asksOthers = ONLY_OR_OTHERS.test(text) && !OURS_TOLD.test(text);

    const services = [...new Set(topics.filter((t) => t.kind === 'service').map((t) => t.option))];
    const inField = topics.find((t) => t.kind === 'project')?.option;
    // "we are a dentist and want patients to book on our site": a visitor's own need in a project's
    // field, whatever services it names; the project answers only a message naming it.
    const need = OWN_NEED.test(text) && ASKING_FOR_WORK.test(text);
    // Nor does a message reading like an off-topic question ("the visiting hours at st thomas'
    // hospital"), nor one the whole sentence clearly reads as the service answered ("could you
    // build something for new nurses to practise emergencies": a game, not CareLink).
    const offTopic = intent === FALLBACK_INTENT && sentenceOffTopic(reading.sentences);
    const readAsAnswer = sentenceLeads(reading.sentences, intent);
    const aService = intent.startsWith('service.') && readAsAnswer;
    const project =
      (inField && need && !this.namesProject(inField, text)) || offTopic || aService
        ? undefined
        : inField;
    if (classification.taught) {
      // Answered as the admin taught it.
    } else if (project && (ABOUT_WORK.has(intent) || intent.startsWith('service.'))) {
      // "an app for clinics, have you built one": the project made for that.
      intent = `project.${project}`;
    } else if (asksOthers && (ABOUT_WORK.has(intent) || intent.startsWith('service.'))) {
      // "are you only a website shop or do you do other stuff too": the list of services, not the
      // one it names.
      intent = 'services.overview';
    } else if (
      services.length === 1 &&
      !project &&
      (intent === 'services.overview' ||
        intent === 'company.about' ||
        intent.startsWith('service.')) &&
      ASKS_FOR_QUOTE.test(text) &&
      !BUILDS.test(text)
    ) {
      // "I'd like an estimate for an online shop": a quote for the one service it names, not the
      // service's summary.
      intent = 'quote.request';
      topic = services[0];
    } else if (
      services.length === 1 &&
      !project &&
      (intent === 'services.overview' ||
        intent === 'company.about' ||
        intent.startsWith('service.') ||
        intent.startsWith('project.')) &&
      !((intent.startsWith('service.') || intent.startsWith('project.')) && readAsAnswer)
    ) {
      // "could you make a video game": the one service it names, not the list of all of them
      // (unless the whole sentence clearly reads like the model's other service or project:
      // "retyping policy NUMBERS from scanned forms" names data analytics by a word, and reads like
      // automation with AI; "the medical communication APP, what is it?" reads like CareLink).
      intent = `service.${services[0]}`;
    } else if (
      intent === FALLBACK_INTENT &&
      services.length === 1 &&
      !project &&
      confidence >= UNSURE_SERVICE_SCORE &&
      (ASKING_FOR_WORK.test(text) || (OWN_NEED.test(text) && !QUESTION.test(message)))
    ) {
      // "i need a web app built", "a quiz game for our museum": unsure of the wording, sure of the
      // thing asked for (a question about one's own thing, "our app is down, who do i call", is not).
      intent = `service.${services[0]}`;
    } else if (
      intent.startsWith('service.') &&
      topics.length === 0 &&
      !(
        confidence >= GUARDED_MODEL &&
        clearBest(reading.words(), SURE_RETRIEVAL, 0)?.target.intent === intent
      ) &&
      !askedPassage(reading.sentences, intent) &&
      clearBest(reading.sentences, SURE_OVERVIEW, SENTENCE_MARGIN)?.target.intent !== intent
    ) {
      // A question about one service that names none ("what could you build for us"); not when the
      // model is sure of it and its words are too ("and the data one?" after the list), nor when
      // the whole sentence is clearly one of its page's questions ("do you host and maintain the
      // site after it goes live?") or reads as clearly like its texts as SURE_OVERVIEW asks of
      // the list (a situation its page tells: "residents email the council about bins...").
      intent = 'services.overview';
    } else if (intent === 'reply.time' && services.length > 0) {
      // "how long till my app is ready": the delivery of the app, not an answer to a message.
      intent = 'timeline';
    }
    if (
      intent === 'company.about' &&
      !classification.taught &&
      sentenceSides(hits, 'services.overview')
    ) {
      // "what services does brightwave provide?": the company's name makes the model sure of the
      // company's summary, but the whole sentence reads most like the list of services (which a
      // message asking more than the list holds does not get either, below).
      intent = 'services.overview';
    }
    if (
      intent.startsWith('service.') &&
      !classification.taught &&
      ASKS_TECHNOLOGY.test(this.asYou(text))
    ) {
      // "kindly advise the technology stack you employ for web applications": what that service is
      // built with (the technologies answer for it), not the service's summary.
      topic = topicOf(intent);
      intent = 'technologies';
    }
    if (
      (intent === FALLBACK_INTENT || ABOUT_COMPANY.has(intent)) &&
      !classification.taught &&
      NAMES_QUESTIONS_PAGE.test(text) &&
      (QUESTION.test(message) || text.split(' ').length <= PAGE_NAME_WORDS)
    ) {
      // "do you have a FAQ?": the questions page, which no answer of the model's is.
      intent = FAQ_INTENT;
    }
    if (context && context.intent !== FALLBACK_INTENT && MORE.test(text)) {
      intent = context.intent;
      topic = context.topic;
    }
    if (followUp && context && ASPECT_INTENTS.has(context.intent) && topic) {
      // "what about a website?" after a price question: the price of a website; "can I get a
      // quote for mine then?" asks for the quote.
      if (!ASPECT_INTENTS.has(intent) && intent !== 'quote.request') intent = context.intent;
    }
    if (
      followUp &&
      context?.intent.startsWith('service.') &&
      services.length === 1 &&
      confidence >= UNSURE_SERVICE_SCORE &&
      (intent === FALLBACK_INTENT || intent === 'services.overview')
    ) {
      // "and what about dashboards?" after a service: the one service it names, as unsure of the
      // words as UNSURE_SERVICE_SCORE allows ("and what do you think of the new iphone?" is not).
      intent = `service.${services[0]}`;
    }
    if (
      context?.intent.startsWith('project.') &&
      LIKE_IT.test(text) &&
      ASKING_FOR_WORK.test(text) &&
      !ASPECT_INTENTS.has(intent)
    ) {
      // "could you build something like that for us?" after a project: a project of one's own, as
      // the quote request answers (its price or timeline is a question of its own).
      intent = 'quote.request';
    }
    if (ASPECT_INTENTS.has(intent) && !topic && context) {
      topic = context.topic ?? topicOf(context.intent);
    }
    // One industry named ("banks in the finance sector") before the industries in general.
    const industry = onlyIndustry
      ? (topics.find((t) => t.option !== ALL_INDUSTRIES) ?? topics[0])?.option
      : undefined;
    if (
      industry &&
      (ABOUT_WORK.has(intent) ||
        intent.startsWith('service.') ||
        (intent === 'careers' &&
          classification.intent !== 'careers' &&
          !ASKS_FOR_JOB.test(text))) &&
      !OURS_TOLD.test(text) &&
      !this.readsOffTopic(reading)
    ) {
      // "do you work with banks": the work made or offered for that industry, for a question about
      // our work (not "internships for university students"), or for the careers answer the model
      // was not sure of and no word of a job asks ("do you have experience in education"), not
      // "where can i buy cheap
      // medicine", which reads like the off-topic examples, nor a need told in it ("our bank's
      // call centre staff dread the yearly compliance training" is a service's).
      // The industries in general ("which sectors do you serve") are the company's, listed.
      intent = industry === ALL_INDUSTRIES ? 'company.about' : 'products';
      topic = industry;
    }

    if (intent === FALLBACK_INTENT) {
      // Words that stress the question are none a passage must hold ("where EXACTLY is the london
      // office").
      const hit = this.parts.passages.best(unstressed(text));
      if (hit && hit.coverage >= RETRIEVAL_MIN_COVERAGE && hit.score >= RETRIEVAL_MIN_SCORE) {
        return answer(passageAnswer(hit.passage, hit.coverage), 'keyword');
      }
    }

    const channel = topics.find((t) => t.kind === 'channel')?.option;
    // "and for support?" after the sales number: the contact line it names.
    if (followUp && context?.intent === 'contact' && channel) intent = 'contact';
    // "support phone number": the contact line it names, before any service it mentions.
    if (intent === 'contact' && channel) topic = channel;

    if (
      intent === 'services.overview' &&
      !classification.taught &&
      !asksOthers &&
      this.asksBeyond(intent, text) &&
      clearBest(hits, SURE_OVERVIEW, SENTENCE_MARGIN)?.target.intent !== intent
    ) {
      // The list of services answers a question about the services in general; a message saying
      // more ("make sense of our customer data") is about a need the list does not answer, unless
      // the whole sentence clearly reads like a question for the list ("which type of projects you
      // accept?").
      intent = FALLBACK_INTENT;
    }
    const someoneElses =
      (OTHERS_HAVE_TOO.test(intent) && this.namesOther(intent, text)) ||
      ((OTHERS_HAVE_TOO.test(intent) || intent === 'careers') && this.namedOwner(message, text));
    if (!classification.taught && someoneElses) {
      // "how do i reset my gmail password", "the opening hours of tesco", "What's Apple's support
      // number?", "any jobs at Google's London office?": not ours.
      intent = FALLBACK_INTENT;
    }
    // "our drivers need something on their phones": unsure of the words, sure of the need.
    const needed = intent === FALLBACK_INTENT ? await this.neededService(text, hits) : undefined;
    if (needed) {
      intent = needed.target.intent;
      confidence = needed.similarity;
    }
    // A price, timeline or technology question about one service gets that service's answer.
    const aboutOne = ASPECT_INTENTS.has(intent) && !!topic;
    const specific =
      classification.taught || aboutOne ? undefined : this.specificPassage(intent, text, hits);
    if (specific && !MORE.test(text)) return answer(passageAnswer(specific, confidence), 'passage');

    const chosen = this.parts.intents.get(intent);
    const given =
      (topic && chosen?.topics?.[topic]) ||
      chosen?.answer ||
      (intent === FAQ_INTENT ? this.questionsPage : this.fallback);
    return answer(
      {
        reply: given.reply,
        intent,
        confidence: Math.round(confidence * 1000) / 1000,
        links: given.links,
        suggestions: given.suggestions,
        handoff: given.handoff ?? false,
        context:
          intent === FALLBACK_INTENT
            ? context
            : {
                intent,
                ...((topic ?? topicOf(intent)) ? { topic: topic ?? topicOf(intent) } : {}),
              },
      },
      classification.taught ? 'taught' : 'model',
    );
  }
}

import type { ChatResponse } from '@brightwave/contracts';
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import {
  buildCorpus,
  FALLBACK_INTENT,
  fallbackAnswer,
  type ChatAnswer,
  type SiteContent,
} from './corpus';
import { offTopicUtterances } from './corpus/off-topic';
import { Vocabulary } from './vocabulary';

const LOCALE = 'en';

/**
 * Lower-cases, drops punctuation and emoji, and shortens stretched letters ("helloooo"), so
 * casing and emphasis do not change what the model sees. NLP.js then stems and spell-checks.
 */
export function normalizeMessage(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'.+#-]/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ChatBotOptions {
  /** Below this confidence the bot gives the fallback (see api/README.md for how it was tuned). */
  threshold: number;
  /** Below this share of known content words the message is off-topic (fallback). */
  minCoverage: number;
}

export interface Classification {
  intent: string;
  confidence: number;
}

/** The intent model, trained on the corpus built from the site's content, and its answers. */
export class ChatBot {
  private constructor(
    private readonly nlp: Nlp,
    private readonly vocabulary: Vocabulary,
    private readonly answers: Map<string, ChatAnswer>,
    private readonly fallback: ChatAnswer,
    private readonly options: ChatBotOptions,
    /** How long training took, in milliseconds. */
    readonly trainingMs: number,
  ) {}

  /** Trains a model in this process: no files are read or written, nothing is downloaded. */
  static async train(content: SiteContent, options: ChatBotOptions): Promise<ChatBot> {
    const started = performance.now();
    const container = containerBootstrap();
    container.use(LangEn);
    const nlp = new Nlp({
      container,
      languages: [LOCALE],
      autoLoad: false,
      autoSave: false,
      calculateSentiment: false,
      // The bot applies its own threshold; the library's would hide the scores.
      threshold: 0,
      nlu: { log: false, useNoneFeature: true, spellCheck: true, spellCheckDistance: 1 },
    });
    const answers = new Map<string, ChatAnswer>();
    const vocabulary = new Vocabulary();
    for (const intent of buildCorpus(content)) {
      answers.set(intent.name, intent.answer);
      for (const utterance of intent.utterances) {
        const text = normalizeMessage(utterance);
        nlp.addDocument(LOCALE, text, intent.name);
        vocabulary.add(text);
      }
    }
    for (const utterance of offTopicUtterances) {
      nlp.addDocument(LOCALE, normalizeMessage(utterance), 'None');
    }
    await nlp.train();
    const trainingMs = Math.round(performance.now() - started);
    return new ChatBot(nlp, vocabulary, answers, fallbackAnswer(content), options, trainingMs);
  }

  /** The intents the model knows, fallback excluded. */
  get intents(): string[] {
    return [...this.answers.keys()];
  }

  async classify(message: string): Promise<Classification> {
    const text = normalizeMessage(message);
    const result = await this.nlp.process(LOCALE, text);
    // When the library says "None", the best real intent's score is what was missed.
    const best =
      result.intent === 'None'
        ? result.classifications?.find((c) => c.intent !== 'None')
        : { intent: result.intent, score: result.score };
    if (!best || !this.answers.has(best.intent)) return { intent: FALLBACK_INTENT, confidence: 0 };
    if (
      result.intent === 'None' ||
      best.score < this.options.threshold ||
      this.vocabulary.coverage(text) < this.options.minCoverage
    ) {
      return { intent: FALLBACK_INTENT, confidence: best.score };
    }
    return { intent: best.intent, confidence: best.score };
  }

  async respond(message: string): Promise<ChatResponse> {
    const { intent, confidence } = await this.classify(message);
    const answer = this.answers.get(intent) ?? this.fallback;
    return {
      reply: answer.reply,
      intent,
      confidence: Math.round(confidence * 1000) / 1000,
      links: answer.links,
      suggestions: answer.suggestions,
      handoff: answer.handoff ?? false,
    };
  }
}

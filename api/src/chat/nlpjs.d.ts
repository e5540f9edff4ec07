// The small part of the NLP.js packages the chat model uses (they ship no types).
declare module '@nlpjs/core' {
  export interface NlpContainer {
    use(plugin: unknown): void;
  }
  /** A container with the core plugins only: no .env, conf.json or plugins folder is read. */
  export function containerBootstrap(): NlpContainer;
}

declare module '@nlpjs/nlp' {
  export interface NlpClassification {
    intent: string;
    score: number;
  }
  export interface NlpResult {
    intent: string;
    score: number;
    classifications?: NlpClassification[];
  }
  export interface NlpEntity {
    entity: string;
    option: string;
    sourceText: string;
    /** The words of the message that matched `sourceText` (a typo of it when accuracy < 1). */
    utteranceText: string;
    accuracy: number;
  }
  export class Nlp {
    constructor(settings: Record<string, unknown>);
    addNerRuleOptionTexts(locale: string, entity: string, option: string, texts: string[]): void;
    extractEntities(locale: string, utterance: string): Promise<{ entities: NlpEntity[] }>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    /** The trained model (settings, NLU, NER ...) as plain data, for `fromJSON`. */
    toJSON(): object;
    fromJSON(model: object): void;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
  export class TokenizerEn {
    tokenize(text: string, normalize?: boolean): string[];
  }
  export class StopwordsEn {
    isStopword(token: string): boolean;
  }
  export class StemmerEn {
    stemWord(word: string): string;
  }
}

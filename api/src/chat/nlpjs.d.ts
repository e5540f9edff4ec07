// The small part of @nlpjs/basic the chat model uses (the package ships no types).
declare module '@nlpjs/basic' {
  export interface NlpContainer {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Promise<NlpContainer>;
  export const LangEn: unknown;

  export interface NlpClassification {
    intent: string;
    score: number;
  }
  export interface NlpResult {
    intent: string;
    score: number;
    classifications?: NlpClassification[];
  }
  export class Nlp {
    constructor(settings: Record<string, unknown>);
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }

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

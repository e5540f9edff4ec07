import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { SentenceIndex } from './semantic';
import { SentenceEncoder } from './sentence-encoder';
import { cosine } from './word-vectors';

describe('SentenceEncoder', () => {
  let encoder: SentenceEncoder;
  let dir: string;

  beforeAll(async () => {
    encoder = await SentenceEncoder.load();
    dir = await mkdtemp(path.join(tmpdir(), 'sentences-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts a sentence nearer one describing the same need than one about something else', async () => {
    const [need, service, weather] = await encoder.vectors([
      'our delivery drivers need an app on their phones',
      'native apps for iOS and Android',
      'will it rain in paris tomorrow',
    ]);
    expect(cosine(need!, need!)).toBeCloseTo(1, 5);
    expect(cosine(need!, service!)).toBeGreaterThan(cosine(need!, weather!) + 0.1);
  });

  it('gives a message with nothing to read the zero vector instead of failing', async () => {
    // The model fails on a text it has no piece for; "" is what "!!!???" reads as, prepared.
    expect((await encoder.vector('')).every((value) => value === 0)).toBe(true);
    const marks = await encoder.vector('!!!???');
    expect(cosine(marks, marks)).toBeCloseTo(1, 5);
  });

  it('keeps each sentence worked out in the folder, once, for other processes', async () => {
    const texts = ['where is your office', 'how much does an app cost'];
    const first = await encoder.vectors(texts, dir);
    const [folder] = await readdir(dir);
    expect(folder).toMatch(/^sentence-vectors-\d+\.\d+\.\d+$/);
    const files = await readdir(path.join(dir, folder!));
    expect(files).toHaveLength(2);
    const stored = await Promise.all(
      files.map(async (name) => {
        const bytes = await readFile(path.join(dir, folder!, name));
        return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
      }),
    );
    for (const vector of first) {
      expect(stored.some((kept) => kept.every((value, i) => value === vector[i]))).toBe(true);
    }
    // A set sharing one sentence adds one file.
    await encoder.vectors(['where is your office', 'do you sign NDAs'], dir);
    expect(await readdir(path.join(dir, folder!))).toHaveLength(3);
  });
});

describe('SentenceIndex.vote', () => {
  it('ranks intents by their nearest texts together, not by one stray text', async () => {
    const encoder = await SentenceEncoder.load();
    const index = await SentenceIndex.build(encoder, (text) => text, [
      { text: 'our couriers want an app on their phones', target: { intent: 'apps' } },
      { text: 'field staff need an app on their tablets', target: { intent: 'apps' } },
      { text: 'customers want our shop in an app on their phone', target: { intent: 'apps' } },
      { text: 'our drivers need an app on their phones today', target: { intent: 'stray' } },
      { text: 'what is the weather in rome', target: { intent: 'stray' } },
      { text: 'tell me a joke about cats', target: { intent: 'stray' } },
    ]);
    const message = 'our drivers need an app on their phones';
    expect((await index.rank(message))[0]!.target.intent).toBe('stray');
    const votes = await index.vote(message, 3);
    expect(votes.map((hit) => hit.target.intent)).toEqual(['apps', 'stray']);
    expect(votes[0]!.similarity).toBeLessThan(1);
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
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

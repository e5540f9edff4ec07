import { ConcurrencyLimiter, QueueFullError } from './concurrency-limiter';

/** A task that stays running until released, recording when it started. */
function gate(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<string>((resolve) => (release = () => resolve(name)));
  return {
    task: () => {
      started.push(name);
      return done;
    },
    release,
  };
}

describe('ConcurrencyLimiter', () => {
  it('runs up to the limit at once, queues the next ones in order and refuses beyond', async () => {
    const limiter = new ConcurrencyLimiter(2, 2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = [a!, b!, c!, d!].map((g) => limiter.run(g.task));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);

    await expect(limiter.run(() => Promise.resolve('e'))).rejects.toBeInstanceOf(QueueFullError);

    b!.release();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    a!.release();
    c!.release();
    d!.release();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot of a failed task', async () => {
    const limiter = new ConcurrencyLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve(1))).resolves.toBe(1);
  });

  it('with no queue, refuses at once while the slots are taken', async () => {
    const limiter = new ConcurrencyLimiter(1, 0);
    const started: string[] = [];
    const a = gate(started, 'a');
    const running = limiter.run(a.task);
    await expect(limiter.run(() => Promise.resolve('b'))).rejects.toBeInstanceOf(QueueFullError);
    a.release();
    await expect(running).resolves.toBe('a');
    await expect(limiter.run(() => Promise.resolve('c'))).resolves.toBe('c');
  });
});

/** Thrown when a ConcurrencyLimiter's queue is full: the caller should answer "busy" at once. */
export class QueueFullError extends Error {
  constructor() {
    super('The work queue is full.');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `queueMax` more wait, in order of
 * arrival; a task beyond that is refused at once with QueueFullError. Bounds one process's
 * expensive work (memory-hard hashing) under a flood, so the flood gets quick refusals instead
 * of an ever longer queue that exhausts memory and delays everything else.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueMax: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueMax) throw new QueueFullError();
      // The finishing task hands its slot over, so `running` stays counted for this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

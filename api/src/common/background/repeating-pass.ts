import { requestContext } from '../logging/request-context';

/**
 * A background job's loop: runs `pass` at once on start, then again `nextDelayMs()` after each
 * pass ends (never two at a time); `stop` waits for the pass under way. Timers run outside any
 * request's context, so a pass never logs under a request's id.
 */
export class RepeatingPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private halted = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly nextDelayMs: () => number,
  ) {}

  /**
   * Within a pass: claims and handles due work one piece at a time, at most `max` pieces, until
   * none is due or the loop is stopping.
   */
  async drain<T>(
    max: number,
    claim: () => Promise<T | null | undefined>,
    handle: (item: T) => Promise<void>,
  ): Promise<void> {
    for (let i = 0; i < max && !this.halted; i++) {
      const item = await claim();
      if (!item) return;
      await handle(item);
    }
  }

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.halted = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.halted) return;
    this.timer = requestContext.exit(() =>
      setTimeout(() => {
        this.running = this.pass().finally(() => {
          this.running = undefined;
          this.schedule(this.nextDelayMs());
        });
      }, delayMs),
    );
  }
}

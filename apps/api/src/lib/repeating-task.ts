/**
 * Work a server process repeats in the background (sending the outbox, purging the trash): one
 * pass at a time, the next `intervalMs` after the last one ended, on a timer that never keeps the
 * process alive. A failed pass is reported and the work goes on.
 */
export class RepeatingTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Starts repeating, the first pass after `firstDelayMs`. */
  start(firstDelayMs = 0): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(firstDelayMs);
  }

  /** Stops repeating and waits for the pass in flight to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch(this.failed)
        .finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}

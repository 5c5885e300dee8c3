import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A token bucket per operator: `ratePerSecond` calls a second, one at a time (no burst), so the
 * calls of one process never go faster than the operator allows however many checks are queued.
 */
export class TokenBucket {
  private next = 0;
  constructor(private readonly ratePerSecond: number) {}

  /** Waits until the caller may send one call. */
  async take(): Promise<void> {
    const interval = 1000 / this.ratePerSecond;
    const now = performance.now();
    const at = Math.max(now, this.next);
    this.next = at + interval;
    if (at > now) await sleep(at - now);
  }
}

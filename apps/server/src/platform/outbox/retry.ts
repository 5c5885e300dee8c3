/** How the worker retries: the first wait, doubled after each failure up to a cap, and when to stop. */
export type RetryPolicy = { firstDelayMs: number; maxDelayMs: number; maxAttempts: number };

/** Ten attempts over about three hours: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly. */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 10 };

/** The wait before the next attempt after `attempts` failed ones (1 = the first failed). */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const EVERY_MS = 60 * 60_000;

/**
 * A job run hourly in this process until the app closes, the first time `firstAfterMs` after the
 * start (once the start has settled). A failure is logged as `failed` and the next hour tries
 * again: each job is idempotent or records what it has done.
 */
export function runHourly(
  app: FastifyInstance,
  job: () => Promise<void>,
  options: { firstAfterMs: number; log: FastifyBaseLogger; failed: string },
): void {
  const run = () => {
    job().catch((err: unknown) => options.log.warn({ err }, options.failed));
  };
  const first = setTimeout(run, options.firstAfterMs);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

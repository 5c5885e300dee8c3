/** The spec's session rule: check every 10 s and keep at least 60 s of token validity. */
export const TOKEN_CHECK_INTERVAL_MS = 10_000;
export const MIN_TOKEN_VALIDITY_SECONDS = 60;

export function needsRefresh(
  secondsLeft: number | undefined,
  minValiditySeconds: number = MIN_TOKEN_VALIDITY_SECONDS,
): boolean {
  return secondsLeft !== undefined && secondsLeft < minValiditySeconds;
}

export interface TokenWatcherHooks {
  /** Seconds the access token has left; undefined when it does not expire. */
  secondsLeft: () => Promise<number | undefined>;
  refresh: () => Promise<unknown>;
  /** Called once when a refresh fails; the watcher stops. */
  onRefreshFailed: (error: unknown) => void;
}

/** Starts the periodic check and answers the function that stops it. */
export function startTokenWatcher(
  hooks: TokenWatcherHooks,
  intervalMs: number = TOKEN_CHECK_INTERVAL_MS,
  minValiditySeconds: number = MIN_TOKEN_VALIDITY_SECONDS,
): () => void {
  let stopped = false;
  let checking = false;

  const check = async (): Promise<void> => {
    // A slow refresh must not overlap the next tick's.
    if (checking || stopped) {
      return;
    }
    checking = true;
    try {
      if (needsRefresh(await hooks.secondsLeft(), minValiditySeconds)) {
        await hooks.refresh();
      }
    } catch (error) {
      if (!stopped) {
        stop();
        hooks.onRefreshFailed(error);
      }
    } finally {
      checking = false;
    }
  };

  const timer = setInterval(() => void check(), intervalMs);
  function stop(): void {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}

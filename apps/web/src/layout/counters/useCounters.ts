import { canSeeCrimeCheckCounter, canSeeFptCounter, type SessionUserLike } from '@afx/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchNewCount } from '../../api/counters';
import type { CounterName } from '../../api/events/pushedEvent';

/** Spec 1 §9: first poll 2 s after start, then every 60 s; pushed values arrive in between. */
export const FIRST_POLL_MS = 2_000;
export const POLL_INTERVAL_MS = 60_000;

/** The sidebar entry each counter belongs to. */
export const COUNTER_MENU_PATHS: Record<CounterName, string> = { crc: '/crc', fpt: '/fpt' };

export type CounterValues = Record<CounterName, number | null>;

const NO_COUNTS: CounterValues = { crc: null, fpt: null };

/**
 * The counters to poll: those the installation serves (`/config`; a service not yet built has
 * none, and asking would only fill the console with 404s) and the user's codes allow (U22/E22
 * Crime Check, U1006/E1006 FPT).
 */
export function visibleCounters(user: SessionUserLike, served: readonly CounterName[]): CounterName[] {
  return [
    ...(canSeeCrimeCheckCounter(user) ? (['crc'] as const) : []),
    ...(canSeeFptCounter(user) ? (['fpt'] as const) : []),
  ].filter((counter) => served.includes(counter));
}

/** Polls the user's counters and takes pushed values; null means "no counter" (no badge). */
export function useCounters(
  user: SessionUserLike,
  served: readonly CounterName[],
): {
  counts: CounterValues;
  setCount: (counter: CounterName, value: number) => void;
} {
  const servedKey = served.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the served list by value, not identity
  const counters = useMemo(() => visibleCounters(user, served), [user, servedKey]);
  const [counts, setCounts] = useState<CounterValues>(NO_COUNTS);

  useEffect(() => {
    if (counters.length === 0) return undefined;
    const controller = new AbortController();
    const poll = (): void => {
      for (const counter of counters) {
        fetchNewCount(counter, controller.signal).then(
          (value) => setCounts((current) => ({ ...current, [counter]: value })),
          // The HTTP client has shown and logged the failure; the badge keeps its last value.
          () => undefined,
        );
      }
    };
    const first = setTimeout(poll, FIRST_POLL_MS);
    const every = setInterval(poll, POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(first);
      clearInterval(every);
    };
  }, [counters]);

  const setCount = useCallback(
    (counter: CounterName, value: number) => {
      if (counters.includes(counter)) setCounts((current) => ({ ...current, [counter]: value }));
    },
    [counters],
  );
  return { counts, setCount };
}

/** The counts keyed by the menu path that shows them. */
export function countsByMenuPath(counts: CounterValues): Record<string, number | null> {
  return { [COUNTER_MENU_PATHS.crc]: counts.crc, [COUNTER_MENU_PATHS.fpt]: counts.fpt };
}

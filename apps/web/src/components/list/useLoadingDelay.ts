import { useEffect, useState } from 'react';

/** A list answering within this long shows no loading indicator at all (issue 11: "Instant"). */
export const LIST_LOADING_DELAY_MS = 300;

/**
 * True once fetching has lasted `delayMs`, false the moment it ends: a quick answer replaces the
 * rows without a flash of the indicator, while the previous page stays on screen.
 */
export function useLoadingDelay(fetching: boolean, delayMs = LIST_LOADING_DELAY_MS): boolean {
  const [late, setLate] = useState(false);
  // Each load waits the delay afresh (adjusted during render, as React advises).
  if (!fetching && late) setLate(false);
  useEffect(() => {
    if (!fetching) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => clearTimeout(timer);
  }, [fetching, delayMs]);
  return fetching && late;
}

import { useEffect, useRef, useState } from 'react';

/**
 * Keeps a loading indicator on for `holdMs` after fetching ends (spec 1 §9: held at least 1.5 s
 * after a list arrives), so a quick answer does not flash the table.
 */
export function useLoadingHold(fetching: boolean, holdMs: number): boolean {
  const [holding, setHolding] = useState(false);
  const wasFetching = useRef(fetching);
  useEffect(() => {
    const ended = wasFetching.current && !fetching;
    wasFetching.current = fetching;
    if (!ended || holdMs <= 0) return;
    setHolding(true);
    const timer = setTimeout(() => setHolding(false), holdMs);
    return () => clearTimeout(timer);
  }, [fetching, holdMs]);
  return fetching || holding;
}

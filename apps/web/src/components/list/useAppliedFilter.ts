import { useState } from 'react';

/**
 * The filter a list shows, applied by Search. `apply` answers false when the filter did not
 * change: the list will not ask again by itself, so the caller reloads it.
 */
export function useAppliedFilter<F>(initial: () => F) {
  const [filter, setFilter] = useState<F>(initial);
  const apply = (next: F): boolean => {
    if (JSON.stringify(next) === JSON.stringify(filter)) return false;
    setFilter(next);
    return true;
  };
  return [filter, apply] as const;
}

import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint: below 992 px the sidebar becomes a drawer. */
export const MOBILE_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches);
}

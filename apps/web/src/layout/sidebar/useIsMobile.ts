import { useMediaQuery } from '../useMediaQuery';

/** The spec's mobile breakpoint: below 992 px the sidebar becomes a drawer. */
export const MOBILE_QUERY = '(max-width: 991.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

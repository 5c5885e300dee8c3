import { MAX_PAGE_SIZE } from '@afx/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useProfile } from '../../../app/auth/profileContext';
import { incidentApi } from '../api/incidentApi';
import { useUiLocale } from '../useDomainText';
import { searchableIdentifier, type SharedIdentifierFilter } from './sharedIdentifier';

/** The pause after the last keystroke before a lookup. */
export const SHARED_IDENTIFIER_DEBOUNCE_MS = 500;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface SharedIdentifierCount {
  /** The searched value (normalised). */
  value: string;
  /** Incidents of other members among the rows read. */
  others: number;
  /** More matches exist than one page holds, so `others` is a lower bound. */
  more: boolean;
}

/**
 * How many incidents of other members already hold an identifier: one /incident/list call with
 * that single filter, 500 ms after typing stops, for valid values only; the rows whose creator
 * organisation differs from the user's are counted (in the first page of 100). Marked as a lookup,
 * it is not counted as a negative-information check.
 */
export function useSharedIdentifierCount(
  filter: SharedIdentifierFilter,
  raw: string,
  enabled: boolean,
): SharedIdentifierCount | null {
  const profile = useProfile();
  const locale = useUiLocale();
  const value = useDebounced(
    enabled ? searchableIdentifier(filter, raw) : null,
    SHARED_IDENTIFIER_DEBOUNCE_MS,
  );
  const query = useQuery({
    queryKey: ['incidents', 'shared-identifier', filter, value],
    enabled: value !== null,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      incidentApi.list(
        {
          filter: { [filter]: value ?? '' },
          page_number: 1,
          page_size: MAX_PAGE_SIZE,
          sort_field: 'id',
          sort_order: 'descend',
          // The form looks this up by itself: no check the person made (docs/decisions/0014).
          lookup: true,
        },
        locale,
        signal,
      ),
  });
  if (value === null || !query.data) return null;
  const others = query.data.list.filter((row) => row.creator_org_id !== profile.org_id).length;
  return { value, others, more: query.data.total_count > query.data.list.length };
}

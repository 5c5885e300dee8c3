import type { IncidentFilter } from '@afx/domain';

/**
 * The criteria of an applied filter as one text, the same for the same search whatever its page,
 * sort or the order of its fields; '' when it has none: an unfiltered or own-only list checks nobody.
 */
export function searchCriteria(filter: Partial<IncidentFilter>): string {
  const criteria = Object.entries(filter)
    .filter(
      ([field, value]) => field !== 'self_only' && value !== undefined && value !== null && value !== '',
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return criteria.length > 0 ? JSON.stringify(criteria) : '';
}

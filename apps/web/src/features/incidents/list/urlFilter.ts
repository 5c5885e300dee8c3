import { INCIDENT_FILTER_LIMITS } from '@afx/domain';
import { sanitizeAsTyped, type TextFilterName } from './filterFields';
import type { IncidentFilterValues } from './filterValues';

const TEXT_FILTERS = Object.keys(INCIDENT_FILTER_LIMITS) as TextFilterName[];

/**
 * Text filters given in the address (/incidents?phone_number=380…), as the create form's
 * "other members hold this value" link opens them; cleaned and cut like typed input.
 */
export function filterValuesFromUrl(search: URLSearchParams): IncidentFilterValues {
  const values: IncidentFilterValues = {};
  for (const name of TEXT_FILTERS) {
    const value = search.get(name);
    if (value) values[name] = sanitizeAsTyped(name, value).slice(0, INCIDENT_FILTER_LIMITS[name]);
  }
  return values;
}

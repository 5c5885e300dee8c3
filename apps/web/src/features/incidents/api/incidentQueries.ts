import type { Locale } from '@afx/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useUiLocale } from '../useDomainText';
import { incidentApi, type IncidentKey } from './incidentApi';

export const INCIDENT_QUERY_KEYS = {
  incident: (key: IncidentKey) => ['incidents', 'incident', key] as const,
  categoryDomains: (locale: string) => ['incidents', 'category-domains', locale] as const,
  categories: (locale: string) => ['incidents', 'categories', locale] as const,
};

/** Category-domains with their fields and required sets; they change with a release only. */
export function categoryDomainsQuery(locale: Locale) {
  return queryOptions({
    queryKey: INCIDENT_QUERY_KEYS.categoryDomains(locale),
    queryFn: ({ signal }) => incidentApi.categoryDomains(locale, signal),
    staleTime: 10 * 60_000,
  });
}

export function useCategoryDomains() {
  return useQuery(categoryDomainsQuery(useUiLocale()));
}

export function useCategories() {
  const locale = useUiLocale();
  return useQuery({
    queryKey: INCIDENT_QUERY_KEYS.categories(locale),
    queryFn: ({ signal }) => incidentApi.categories(locale, signal),
    staleTime: 10 * 60_000,
  });
}

/** One incident, read afresh on every opening (another member may have changed it). */
export function useIncident(key: IncidentKey | null) {
  return useQuery({
    queryKey: key ? INCIDENT_QUERY_KEYS.incident(key) : ['incidents', 'incident', 'none'],
    queryFn: ({ signal }) => (key ? incidentApi.get(key, signal) : Promise.reject(new Error('no incident'))),
    enabled: key !== null,
    gcTime: 0,
  });
}

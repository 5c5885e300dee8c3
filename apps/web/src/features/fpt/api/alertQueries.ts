import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useUiLocale } from '../../incidents';
import { alertApi, type AlertDirection } from './alertApi';

export const FPT_QUERY_KEYS = {
  lists: ['fpt-alerts'] as const,
  alert: (direction: AlertDirection, id: string) => ['fpt-alert', direction, id] as const,
  statuses: (locale: string) => ['fpt', 'statuses', locale] as const,
  fraudTypes: (locale: string) => ['fpt', 'fraud-types', locale] as const,
};

const CATALOGUE_STALE_MS = 10 * 60_000;

/** Status names by id, in the UI language (they change with a release only). */
export function useStatusNames(): ReadonlyMap<number, string> {
  const locale = useUiLocale();
  const { data } = useQuery({
    queryKey: FPT_QUERY_KEYS.statuses(locale),
    queryFn: ({ signal }) => alertApi.statuses(locale, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
  return useMemo(() => new Map((data ?? []).map((status) => [status.id, status.name])), [data]);
}

/** Fraud types by id (name and short name), in the UI language. */
export function useFraudTypes() {
  const locale = useUiLocale();
  const { data } = useQuery({
    queryKey: FPT_QUERY_KEYS.fraudTypes(locale),
    queryFn: ({ signal }) => alertApi.fraudTypes(locale, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
  return useMemo(() => new Map((data ?? []).map((type) => [type.id, type])), [data]);
}

/** One alert, read afresh on every opening (the other bank may have changed it). */
export function useAlert(direction: AlertDirection, id: string | null) {
  return useQuery({
    queryKey: id ? FPT_QUERY_KEYS.alert(direction, id) : ['fpt-alert', 'none'],
    queryFn: ({ signal }) => (id ? alertApi.get(direction, id, signal) : Promise.reject(new Error('no id'))),
    enabled: id !== null,
    gcTime: 0,
    retry: false,
  });
}

/** After a change: the alert and every alert list (status, counters) are read again. */
export function useAlertChanged(direction: AlertDirection, id: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: FPT_QUERY_KEYS.alert(direction, id) });
    void client.invalidateQueries({ queryKey: FPT_QUERY_KEYS.lists });
  };
}

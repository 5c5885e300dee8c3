import { useQuery, useQueryClient } from '@tanstack/react-query';
import { crcApi } from './crcApi';

export const CRC_QUERY_KEYS = {
  lists: ['crc-requests'] as const,
  request: (id: string) => ['crc-request', id] as const,
};

/** One request, read afresh on every opening (the police or a colleague may have changed it). */
export function useCrcRequest(id: string | null) {
  return useQuery({
    queryKey: id ? CRC_QUERY_KEYS.request(id) : ['crc-request', 'none'],
    queryFn: ({ signal }) => (id ? crcApi.get(id, signal) : Promise.reject(new Error('no id'))),
    enabled: id !== null,
    gcTime: 0,
    retry: false,
  });
}

/** After a change: the request and every list (status, the 'n new' count) are read again. */
export function useCrcChanged(id: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: CRC_QUERY_KEYS.request(id) });
    void client.invalidateQueries({ queryKey: CRC_QUERY_KEYS.lists });
  };
}

/** The bank's default acquirer id for a reply's new transactions; none when it has no acquirer id. */
export function useDefaultAcquirerId(): string | null {
  const { data } = useQuery({
    queryKey: ['crc-default-acquirer'],
    queryFn: ({ signal }) => crcApi.defaultAcquirer(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data?.acquirer_id ?? null;
}

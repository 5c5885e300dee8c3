import type { SmartFormatService } from '@afx/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { issuerSettingsApi, type IssuerConfigInput, type IssuerConfigView } from './issuerSettingsApi';

/** One issuer's configuration in a service, and its save (the answer replaces what is shown). */
export function useIssuerConfig(service: SmartFormatService, issuerId: number) {
  const client = useQueryClient();
  const queryKey = ['issuer-config', service, issuerId];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => issuerSettingsApi.get(service, issuerId, signal),
    retry: false,
  });
  return {
    config: query.data,
    save: async (input: Omit<IssuerConfigInput, 'id'>): Promise<IssuerConfigView> => {
      const saved = await issuerSettingsApi.set(service, { id: issuerId, ...input });
      client.setQueryData(queryKey, saved);
      return saved;
    },
    /** Reads the configuration again from the server. */
    reread: async (): Promise<void> => {
      await query.refetch();
    },
  };
}

import { useQuery } from '@tanstack/react-query';
import { binApi } from './binApi';
import type { BinCodeKind } from './binDialogState';

const NONE: readonly string[] = [];

/** The issuer's BIDs or ICAs (/bid/list, /ica/list) offered by the BIN dialog. */
export function useBinCodeOptions(
  orgId: number | null,
  kind: BinCodeKind | null,
  enabled: boolean,
): readonly string[] {
  const query = useQuery({
    queryKey: ['directories', 'bins', 'codes', kind, orgId],
    queryFn: ({ signal }) =>
      kind === 'bid' ? binApi.bidList(orgId ?? 0, signal) : binApi.icaList(orgId ?? 0, signal),
    enabled: enabled && orgId !== null && kind !== null,
    staleTime: 60_000,
  });
  return query.data?.list ?? NONE;
}

import { useQuery } from '@tanstack/react-query';
import { smartFormatApi, type FormatRow, type FormatScope } from './smartFormatApi';
import { useLoadingDelay } from '../../components/list/useLoadingDelay';

/** One issuer's formats in a service; an empty list on failure (the HTTP client shows why). */
export function useFormatList(scope: FormatScope | null, anyStatus: boolean) {
  const query = useQuery({
    queryKey: ['smart-formats', scope?.service, scope?.issuerId, anyStatus],
    queryFn: ({ signal }) =>
      scope
        ? smartFormatApi.list(scope, anyStatus, signal).catch((): FormatRow[] => [])
        : Promise.resolve([]),
    enabled: scope !== null,
  });
  const loading = useLoadingDelay(query.isFetching);
  return {
    rows: query.data ?? [],
    loading,
    reload: () => void query.refetch(),
  };
}

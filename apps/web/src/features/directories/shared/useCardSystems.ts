import { useQuery } from '@tanstack/react-query';
import type { ListResult } from '../../../api/http';
import type { CardSystem } from './directoryTypes';

/** The payment systems (GET /card_system/list); they never change while the page is open. */
export function useCardSystems(
  service: string,
  load: (signal: AbortSignal) => Promise<ListResult<CardSystem>>,
) {
  const query = useQuery({
    queryKey: ['directories', service, 'card-systems'],
    queryFn: ({ signal }) => load(signal),
    staleTime: Infinity,
  });
  const systems = query.data?.list ?? [];
  return {
    systems,
    nameOf: (id: number | null | undefined): string =>
      id === null || id === undefined ? '' : (systems.find((system) => system.id === id)?.name ?? String(id)),
  };
}

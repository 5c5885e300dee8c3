import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../api/http';
import type { RemoteOption } from '../../components/remote-select';
import { SMART_PATHS } from './smartFormatApi';

/**
 * The issuer's name for the picker when the page opens on another organisation from its address
 * (a reload, a shared link): the picker knows only the own organisation's name by itself.
 */
export function useIssuerName(issuerId: number | null, known: RemoteOption | null): RemoteOption | null {
  const needed = issuerId !== null && known?.value !== issuerId;
  const found = useQuery({
    queryKey: ['smart-format-issuer', issuerId],
    queryFn: async ({ signal }) => {
      const { list } = await fetchList<{ id: number; name: string }>(
        SMART_PATHS.organisations,
        { page_number: 1, page_size: 1, sort_field: 'name', sort_order: 'ascend', filter: { id: issuerId } },
        { signal },
      );
      const issuer = list.find((item) => item.id === issuerId);
      return issuer ? { value: issuer.id, label: issuer.name } : null;
    },
    enabled: needed,
  });
  return needed ? (found.data ?? null) : known;
}

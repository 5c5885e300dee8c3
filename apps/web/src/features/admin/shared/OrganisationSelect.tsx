import { useQuery } from '@tanstack/react-query';
import { RemoteSelect, type RemoteOption } from '../../../components/remote-select';
import { ADMIN_PATHS, adminApi } from '../api/adminApi';

interface OrganisationSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
}

/** Lookups: 20 organisations a page. */
const PAGE_SIZE = 20;

/**
 * Any organisation of the exchange, searched by name on the operator's list; a value from the
 * address is named by reading that organisation.
 */
export function OrganisationSelect({ value, onChange, ...rest }: OrganisationSelectProps) {
  const known = useQuery({
    queryKey: ['admin-organisation', value ?? 0],
    queryFn: ({ signal }) => adminApi.getOrganisation(value ?? 0, signal),
    enabled: typeof value === 'number',
    staleTime: 60_000,
  });
  const initialOption: RemoteOption | null =
    known.data && known.data.id === value ? { value: known.data.id, label: known.data.name } : null;
  return (
    <RemoteSelect
      url={ADMIN_PATHS.organisationList}
      searchField="text"
      pageSize={PAGE_SIZE}
      value={value ?? null}
      initialOption={initialOption}
      onChange={(next) => onChange?.(typeof next === 'number' ? next : next === null ? null : Number(next))}
      {...rest}
    />
  );
}

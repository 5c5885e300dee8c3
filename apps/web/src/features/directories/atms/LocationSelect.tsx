import { RemoteSelect, type RemoteOption } from '../../../components/remote-select';
import { ATM_PATHS, type LocationView } from './atmApi';
import { regionSearchText } from './atmDialogState';

/** Cities per page of the picker (spec 3 §9: 15 or 20). */
export const LOCATION_PAGE_SIZE = 20;

interface LocationSelectProps {
  value?: string | null;
  onChange?: (value: string | null, option: RemoteOption | null) => void;
  /** The label of the current value (the stored city's full name). */
  initialOption?: RemoteOption | null;
  /** Searching within a region: the typed text is the start of the name, the region narrows it. */
  region?: string | null;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  width?: number | string;
}

const locationOption = (location: LocationView): RemoteOption => ({
  value: location.id,
  label: location.full_name,
});

/** A settlement of the KATOTTG codifier (/location/list offers no other), shown by its full name. */
export function LocationSelect({
  value,
  onChange,
  initialOption,
  region,
  disabled,
  id,
  width,
  ...rest
}: LocationSelectProps) {
  const regionText = region ? regionSearchText(region) : '';
  return (
    <RemoteSelect<LocationView>
      id={id}
      url={ATM_PATHS.locations}
      value={value ?? null}
      onChange={(next, option) => onChange?.(next === null ? null : String(next), option)}
      pageSize={LOCATION_PAGE_SIZE}
      mapOption={locationOption}
      initialOption={initialOption}
      searchField={regionText ? 'name' : 'full_name'}
      // The server narrows to the region's settlements and keeps Kyiv and Sevastopol, which belong
      // to no oblast ('Київська' still finds the city Kyiv); words of the full name would not.
      extraFilter={regionText ? { region: regionText } : undefined}
      disabled={disabled}
      style={{ width: width ?? '100%' }}
      aria-label={rest['aria-label']}
    />
  );
}

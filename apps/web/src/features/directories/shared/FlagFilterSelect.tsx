import { Select } from 'antd';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

/** A yes/no filter of a list, 'any' when not filtered. */
export type FlagFilter = 'any' | 'yes' | 'no';

export function flagFilterValue(value: FlagFilter | undefined): boolean | null {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return null;
}

interface FlagFilterSelectProps {
  value?: FlagFilter;
  onChange?: (value: FlagFilter) => void;
  id?: string;
  /** Words for yes and no where the list says them otherwise (token: "Token" / "Card"). */
  labels?: { yes: string; no: string };
}

export function FlagFilterSelect({ value, onChange, id, labels }: FlagFilterSelectProps) {
  const { t } = useDirectoriesTranslation();
  return (
    <Select<FlagFilter>
      id={id}
      value={value}
      onChange={onChange}
      style={{ minWidth: 120 }}
      options={[
        { value: 'any', label: t('common.any') },
        { value: 'yes', label: labels?.yes ?? t('common.yes') },
        { value: 'no', label: labels?.no ?? t('common.no') },
      ]}
    />
  );
}

import { Select } from 'antd';
import { type FlagLabels, useFlagOptions } from './useFlagOptions';
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
  labels?: FlagLabels;
}

export function FlagFilterSelect({ value, onChange, id, labels }: FlagFilterSelectProps) {
  const { t } = useDirectoriesTranslation();
  const flag = useFlagOptions(labels);
  return (
    <Select<FlagFilter>
      id={id}
      value={value}
      onChange={onChange}
      style={{ minWidth: 120 }}
      options={[{ value: 'any', label: t('common.any') }, flag.yes, flag.no]}
    />
  );
}

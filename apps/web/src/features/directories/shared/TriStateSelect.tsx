import { Select } from 'antd';
import type { TriState } from './triState';
import { type FlagLabels, useFlagOptions } from './useFlagOptions';

interface TriStateSelectProps {
  value?: TriState;
  onChange?: (value: TriState) => void;
  disabled?: boolean;
  id?: string;
  labels?: FlagLabels;
}

/** Yes, No or Unknown: the BIN prepaid and token flags in the dialog. */
export function TriStateSelect({ value, onChange, disabled, id, labels }: TriStateSelectProps) {
  const flag = useFlagOptions(labels);
  return (
    <Select<TriState>
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={[flag.yes, flag.no, flag.unknown]}
    />
  );
}

import { Select } from 'antd';
import type { TriState } from './triState';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

interface TriStateSelectProps {
  value?: TriState;
  onChange?: (value: TriState) => void;
  disabled?: boolean;
  id?: string;
  /** Words for yes and no where the list says them otherwise (token: "Token" / "Card"). */
  labels?: { yes: string; no: string };
}

/** Yes, No or Unknown: the BIN prepaid and token flags in the dialog. */
export function TriStateSelect({ value, onChange, disabled, id, labels }: TriStateSelectProps) {
  const { t } = useDirectoriesTranslation();
  return (
    <Select<TriState>
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={[
        { value: 'yes', label: labels?.yes ?? t('common.yes') },
        { value: 'no', label: labels?.no ?? t('common.no') },
        { value: 'unknown', label: t('common.unknown') },
      ]}
    />
  );
}

import { Tabs, Typography } from 'antd';
import type { CategoryDomain } from '../api/incidentTypes';
import { useFieldLabel } from '../useFieldLabel';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

interface RequiredSetTabsProps {
  sets: CategoryDomain['required_sets'];
  active: number;
  onChange: (index: number) => void;
  disabled: boolean;
}

/**
 * 'Option N' tabs when a category has several alternative required sets (spec 1 §5); each tab
 * names the fields it requires. A single set needs no choice.
 */
export function RequiredSetTabs({ sets, active, onChange, disabled }: RequiredSetTabsProps) {
  const { t } = useIncidentsTranslation();
  const fieldLabel = useFieldLabel();
  if (sets.length < 2) return null;
  return (
    <Tabs
      activeKey={String(active)}
      onChange={(key) => onChange(Number(key))}
      data-testid="required-set-tabs"
      items={sets.map((set, index) => ({
        key: String(index),
        label: set.name,
        disabled: disabled && index !== active,
        children: (
          <Typography.Text type="secondary">
            {t('requiredSet', { fields: set.fields.map(fieldLabel).join(', ') })}
          </Typography.Text>
        ),
      }))}
    />
  );
}

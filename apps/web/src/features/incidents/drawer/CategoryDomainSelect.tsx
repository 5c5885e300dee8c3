import { Select } from 'antd';
import type { CategoryDomain } from '../api/incidentTypes';

interface CategoryDomainSelectProps {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
  domains: readonly CategoryDomain[];
  loading: boolean;
  disabled: boolean;
}

/**
 * The category-domain of an incident, grouped by category. Retired domains are offered only to
 * the incident that already has one (the server takes no new incidents for them).
 */
export function CategoryDomainSelect({
  value,
  onChange,
  id,
  domains,
  loading,
  disabled,
}: CategoryDomainSelectProps) {
  const offered = domains.filter((domain) => domain.active || domain.id === value);
  const groups = new Map<string, { label: string; options: { value: number; label: string }[] }>();
  for (const domain of offered) {
    const group = groups.get(domain.category_id) ?? { label: domain.category_name, options: [] };
    group.options.push({ value: domain.id, label: domain.name });
    groups.set(domain.category_id, group);
  }
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(chosen) => onChange?.(chosen)}
      options={[...groups.values()]}
      loading={loading}
      disabled={disabled}
      showSearch={{ optionFilterProp: 'label' }}
      data-testid="category-domain-select"
    />
  );
}

import { LOOKUP_PAGE_SIZES } from '@afx/domain';
import { Form, Input } from 'antd';
import { RemoteSelect } from '../../../components/remote-select';
import { digitsOnly } from './inputNormalizers';
import type { DirectoryFilters } from './useDirectoryList';

interface DigitsFilterItemProps {
  name: string;
  label: string;
  /** At most this many digits are kept of what is typed or pasted. */
  max: number;
  width: number;
}

/** A filter of digits only: BIN, ICA, acquirer ID. */
export function DigitsFilterItem({ name, label, max, width }: DigitsFilterItemProps) {
  return (
    <Form.Item name={name} label={label} normalize={digitsOnly(max)}>
      <Input inputMode="numeric" allowClear style={{ width }} />
    </Form.Item>
  );
}

interface OrganisationFilterItemProps<Values> {
  label: string;
  /** The directory's /organization/list. */
  url: string;
  filters: DirectoryFilters<Values>;
  disabled?: boolean;
  width: number;
}

/** The organisation filter (org_id) of a directory list: issuer or acquirer, searched on the server. */
export function OrganisationFilterItem<Values>({ filters, ...props }: OrganisationFilterItemProps<Values>) {
  return (
    <Form.Item name="org_id" label={props.label}>
      <RemoteSelect
        url={props.url}
        pageSize={LOOKUP_PAGE_SIZES.directories}
        initialOption={filters.orgOption}
        onChange={(_value, option) => filters.onOrgOption(option)}
        disabled={props.disabled}
        style={{ width: props.width }}
        aria-label={props.label}
      />
    </Form.Item>
  );
}

import type { TableColumnsType } from 'antd';
import { formatPhone } from '@afx/domain';
import type { TFunction } from 'i18next';
import type { IncidentListRow, IncidentPhone } from '../api/incidentTypes';
import { TruncatedText } from '../TruncatedText';

/**
 * The list's columns in the spec's order (spec 1 §2) and the masked card analysts search by; every
 * one but phones and the card sorts on the server.
 */
export const INCIDENT_COLUMN_KEYS = [
  'id',
  'event_date',
  'creator_org_name',
  'domain_name',
  'category_name',
  'group_id',
  'fullname',
  'inn',
  'phones',
  'pan_masked',
  'passport_id',
  'egrpou',
  'org_name',
] as const;
type ColumnKey = (typeof INCIDENT_COLUMN_KEYS)[number];

/** Where long texts are cut (spec 1 §9 truncation lengths). */
const TRUNCATE_AT: Partial<Record<ColumnKey, number>> = {
  creator_org_name: 40,
  domain_name: 40,
  category_name: 40,
  fullname: 40,
  org_name: 40,
};

const SORTABLE = (key: ColumnKey): boolean => key !== 'phones' && key !== 'pan_masked';

function phonesText(phones: readonly IncidentPhone[]): string {
  return phones.map((phone) => formatPhone(phone.number)).join(', ');
}

export function incidentColumns(
  t: TFunction<'incidents'>,
  sortOrderOf: (field: string) => 'ascend' | 'descend' | null,
): TableColumnsType<IncidentListRow> {
  return INCIDENT_COLUMN_KEYS.map((key) => {
    const max = TRUNCATE_AT[key];
    return {
      key,
      dataIndex: key,
      title: t(`columns.${key}`),
      sorter: SORTABLE(key),
      sortOrder: SORTABLE(key) ? sortOrderOf(key) : undefined,
      render:
        key === 'phones'
          ? (phones: IncidentPhone[]) => <TruncatedText text={phonesText(phones)} max={40} />
          : max
            ? (value: string | null) => <TruncatedText text={value} max={max} />
            : (value: string | number | null) => value ?? '—',
    };
  });
}

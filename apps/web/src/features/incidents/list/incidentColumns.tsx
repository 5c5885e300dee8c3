import type { TableColumnsType } from 'antd';
import { formatPhone } from '@afx/domain';
import type { TFunction } from 'i18next';
import type { IncidentListRow, IncidentPhone } from '../api/incidentTypes';
import { TruncatedText } from '../TruncatedText';

/**
 * The list's columns in the spec's order (spec 1 §2) and the masked card analysts search by; every
 * one but phones and the card sorts on the server. The group id is left to the incident itself so
 * that the list fits a 1440 px screen (decision 0026).
 */
export const INCIDENT_COLUMN_KEYS = [
  'id',
  'event_date',
  'creator_org_name',
  'domain_name',
  'category_name',
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

/**
 * Widths in px under a fixed layout: together they fit the content of a 1440 px screen beside the
 * open sidebar; a longer text is cut with an ellipsis and read whole in its tooltip or the incident.
 */
const WIDTH: Record<ColumnKey, number> = {
  id: 56,
  event_date: 92,
  creator_org_name: 92,
  domain_name: 96,
  category_name: 96,
  fullname: 112,
  inn: 96,
  phones: 112,
  pan_masked: 144,
  passport_id: 88,
  egrpou: 84,
  org_name: 96,
};

/** The table's own width: the columns' sum, so a narrower window scrolls it (the id stays in view). */
export const INCIDENT_TABLE_WIDTH = Object.values(WIDTH).reduce((sum, width) => sum + width, 0);

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
      width: WIDTH[key],
      ellipsis: true,
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

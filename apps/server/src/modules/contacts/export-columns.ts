import { type MessageKey, translate } from '@afx/domain';
import { type ExportColumn, kyivTime, phoneList, yesNo } from '../../platform/export/columns.js';
import type { ContactKind } from './kinds.js';
import type { ContactView } from './api.js';

type ContactColumn = ExportColumn<ContactView>;

const orgTypeKey = (type: string): MessageKey | null => {
  switch (type) {
    case 'issuer':
      return 'export_org_type_issuer';
    case 'acquirer':
      return 'export_org_type_acquirer';
    case 'cyber_police':
      return 'export_org_type_cyber_police';
    case 'non_bank':
      return 'export_org_type_non_bank';
    case 'mobile_operator':
      return 'export_org_type_mobile_operator';
    default:
      return null;
  }
};

const name: ContactColumn = { title: 'column_name', value: (row) => row.name };
const type: ContactColumn = {
  title: 'column_type',
  value: (row, locale) => {
    const key = orgTypeKey(row.org_type_id);
    return key ? translate(key, locale) : row.org_type_id;
  },
};
const mfo: ContactColumn = { title: 'column_mfo', value: (row) => row.mfo };
const edrpou: ContactColumn = { title: 'column_edrpou', value: (row) => row.edrpou };
const region: ContactColumn = { title: 'column_region', value: (row) => row.region };
const email = (title: MessageKey): ContactColumn => ({ title, value: (row) => row.monitoring_email });
const phones: ContactColumn = { title: 'column_phones', value: (row) => phoneList(row.phones) };
const updated: ContactColumn = { title: 'column_updated', value: (row) => kyivTime(row.update_dt) };

/** Each contact directory's columns, as its screen shows them (spec 3 §2.1), and when it changed. */
export const CONTACT_EXPORT_COLUMNS: Readonly<Record<ContactKind, readonly ContactColumn[]>> = {
  banks: [
    name,
    mfo,
    edrpou,
    email('column_monitoring_email'),
    phones,
    { title: 'column_fpt_connected', value: (row, locale) => yesNo(row.fpt_connected, locale) },
    { title: 'column_card_info_connected', value: (row, locale) => yesNo(row.card_info_connected, locale) },
    updated,
  ],
  cyber: [name, region, email('column_email'), phones, updated],
  orgs: [name, type, edrpou, email('column_email'), phones, updated],
};

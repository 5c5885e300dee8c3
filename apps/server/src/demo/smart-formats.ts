import type { SmartFormat, SmartFormatService } from '@afx/domain';
import type { Executor } from '../platform/db/pool.js';
import { issuerSettings } from '../modules/issuer-settings/tables.js';
import { smartZoneFormats } from '../modules/smart-formats/tables.js';

type DemoFormat = { org: string; service: SmartFormatService; by: string; format: SmartFormat };

/**
 * The demo banks' export layouts (issue 12 "Demo data"): Bank Alpha pastes FPT transactions from a
 * spreadsheet (tab, separate date and time, dot decimals); Bank Beta answers Crime Check requests
 * from a ';' CSV (one date-time cell, comma decimals).
 */
export const DEMO_SMART_FORMATS: DemoFormat[] = [
  {
    org: 'alpha',
    service: 'fpt',
    by: 'alpha.analyst',
    format: {
      n: 1,
      title: 'Alpha: processing export (Excel)',
      disable: false,
      fields: [
        'date',
        'time',
        'term_type',
        'tran_type',
        'amount',
        'currency_code',
        'pan',
        'acquirer_id',
        'terminal_id',
        'merchant_name',
        'city',
        'notes',
      ],
      data_format: 'DD.MM.YYYY',
      time_format: 'HH:mm:ss',
      dt_separator: ' ',
      amount_use_semicolon: false,
      column_separator: '\t',
      term_types: [
        { k: 'ATM', v: 'atm' },
        { k: 'POS', v: 'pos' },
        { k: 'E-COM', v: 'online' },
      ],
      tran_types: [
        { k: 'CASH', v: 'cash', t: null },
        { k: 'P2P', v: 'p2p', t: null },
        { k: '*', v: 'other', t: null },
      ],
    },
  },
  {
    org: 'beta',
    service: 'crc',
    by: 'beta.expert',
    format: {
      n: 1,
      title: 'Beta: card statement (CSV)',
      disable: false,
      fields: [
        'date_time',
        'amount',
        'currency_code',
        'term_type',
        'tran_type',
        'pan',
        'terminal_id',
        'merchant_name',
        'notes',
        'skip',
      ],
      data_format: 'YYYY-MM-DD',
      time_format: 'HH:mm',
      dt_separator: ' ',
      amount_use_semicolon: true,
      column_separator: ';',
      term_types: [
        { k: 'Банкомат', v: 'atm' },
        { k: 'Термінал', v: 'pos' },
        { k: 'Інтернет', v: 'online' },
      ],
      tran_types: [
        { k: 'Видача готівки', v: 'cash', t: null },
        { k: 'Переказ з картки на картку', v: 'p2p', t: null },
        { k: '*', v: 'other', t: null },
      ],
    },
  },
];

/** Organisations the administrator has granted IBAN access, per service (spec 1 §6). */
export const DEMO_IBAN_ACCESS: { org: string; service: SmartFormatService }[] = [
  { org: 'alpha', service: 'fpt' },
  { org: 'alpha', service: 'crc' },
];

export async function seedDemoSmartFormats(
  tx: Executor,
  ids: { orgIds: Map<string, number>; userIds: Map<string, number>; userNames: Map<string, string> },
): Promise<void> {
  await tx.insert(smartZoneFormats).values(
    DEMO_SMART_FORMATS.map(({ org, service, by, format: { n, title, disable, ...body } }) => ({
      orgId: ids.orgIds.get(org)!,
      service,
      n,
      title,
      disable,
      body,
      lastUserId: ids.userIds.get(by)!,
      lastUserName: ids.userNames.get(by)!,
    })),
  );
  await tx
    .insert(issuerSettings)
    .values(
      DEMO_IBAN_ACCESS.map(({ org, service }) => ({
        orgId: ids.orgIds.get(org)!,
        service,
        ibanAccess: true,
      })),
    );
}

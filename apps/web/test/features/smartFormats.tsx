import type { SmartFormatService } from '@afx/domain';
import type { ReactElement } from 'react';
import type { IssuerConfigView } from '../../src/features/issuer-settings/issuerSettingsApi';
import type { FormatRow, StoredFormat } from '../../src/features/smart-formats/smartFormatApi';
import { ALPHA, alphaUserWith } from '../fixtures/profiles';
import { renderInApp } from '../render';

export { ALPHA } from '../fixtures/profiles';

/** Per-test time for the format screens, full of antd controls. */
export const FORMAT_TEST_TIMEOUT_MS = 30_000;

/** The codes of a member's formats (own organisation) and of the expert centre (any issuer). */
export const FORMAT_CODES = {
  fpt: { own: ['user', 'U1005'], any: ['user', 'E1005'] },
  crc: { own: ['user', 'U22'], any: ['user', 'E22'] },
} as const satisfies Record<SmartFormatService, Record<'own' | 'any', readonly string[]>>;

/** A screen of the format setup as the shell renders it for alpha.analyst with these roles. */
export function renderSetup(element: ReactElement, roles: readonly string[], path = '/fpt/setup') {
  return renderInApp(element, { profile: alphaUserWith(roles), path });
}

/** Bank Alpha's tab-separated FPT format, active. */
export const TAB_FORMAT: StoredFormat = {
  n: 7,
  title: 'Alpha tab export',
  disable: false,
  fields: ['date', 'time', 'term_type', 'amount', 'pan', 'notes', 'notes'],
  data_format: 'DD.MM.YYYY',
  time_format: 'HH:mm:ss',
  dt_separator: ' ',
  column_separator: '\t',
  amount_use_semicolon: true,
  term_types: [{ k: 'ATM', v: 'atm' }],
  tran_types: [{ k: '*', v: 'cash', t: 'atm' }],
  update_dt: '2026-11-20T10:00:00.000Z',
  last_user_name: 'Olena Koval',
};

/** The rows of /format/list for Bank Alpha: the tab format and an inactive CSV one. */
export const FORMAT_ROWS: FormatRow[] = [
  {
    n: TAB_FORMAT.n,
    title: TAB_FORMAT.title,
    disable: false,
    update_dt: TAB_FORMAT.update_dt,
    last_user_name: 'Olena Koval',
  },
  {
    n: 8,
    title: 'Alpha CSV',
    disable: true,
    update_dt: '2026-11-21T09:30:00.000Z',
    last_user_name: 'Taras Melnyk',
  },
];

/** Bank Alpha's issuer config: IBAN granted and switchable, a notification e-mail. */
export const ALPHA_CONFIG: IssuerConfigView = {
  id: ALPHA.orgId,
  iban_support: false,
  notification_email: 'fraud@alpha.example',
  iban_access: true,
  can_switch_iban: true,
};

import type { ReactElement } from 'react';
import type { AcquirerIdView } from '../../src/features/directories/acquirers/acquirerApi';
import type { BinView } from '../../src/features/directories/bins/binApi';
import { ALPHA, alphaUserWith, U_CODES } from '../fixtures/profiles';
import { renderInApp } from '../render';

export { ALPHA, E_CODES, U_CODES } from '../fixtures/profiles';

/**
 * A directory screen as the shell renders it for a user of Bank Alpha with these roles, in English,
 * at an address (its list's search lives there) in a router the test may read and move.
 */
export function renderDirectory(element: ReactElement, roles: readonly string[] = U_CODES, path = '/di') {
  return renderInApp(element, { profile: alphaUserWith(roles), path });
}

/** The payment systems every directory lists. */
export const CARD_SYSTEMS = {
  list: [
    { id: 0, name: 'ПРОСТІР' },
    { id: 1, name: 'Visa' },
    { id: 2, name: 'Mastercard' },
  ],
  total_count: 3,
};

/** Bank Alpha's Visa BIN, editable by its analyst. */
export const VISA_BIN: BinView = {
  bin: '41494987',
  ica: null,
  bid: '10000123',
  card_system_id: 1,
  card_system_name: 'Visa',
  org_id: ALPHA.orgId,
  org_name: ALPHA.orgName,
  org_country_id: 'UA',
  org_country_name: 'Ukraine',
  monitoring_email: 'monitoring@alpha.example',
  prepaid: true,
  token: null,
  notes: 'Gold',
  mutable: true,
  update_dt: '2025-05-01T10:00:00.000Z',
};

/** Bank Alpha's Visa acquirer ID, editable by its analyst. */
export const VISA_ACQUIRER_ID: AcquirerIdView = {
  id: '407500',
  card_system_id: 1,
  card_system_name: 'Visa',
  org_id: ALPHA.orgId,
  org_name: ALPHA.orgName,
  org_country_id: 'UA',
  org_country_name: 'Ukraine',
  monitoring_email: 'monitoring@alpha.example',
  notes: 'Main',
  mutable: true,
  update_dt: '2025-05-01T10:00:00.000Z',
};

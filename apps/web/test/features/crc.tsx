import type { ReactElement } from 'react';
import { CRC_PATHS } from '../../src/features/crc/api/crcApi';
import type { CrcListAnswer, CrcListRow, CrcRequest } from '../../src/features/crc/api/types';
import { alphaUserWith } from '../fixtures/profiles';
import { serve, type Reply } from '../network';
import { renderInApp } from '../render';

// Test data and rendering for the Crime Check client screens; their calls are answered with serve().

const CRC_ROUTES = ['/crc/client', '/crc/client/id/:id', '/crc/client/history/:id'];

/** Rendering a page of this size with antd takes a while in jsdom. */
export const CRC_TEST_TIMEOUT_MS = 30_000;

/** alpha.analyst of Bank Alpha (org 2) with U22 and the incident rights. */
export const CRC_USER = alphaUserWith(['user', 'U22', 'U1000']);
/** An expert-centre user: E22 sees status 1, the recipient-issuer filter and Reset transport. */
export const CRC_EXPERT = alphaUserWith(['user', 'E22', 'U1000']);

export function renderCrc(page: ReactElement, options: { profile?: Record<string, unknown>; path: string }) {
  return renderInApp(page, { profile: options.profile ?? CRC_USER, path: options.path, routes: CRC_ROUTES });
}

export const REQUEST_ID = '100000000123';

export const ROW: CrcListRow = {
  id: REQUEST_ID,
  request_dt: '2026-11-20T10:00:00Z',
  update_dt: '2026-11-20T10:00:00Z',
  reg_number: '12026100000001',
  reg_date: '2026-11-19',
  registry_type: 1,
  sender_type: 'card',
  sender_number: '4149490000001234',
  sender_issuer_id: 3,
  sender_issuer_name: 'Bank Beta',
  recipient_type: 'card',
  recipient_number: '5168740000005678',
  recipient_issuer_id: 2,
  recipient_issuer_name: 'Bank Alpha',
  tran_time: '2026-11-20T09:30:00Z',
  tran_count: 1,
  total_amount: '1500.00',
  currency_code: '980',
  notes: 'Phone scam',
  url: 'https://fake.example',
  alert_source_id: 31,
  alert_source_name: 'Kyiv cyber police',
  status_id: 4,
  last_user_name: 'Taras Melnyk',
  incident_id: null,
  due_dt: '2099-11-30T10:00:00Z',
  overdue: false,
};

export function listAnswer(rows: CrcListRow[], extra: Partial<CrcListAnswer> = {}): CrcListAnswer {
  return {
    list: rows,
    total_count: rows.length,
    new_count: 0,
    fixable_error_qty: 0,
    total_error_qty: 0,
    ...extra,
  };
}

export function requestView(overrides: Partial<CrcRequest> = {}): CrcRequest {
  return {
    ...ROW,
    employee_name: 'Ivan Petrenko',
    employee_email: 'petrenko@cyberpolice.example',
    incriminated_articles: [{ article: '190', part: '2', point: null }],
    applicant_name: 'Olha Shevchenko',
    sender_issuer_icon: null,
    recipient_issuer_icon: null,
    fraud_transactions: [{ date_time: '20.11.2026 09:30:00', amount: '1500.00', currency_code: '980' }],
    fraudster_contacts: [{ name: 'Fake courier', phone: '+380671234567' }],
    parent_id: null,
    related_requests: [],
    funds_flow: [],
    mutable: true,
    create_comment_enable: true,
    incident_id2: null,
    issuer_reply: null,
    ...overrides,
  };
}

/** The calls every client screen makes: the list and the pickers; plus whatever the test adds. */
export function serveCrc(routes: Record<string, Reply> = {}, list: Reply = () => listAnswer([ROW])) {
  return serve({
    [CRC_PATHS.list]: list,
    [CRC_PATHS.senders]: () => ({ list: [], total_count: 0 }),
    [CRC_PATHS.recipients]: () => ({ list: [], total_count: 0 }),
    [CRC_PATHS.lastUsers]: () => ({ list: [], total_count: 0 }),
    [CRC_PATHS.defaultAcquirer]: () => ({ acquirer_id: null }),
    // No tile server in this installation unless the test says otherwise.
    '/config': () => ({ authority: 'http://localhost/auth', clientId: 'afx-web' }),
    ...routes,
  });
}

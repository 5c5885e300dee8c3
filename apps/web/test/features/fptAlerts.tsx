import type { ReactElement } from 'react';
import type {
  AlertListAnswer,
  AlertListRow,
  AlertView,
  AvailableStatus,
} from '../../src/features/fpt/api/alertTypes';
import { FPT_PATHS } from '../../src/features/fpt/api/alertApi';
import { alphaUserWith } from '../fixtures/profiles';
import { serve, type Reply } from '../network';
import { renderInApp } from '../render';

// Test data and rendering for the FPT alert screens; their calls are answered with serve().

/** The addresses the alert screens live at. */
const ALERT_ROUTES = [
  '/fpt/request-out',
  '/fpt/request-out/id/:id',
  '/fpt/request-out/history/:id',
  '/fpt/request-in',
  '/fpt/request-in/id/:id',
  '/fpt/request-in/history/:id',
];

/** Rendering a page of this size with antd takes a while in jsdom. */
export const FPT_TEST_TIMEOUT_MS = 30_000;

/** alpha.analyst with the outbound (U1005) and inbound (U1006) rights and the incident rights. */
export const FPT_USER = alphaUserWith(['user', 'U1005', 'U1006', 'U1000']);
/** An expert-centre user: E1005 sees Reset transport. */
export const FPT_EXPERT = alphaUserWith(['user', 'E1005', 'E1006', 'U1000']);

export function renderAlerts(
  page: ReactElement,
  options: { profile?: Record<string, unknown>; path: string },
) {
  return renderInApp(page, {
    profile: options.profile ?? FPT_USER,
    path: options.path,
    routes: ALERT_ROUTES,
  });
}

export const ALERT_ID = '01934f6e-7c1a-7d55-9c3b-3a6f2b8e41d7';
export const SHORT_ID = '3a6f2b8e41d7';

export const STATUSES = [
  { id: 1, status: 'new', name: 'New', description: 'Awaiting processing' },
  { id: 3, status: 'bank_in_process', name: 'In process', description: 'The bank is working on it' },
  { id: 4, status: 'recipient_blocked', name: 'Recipient blocked', description: 'Funds held' },
  { id: 8, status: 'possibility', name: 'Possibility', description: 'Refund possible' },
  { id: 12, status: 'success', name: 'Success', description: 'Funds returned' },
];

export const FRAUD_TYPES = [
  { id: 1, name: 'Phishing site', short_name: 'Phishing', description: 'A fake bank page' },
];

export const ROW: AlertListRow = {
  id: ALERT_ID,
  request_dt: '2026-11-20T10:00:00Z',
  sender_type: 'card',
  sender_number: '4149490000001234',
  sender_issuer_org_id: 2,
  sender_issuer_org_name: 'Bank Alpha',
  sender_issuer_icon_src: null,
  recipient_type: 'card',
  recipient_number: '5168740000005678',
  recipient_issuer_org_id: 3,
  recipient_issuer_org_name: 'Bank Beta',
  recipient_issuer_icon_src: null,
  tran_time: '2026-11-20T09:30:00Z',
  tran_count: 2,
  total_amount: '1500.00',
  currency_code: '980',
  fraud_type_id: 1,
  prevented_fraud: false,
  status_id: 4,
  incident_id: null,
  incident_id2: null,
  creator_org_id: 2,
  creator_org_name: 'Bank Alpha',
  creator_user_name: 'Olena Koval',
  last_user_name: 'Taras Melnyk',
  sla: { take_minutes: 10, final_minutes: 100, overdue: false },
};

export function listAnswer(rows: AlertListRow[], extra: Partial<AlertListAnswer> = {}): AlertListAnswer {
  return {
    list: rows,
    total_count: rows.length,
    inprocess_count: 5,
    inprocess_money: '12500.00',
    possibility_count: 2,
    possibility_money: null,
    success_count: 1,
    success_money: '800.00',
    ...extra,
  };
}

export function alertView(overrides: Partial<AlertView> = {}): AlertView {
  return {
    id: ALERT_ID,
    request_dt: '2026-11-20T10:00:00Z',
    creator_user_name: 'Olena Koval',
    creator_org_id: 2,
    creator_org_name: 'Bank Alpha',
    creator_icon_src: null,
    status_id: 4,
    recipient_type: 'card',
    recipient_number: '5168740000005678',
    recipient_issuer_org_id: 3,
    recipient_issuer_org_name: 'Bank Beta',
    recipient_issuer_icon_src: null,
    transit_mode: false,
    sender_type: 'card',
    sender_number: '4149490000001234',
    sender_issuer_org_id: 2,
    sender_issuer_org_name: 'Bank Alpha',
    sender_issuer_icon_src: null,
    fraud_type_id: 1,
    reply_email: 'fraud@alpha.example',
    parent_id: null,
    incident_id: null,
    incident_id2: null,
    prevented_fraud: false,
    full_description: 'The client paid on a fake delivery page.',
    description: 'The client paid on a fake delivery page.',
    notes: 'Card blocked, funds held',
    trans_in: [{ date_time: '20.11.2026 09:30:00', amount: '1500.00', currency_code: '980' }],
    trans_out: [],
    trans_out_dt: null,
    last_user_name: 'Taras Melnyk',
    create_message_enable: true,
    create_incident_enable: false,
    funds_flow: [],
    sla: { take_minutes: 10, final_minutes: 100, overdue: false },
    ...overrides,
  };
}

export const AVAILABLE: AvailableStatus[] = [
  {
    id: 4,
    status: 'recipient_blocked',
    name: 'Recipient blocked',
    description: 'Funds held',
    advice: true,
    allows_incident: true,
  },
  {
    id: 6,
    status: 'recipient_not_found',
    name: 'Recipient not found',
    description: 'No such card',
    advice: false,
    allows_incident: false,
  },
];

/** The calls every alert screen makes: the list, the catalogues; plus whatever the test adds. */
export function serveAlerts(
  direction: 'outbound' | 'inbound',
  routes: Record<string, Reply> = {},
  list: Reply = () => listAnswer([ROW]),
) {
  return serve({
    [FPT_PATHS.list(direction)]: list,
    [FPT_PATHS.statuses]: () => ({ list: STATUSES, total_count: STATUSES.length }),
    [FPT_PATHS.fraudTypes]: () => ({ list: FRAUD_TYPES, total_count: FRAUD_TYPES.length }),
    ...routes,
  });
}

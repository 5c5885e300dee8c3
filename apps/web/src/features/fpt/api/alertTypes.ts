import type { IssuerOutcome, TerminalType, TransactionType } from '@afx/domain';

// The answers of the FPT alert routes, mirroring apps/server/src/modules/fpt/api.ts field for
// field. They are typed by hand because those routes are not yet in the OpenAPI document; once
// they are, each type here becomes ApiAnswer<'/api/fpt/v2/…'> / ApiRow<…> from api/contract.ts.

export type NumberType = 'card' | 'account' | 'unknown';

/** transactionView: a stored transaction, the simple fields and the full ones when given. */
export interface AlertTransaction {
  date_time?: string;
  amount?: string;
  currency_code?: string;
  term_type?: TerminalType | null;
  tran_type?: TransactionType | null;
  source_pan?: string;
  source_iban?: string;
  pan?: string;
  iban?: string;
  phone?: string;
  acquirer_id?: string;
  terminal_id?: string;
  merchant_id?: string;
  merchant_name?: string;
  city?: string;
  country_code?: string;
  transaction_notes?: string;
  atm_owner_id?: string;
}

/** slaView: the SLA clock of an inbound alert. */
export interface AlertSla {
  take_minutes: number;
  final_minutes: number;
  overdue: boolean;
}

/** alertListItem: a row of /outbound/list and /inbound/list. */
export interface AlertListRow {
  id: string;
  request_dt: string;
  sender_type: NumberType;
  sender_number: string;
  sender_issuer_org_id: number | null;
  sender_issuer_org_name: string | null;
  sender_issuer_icon_src: string | null;
  recipient_type: NumberType;
  recipient_number: string;
  recipient_issuer_org_id: number | null;
  recipient_issuer_org_name: string | null;
  recipient_issuer_icon_src: string | null;
  tran_time: string | null;
  tran_count: number;
  total_amount: string | null;
  currency_code: string | null;
  fraud_type_id: number;
  prevented_fraud: boolean;
  status_id: number;
  incident_id: number | null;
  incident_id2: number | null;
  creator_org_id: number;
  creator_org_name: string;
  creator_user_name: string;
  last_user_name: string | null;
  sla: AlertSla;
}

/** alertListAnswer: the page, and the counters (money in UAH; null when a group mixes currencies). */
export interface AlertListAnswer {
  list: AlertListRow[];
  total_count: number;
  inprocess_count: number;
  inprocess_money: string | null;
  possibility_count: number;
  possibility_money: string | null;
  success_count: number;
  success_money: string | null;
  new_count?: number;
  overdue_count?: number;
  fixable_error_qty?: number;
  total_error_qty?: number;
}

/** issuerInfo of the issuer lookup. */
export interface IssuerInfo {
  outcome: IssuerOutcome;
  issuer_org_id: number | null;
  issuer_org_name: string | null;
  issuer_icon_src: string | null;
  issuer_country_id: string | null;
  issuer_country_name: string | null;
  issuer_country_code_2: string | null;
  service_enable: boolean;
  monitoring_email: string | null;
}

/** fundsFlowNode: one step of the chain the money took. */
export interface FundsFlowNode {
  alert_id: string;
  parent_id: string | null;
  node_type: 'card' | 'other';
  pan: string | null;
  iban: string | null;
  status_id: number;
  total_amount: string | null;
  currency_code: string | null;
  issuer_info: IssuerInfo;
}

/** alertView: /outbound/get and /inbound/get. */
export interface AlertView {
  id: string;
  request_dt: string;
  creator_user_name: string;
  creator_org_id: number;
  creator_org_name: string;
  creator_icon_src: string | null;
  status_id: number;
  recipient_type: NumberType;
  recipient_number: string;
  recipient_issuer_org_id: number | null;
  recipient_issuer_org_name: string | null;
  recipient_issuer_icon_src: string | null;
  transit_mode: boolean;
  sender_type: NumberType;
  sender_number: string;
  sender_issuer_org_id: number | null;
  sender_issuer_org_name: string | null;
  sender_issuer_icon_src: string | null;
  fraud_type_id: number;
  reply_email: string;
  parent_id: string | null;
  incident_id: number | null;
  incident_id2: number | null;
  prevented_fraud: boolean;
  full_description: string;
  description: string;
  notes: string | null;
  trans_in: AlertTransaction[];
  trans_out: AlertTransaction[];
  trans_out_dt: string | null;
  last_user_name: string | null;
  create_message_enable: boolean;
  create_incident_enable: boolean;
  funds_flow: FundsFlowNode[];
  sla: AlertSla;
}

/** alertEvent: 0 info, 1 message, 2 status, 3 error. */
export interface AlertEvent {
  event_type: number;
  event_dt: string;
  creator: string;
  creator_org_name: string | null;
  description: string;
  notes: string | null;
}

/** alertHistoryAnswer. */
export interface AlertHistoryAnswer {
  list: AlertEvent[];
  create_message_enable: boolean;
}

/** An entry of availableStatusList: advised ones first. */
export interface AvailableStatus {
  id: number;
  status: string;
  name: string;
  description: string;
  advice: boolean;
  allows_incident: boolean;
}

/** availableStatusList. */
export interface AvailableStatusAnswer {
  list: AvailableStatus[];
}

/** alertChanged: /alert/set_status and the messages. */
export interface AlertChanged {
  id: string;
  status_id: number;
}

/** alertIncidentAnswer: /alert/create_incident. */
export interface AlertIncidentAnswer {
  id: string;
  incident_id: number;
}

/** greatResetAnswer. */
export interface GreatResetAnswer {
  message: string;
  reset_count: number;
}

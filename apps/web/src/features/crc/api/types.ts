import type { AlertTransaction } from '../../fpt/api/alertTypes';

// The answers of the Crime Check bank-side routes as the contract (/work/crc-contract.md) names
// them, written by hand until the server's OpenAPI document has the crc routes; then they become
// ApiAnswer<'/api/crc/v1/...'> as features/fpt/api/alertTypes.ts does.

/** A transaction: the FPT domain's full shape (spec 2 §3.13). */
export type CrcTransaction = AlertTransaction;

/** A row of /alert/list. */
export interface CrcListRow {
  id: string;
  request_dt: string;
  update_dt: string;
  reg_number: string;
  reg_date: string;
  registry_type: number;
  sender_type: 'card' | 'account';
  sender_number: string;
  sender_issuer_id: number | null;
  sender_issuer_name: string | null;
  recipient_type: 'card' | 'account';
  recipient_number: string;
  recipient_issuer_id: number | null;
  recipient_issuer_name: string | null;
  tran_time: string | null;
  tran_count: number;
  total_amount: string | null;
  currency_code: string | null;
  notes: string | null;
  url: string | null;
  alert_source_id: number | null;
  alert_source_name: string | null;
  status_id: number;
  last_user_name: string | null;
  incident_id: number | null;
  due_dt: string | null;
  overdue: boolean;
}

export interface CrcListAnswer {
  list: CrcListRow[];
  total_count: number;
  new_count: number;
  fixable_error_qty: number;
  total_error_qty: number;
}

export interface CrcGeodataPoint {
  date_time: string;
  lat: number | string;
  lon: number | string;
}

/** The issuer's reply or rejection as stored. */
export interface CrcIssuerReply {
  request_id: string;
  is_rejected: boolean;
  update_dt: string;
  funds_were_not_used: boolean;
  transactions: CrcTransaction[];
  last_offline_transactions: CrcTransaction[];
  last_authorization_geodata: CrcGeodataPoint[];
  recipient_cardholder_name: string | null;
  recipient_cardholder_id: string | null;
  notes: string | null;
  issuer_id: number | null;
  issuer_name: string | null;
}

/** /alert/get. */
export interface CrcRequest extends CrcListRow {
  employee_name: string | null;
  employee_email: string | null;
  incriminated_articles: { article: string; part: string | null; point: string | null }[];
  applicant_name: string | null;
  sender_issuer_icon: string | null;
  recipient_issuer_icon: string | null;
  fraud_transactions: CrcTransaction[];
  fraudster_contacts: { name: string | null; phone: string | null }[];
  parent_id: string | null;
  related_requests: { id: string; status_id: number; request_dt: string }[];
  funds_flow: {
    node_type: 'card' | 'account';
    pan: string | null;
    iban: string | null;
    issuer_info: unknown;
  }[];
  mutable: boolean;
  create_comment_enable: boolean;
  incident_id2: number | null;
  issuer_reply: CrcIssuerReply | null;
}

/** /alert/history: 0 info, 1 message, 2 status, 3 error. */
export interface CrcHistoryAnswer {
  create_comment_enable: boolean;
  list: {
    event_type: number;
    event_dt: string;
    creator: string;
    description: string;
    notes: string | null;
  }[];
}
export type CrcEvent = CrcHistoryAnswer['list'][number];

export interface CrcIncidentAnswer {
  incident_id: number;
}

export interface CrcGreatResetAnswer {
  message: string;
  count: number;
}

import type { AlertTransaction } from '../../../fpt/api/alertTypes';

// The police side of Crime Check as /work/crc-contract.md describes it, until the server's OpenAPI
// document has the crc routes; then these become ApiAnswer<'/api/crc/v1/police/...'> as
// features/fpt/api/alertTypes.ts does (decision 0030).

export type ReceiverKind = 'card' | 'account';

/** A row of /police/request/list: the unit's own requests. */
export interface PoliceRequestRow {
  id: string;
  request_dt: string;
  update_dt: string;
  reg_number: string;
  reg_date: string;
  registry_type: number;
  sender_type: ReceiverKind | null;
  sender_number: string | null;
  sender_issuer_id: number | null;
  sender_issuer_name: string | null;
  recipient_type: ReceiverKind;
  recipient_number: string;
  recipient_issuer_id: number | null;
  recipient_issuer_name: string | null;
  tran_time: string | null;
  tran_count: number;
  total_amount: string | number | null;
  currency_code: string | null;
  notes: string | null;
  url: string | null;
  alert_source_id: number | null;
  alert_source_name: string | null;
  status_id: number;
  last_user_name: string | null;
  incident_id: string | number | null;
  due_dt: string | null;
  overdue: boolean;
}

export interface PoliceRequestListAnswer {
  list: PoliceRequestRow[];
  total_count: number;
}

export type CrcTransaction = AlertTransaction;

export interface IncriminatedArticle {
  article: string;
  part?: string | null;
  point?: string | null;
}

export interface FraudsterContact {
  name?: string | null;
  phone?: string | null;
}

export interface GeodataPoint {
  date_time: string;
  lat: number;
  lon: number;
}

/** The issuer's reply or rejection. */
export interface IssuerReply {
  request_id: string;
  is_rejected: boolean;
  update_dt: string;
  funds_were_not_used: boolean;
  transactions: CrcTransaction[];
  last_offline_transactions: CrcTransaction[];
  last_authorization_geodata: GeodataPoint[];
  recipient_cardholder_name: string | null;
  recipient_cardholder_id: string | null;
  notes: string | null;
  issuer_id: number | null;
  issuer_name: string | null;
}

/** One event of a request's history: 0 info, 1 message, 2 status, 3 error. */
export interface CrcHistoryEvent {
  event_type: number;
  event_dt: string;
  creator: string | null;
  description: string | null;
  notes: string | null;
}

/** /police/request/get: the request as filed, its reply, and its history. */
export interface PoliceRequestView extends PoliceRequestRow {
  employee_name: string;
  employee_email: string;
  incriminated_articles: IncriminatedArticle[];
  applicant_name: string | null;
  sender_issuer_icon?: string | null;
  recipient_issuer_icon?: string | null;
  fraud_transactions: CrcTransaction[];
  fraudster_contacts: FraudsterContact[];
  parent_id: string | null;
  related_requests: { id: string; status_id: number; request_dt: string }[];
  mutable: boolean;
  create_comment_enable: boolean;
  issuer_reply: IssuerReply | null;
  history: CrcHistoryEvent[];
}

/** /police/request/create's answer: the issued id and the status the request was routed to. */
export interface FiledRequest {
  request_id: string;
  status_id: number;
}

import { formatDate, formatInstantDate } from '../dates.js';
import { fptTransactionSummary } from '../fpt/alert-figures.js';
import { INCIDENT_LIMITS, checkFullname } from '../incidents/fields.js';
import { checkInn } from '../shared-rules.js';

/** An incident's basis type for a Crime Check request (spec 2 §3.10). */
export const CRIME_CHECK_INCIDENT_BASIS_TYPE = 1;

/** What the draft reads of a replied request. */
export type CrimeCheckDraftSource = {
  readonly id: string;
  readonly requestDt: Date;
  readonly registryType: number;
  readonly regNumber: string;
  readonly regDate: string;
  readonly recipientType: string;
  readonly recipientNumber: string;
  readonly notes: string | null;
  readonly url: string | null;
  readonly fraudTransactions: readonly { readonly date_time?: string }[];
  readonly reply: {
    readonly recipient_cardholder_id?: string | undefined;
    readonly recipient_cardholder_name?: string | undefined;
  } | null;
};

/**
 * The incident draft of spec 2 §3.10 for a request (decision 0041): the first fraud transaction's
 * date (else the request's), the holder's tax id and name from the reply when the incident's rules
 * take them, the card (pan) or — incidents having no IBAN field — the IBAN at the head of the
 * description, the ERDR number and date for an ERDR registration, and the notes and URL.
 */
export function crimeCheckIncidentDraft(request: CrimeCheckDraftSource): {
  basis_type: number;
  basis_id: string;
  details: Record<string, string>;
} {
  const first = fptTransactionSummary(request.fraudTransactions).firstTime;
  const card = request.recipientType === 'card';
  const inn = request.reply?.recipient_cardholder_id;
  const fullname = request.reply?.recipient_cardholder_name;
  const text = [card ? null : `IBAN ${request.recipientNumber}`, request.notes, request.url]
    .filter((part): part is string => part !== null && part !== '')
    .join('\n');
  return {
    basis_type: CRIME_CHECK_INCIDENT_BASIS_TYPE,
    basis_id: request.id,
    details: {
      event_date: first ? formatDate(first) : formatInstantDate(request.requestDt),
      ...(inn && checkInn(inn) === null ? { inn } : {}),
      ...(fullname && checkFullname(fullname) === null ? { fullname } : {}),
      ...(card ? { pan: request.recipientNumber } : {}),
      ...(request.registryType === 1 ? { erdr_number: request.regNumber, erdr_date: request.regDate } : {}),
      // An incident needs some description: a request without notes or URL names itself.
      description: (text || `Crime Check ${request.id}`).slice(0, INCIDENT_LIMITS.descriptionMax),
    },
  };
}

import { formatDate } from '../dates.js';
import { INCIDENT_LIMITS } from '../incidents/fields.js';
import { fptTransactionSummary } from './alert-figures.js';

/** An incident's basis type for an FPT alert (spec 2 §3.10; Crime Check is 1). */
export const FPT_INCIDENT_BASIS_TYPE = 2;

/**
 * The incident draft of spec 2 §3.10: the alert as basis, the date of the first inbound transaction,
 * the recipient card (pan) — or, incidents having no IBAN field, the recipient IBAN kept at the head
 * of the description (exchange.md) — and the description cut to the incident's 4000 characters.
 */
export function fptIncidentDraft(alert: {
  readonly id: string;
  readonly recipientType: string;
  readonly recipientNumber: string;
  readonly description: string;
  readonly transIn: readonly { readonly date_time?: string }[];
}): {
  basis_type: number;
  basis_id: string;
  details: { event_date?: string; pan?: string; description: string };
} {
  const first = fptTransactionSummary(alert.transIn).firstTime;
  const card = alert.recipientType === 'card';
  const description = card ? alert.description : `IBAN ${alert.recipientNumber}\n${alert.description}`;
  return {
    basis_type: FPT_INCIDENT_BASIS_TYPE,
    basis_id: alert.id,
    details: {
      ...(first ? { event_date: formatDate(first) } : {}),
      ...(card ? { pan: alert.recipientNumber } : {}),
      description: description.slice(0, INCIDENT_LIMITS.descriptionMax),
    },
  };
}

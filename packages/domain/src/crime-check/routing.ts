import type { IssuerOutcome } from '../issuer-lookup.js';
import { CRIME_CHECK_STATUS, type CrimeCheckStatusId } from './statuses.js';

/**
 * The status a new request starts in (exchange.md "Crime Check readings"): issuer not found → 1
 * (E22 assigns it); a bank not connected or an issuer that cannot take the service → 2; an IBAN at
 * a bank without Crime Check IBAN support → 3 (manual request only); otherwise 4.
 */
export function crimeCheckInitialStatus(
  lookupOutcome: IssuerOutcome,
  issuer: { readonly recipientIsIban: boolean; readonly ibanSupported: boolean },
): CrimeCheckStatusId {
  if (lookupOutcome === 'not_found') return CRIME_CHECK_STATUS.unknownIssuer;
  if (lookupOutcome !== 'found') return CRIME_CHECK_STATUS.issuerNotSupported;
  if (issuer.recipientIsIban && !issuer.ibanSupported) return CRIME_CHECK_STATUS.manualRequestOnly;
  return CRIME_CHECK_STATUS.waitingForReview;
}

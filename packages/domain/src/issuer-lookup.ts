import type { z } from 'zod';
import { checkIban, normalizeIban } from './iban.js';
import type { MessageKey } from './messages/index.js';
import { checkPan, normalizePan } from './pan.js';
import { objectOf, requiredText } from './zod-rules.js';

/**
 * What the issuer lookup of a card or an account tells the screens (../shared/design/exchange.md):
 * found: connected to the service; not_connected: a member bank that is not (show its monitoring
 * e-mail); not_supported: a foreign issuer or an organisation that cannot take the service;
 * not_found: no BIN or bank code matches.
 */
export const ISSUER_OUTCOMES = ['found', 'not_connected', 'not_supported', 'not_found'] as const;
export type IssuerOutcome = (typeof ISSUER_OUTCOMES)[number];

/** What the outcome depends on, once an organisation is known. */
export type IssuerFacts = {
  /** The administrator switched the service on for the organisation. */
  readonly connected: boolean;
  /** A member bank (issuer or acquirer), the only kind that can take the service. */
  readonly memberBank: boolean;
  /** Registered in Ukraine. */
  readonly domestic: boolean;
};

export function issuerOutcome(issuer: IssuerFacts | null): IssuerOutcome {
  if (issuer === null) return 'not_found';
  // The administrator's switch is the decision: a connected organisation takes the service.
  if (issuer.connected) return 'found';
  return issuer.memberBank && issuer.domestic ? 'not_connected' : 'not_supported';
}

/** BINs are 6 to 8 digits: a PAN's candidates, longest first (the longest match wins). */
export const BIN_LENGTHS = [8, 7, 6] as const;

export function binCandidates(pan: string): string[] {
  return BIN_LENGTHS.filter((length) => pan.length > length).map((length) => pan.slice(0, length));
}

/** A Ukrainian IBAN: UA, 2 check digits, the 6-digit bank code (MFO), the 19-character account. */
const UA_IBAN = /^UA\d{2}(\d{6})[A-Z0-9]{19}$/;

/** An IBAN the lookup accepts: any valid IBAN, and a Ukrainian one of its exact shape. */
export function checkLookupIban(value: string): MessageKey | null {
  const generic = checkIban(value);
  if (generic !== null) return generic;
  return value.startsWith('UA') && !UA_IBAN.test(value) ? 'iban_invalid' : null;
}

/** The bank code (MFO) of a Ukrainian IBAN; null for a foreign one. */
export function ukrainianBankCode(iban: string): string | null {
  return UA_IBAN.exec(iban)?.[1] ?? null;
}

/** The ISO 3166 alpha-2 country an IBAN belongs to. */
export function ibanCountry(iban: string): string {
  return iban.slice(0, 2);
}

/** /issuer/find_by_card: a full card number (16–19 digits, Luhn); spaces and dashes dropped. */
export const cardIssuerLookupSchema = objectOf({ pan: requiredText(checkPan, { normalize: normalizePan }) });
export type CardIssuerLookup = z.output<typeof cardIssuerLookupSchema>;

/** /issuer/find_by_account: a valid IBAN, upper case without spaces. */
export const accountIssuerLookupSchema = objectOf({
  iban: requiredText(checkLookupIban, { normalize: normalizeIban }),
});
export type AccountIssuerLookup = z.output<typeof accountIssuerLookupSchema>;

import { type OrgScope, type SessionUserLike, hasAny, scopeAllowsOrg } from '../permissions.js';
import { SMART_FORMAT_EXTENDED_CODE, type SmartFormatService } from './smart-format.js';

/**
 * The codes that open a service's format setup on the user's own organisation (spec 3 §2.1, §6):
 * /fpt/setup takes U1005, U1006 and E1006; /crc/setup U22. The extended code
 * (SMART_FORMAT_EXTENDED_CODE) opens it on every organisation.
 */
export const SMART_FORMAT_OWN_CODES = {
  fpt: ['U1005', 'U1006', 'E1006'],
  crc: ['U22'],
} as const satisfies Record<SmartFormatService, readonly string[]>;

/** Every code that opens a service's setup: its own codes and its extended one. */
export const SMART_FORMAT_CODES = {
  fpt: [...SMART_FORMAT_OWN_CODES.fpt, SMART_FORMAT_EXTENDED_CODE.fpt],
  crc: [...SMART_FORMAT_OWN_CODES.crc, SMART_FORMAT_EXTENDED_CODE.crc],
} as const;

/**
 * Whose formats and issuer settings a user may act on in a service: every organisation with the
 * extended code (or as admin), the own one with an own code, none otherwise.
 */
export function smartFormatScope(user: SessionUserLike, service: SmartFormatService): OrgScope | null {
  if (hasAny(user, [SMART_FORMAT_EXTENDED_CODE[service]])) return { kind: 'any' };
  if (hasAny(user, SMART_FORMAT_OWN_CODES[service])) return { kind: 'own', orgId: user.org_id };
  return null;
}

export function maySetUp(user: SessionUserLike, service: SmartFormatService, orgId: number): boolean {
  return scopeAllowsOrg(smartFormatScope(user, service), orgId);
}

import { hasExtended, PERMISSION, type SessionUserLike } from '../permissions.js';

/**
 * What the wizard does with the sender's issuer (exchange.md, "Spec readings"): the sender's card
 * or account should be the user's own organisation's. own: nothing to say; warn: an issuer not
 * found, or another issuer for E1005 (the expert centre files on behalf of banks); refuse: another
 * issuer for a user who may act only for the own organisation. The server holds to the same.
 */
export type SenderIssuerVerdict = 'own' | 'warn' | 'refuse';

export function senderIssuerVerdict(
  user: SessionUserLike,
  senderIssuerOrgId: number | null,
): SenderIssuerVerdict {
  if (senderIssuerOrgId === user.org_id) return 'own';
  // A card whose BIN no bank has uploaded yet may well be the user's own: say so, do not stop them.
  if (senderIssuerOrgId === null) return 'warn';
  return hasExtended(user, PERMISSION.fptOutbound) ? 'warn' : 'refuse';
}

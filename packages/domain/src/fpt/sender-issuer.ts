import { hasExtended, PERMISSION, type SessionUserLike } from '../permissions.js';

/**
 * What the wizard does with the sender's issuer (exchange.md, "Spec readings"): the sender's card
 * or account should be the user's own organisation's. own: nothing to say; warn: another issuer,
 * allowed to E1005 (the expert centre files on behalf of banks); refuse: another issuer for a
 * user who may act only for the own organisation.
 */
export type SenderIssuerVerdict = 'own' | 'warn' | 'refuse';

export function senderIssuerVerdict(
  user: SessionUserLike,
  senderIssuerOrgId: number | null,
): SenderIssuerVerdict {
  if (senderIssuerOrgId === user.org_id) return 'own';
  return hasExtended(user, PERMISSION.fptOutbound) ? 'warn' : 'refuse';
}

import { hasAny, isAdmin } from '@afx/domain';
import type { SessionUser } from '../auth/session-user.js';
import type { EventTarget } from './types.js';

/** Whether a signed-in user's stream receives an event for that target. */
export function isFor(user: SessionUser, to: EventTarget): boolean {
  if ('userId' in to) return to.userId === user.user_id;
  if ('role' in to) return isAdmin(user);
  if ('orgId' in to && to.orgId !== user.org_id) return false;
  return !to.codes || to.codes.length === 0 || hasAny(user, to.codes);
}

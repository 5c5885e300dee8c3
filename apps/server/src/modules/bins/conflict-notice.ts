import type { Issue } from '@afx/domain';
import type { Audience, Notice } from '../../platform/outbox/notify.js';
import type { Actor } from '../contacts/actor.js';
import type { BinConflict } from './schemas.js';

/** Kept with the notification and listed in the e-mail; the count says how many there were in all. */
const STORED_CONFLICTS = 50;
const MAILED_CONFLICTS = 20;

/** Spec 3 §4 "BIN upload": a BIN of another organisation is a conflict, and the administrator is told. */
export const BIN_CONFLICT_AUDIENCE: Audience = { admins: true };

export function binConflictNotice(
  actor: Actor,
  org: { id: number; name: string },
  conflicts: readonly BinConflict[],
): Notice {
  const lines: Issue[] = conflicts.slice(0, MAILED_CONFLICTS).map(({ bin, owner_org_name }) => ({
    key: 'mail_bin_conflict_line',
    params: { bin, owner_org: owner_org_name },
  }));
  if (conflicts.length > MAILED_CONFLICTS) {
    lines.push({ key: 'mail_more_lines', params: { count: conflicts.length - MAILED_CONFLICTS } });
  }
  return {
    kind: 'bin_conflict',
    title: 'notification_bin_conflict',
    params: {
      org_id: org.id,
      org_name: org.name,
      uploaded_by: actor.user.name,
      uploaded_by_user_id: actor.user.user_id,
      uploaded_by_org_id: actor.user.org_id,
      uploader_org: actor.user.org_name,
      count: conflicts.length,
      conflicts: conflicts
        .slice(0, STORED_CONFLICTS)
        .map(({ bin, owner_org_id, owner_org_name }) => ({ bin, owner_org_id, owner_org_name })),
    },
    mail: { body: 'mail_bin_conflict_body', lines, path: '/di/bins' },
  };
}

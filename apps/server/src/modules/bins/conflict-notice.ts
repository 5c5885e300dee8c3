import type { Caller } from '../../platform/auth/caller.js';
import type { Issue } from '@afx/domain';
import type { Audience, Notice, NoticeContent } from '../../platform/outbox/notify.js';
import type { BinConflict } from './api.js';

/** Kept with the notification and listed in the e-mail; the count says how many there were in all. */
const STORED_CONFLICTS = 50;
const MAILED_CONFLICTS = 20;

/** Spec 3 §4 "BIN upload": a BIN of another organisation is a conflict, and the administrator is told. */
export const BIN_CONFLICT_AUDIENCE: Audience = { admins: true };

type StoredConflict = { bin: string; owner_org_id: number; owner_org_name: string };

/** What the notification keeps: the organisation uploaded for, the latest uploader, and the totals. */
type ConflictParams = {
  org_id: number;
  org_name: string;
  uploaded_by: string;
  uploaded_by_user_id: number;
  uploaded_by_org_id: number;
  uploader_org: string;
  /** Conflicting BINs in all the window's uploads. */
  count: number;
  uploads: number;
  conflicts: StoredConflict[];
};

function contentOf(params: ConflictParams): NoticeContent {
  const lines: Issue[] = params.conflicts.slice(0, MAILED_CONFLICTS).map(({ bin, owner_org_name }) => ({
    key: 'mail_bin_conflict_line',
    params: { bin, owner_org: owner_org_name },
  }));
  const unlisted = params.count - lines.length;
  if (unlisted > 0) lines.push({ key: 'mail_more_lines', params: { count: unlisted } });
  return {
    title: 'notification_bin_conflict',
    params,
    mail: { body: 'mail_bin_conflict_body', lines, path: '/di/bins' },
  };
}

/** The earlier uploads' totals and stored conflicts, as the notification keeps them (jsonb). */
function earlierOf(params: Record<string, unknown>): Pick<ConflictParams, 'count' | 'uploads' | 'conflicts'> {
  const number = (value: unknown): number => (typeof value === 'number' ? value : 0);
  return {
    count: number(params.count),
    uploads: number(params.uploads) || 1,
    conflicts: Array.isArray(params.conflicts) ? (params.conflicts as StoredConflict[]) : [],
  };
}

/**
 * The administrators' notice of an upload's conflicts. Uploads for one organisation within a
 * window are one notification that adds up their conflicts and uploads, and one e-mail per
 * administrator, sent when the window closes.
 */
export function binConflictNotice(
  caller: Caller,
  org: { id: number; name: string },
  conflicts: readonly BinConflict[],
  windowMinutes: number,
): Notice {
  const params: ConflictParams = {
    org_id: org.id,
    org_name: org.name,
    uploaded_by: caller.name,
    uploaded_by_user_id: caller.user_id,
    uploaded_by_org_id: caller.org_id,
    uploader_org: caller.org_name,
    count: conflicts.length,
    uploads: 1,
    conflicts: conflicts
      .slice(0, STORED_CONFLICTS)
      .map(({ bin, owner_org_id, owner_org_name }) => ({ bin, owner_org_id, owner_org_name })),
  };
  return {
    kind: 'bin_conflict',
    ...contentOf(params),
    coalesce: {
      key: `org:${org.id}`,
      windowMinutes,
      join: (stored) => {
        const earlier = earlierOf(stored);
        return contentOf({
          ...params,
          count: earlier.count + params.count,
          uploads: earlier.uploads + 1,
          conflicts: [...earlier.conflicts, ...params.conflicts].slice(0, STORED_CONFLICTS),
        });
      },
    },
  };
}

import type { Caller } from '../../platform/auth/caller.js';
import type { Db } from '../../platform/db/pool.js';
import { changesInWords, readableChanges } from '../../platform/history/readable-changes.js';
import { referenceNames } from '../../platform/history/reference-names.js';
import type { ListPage } from '../../platform/http/paging.js';
import type { AuditEntryView, AuditListQuery } from './api.js';
import * as repo from './audit-repository.js';

/**
 * /audit/list: every administrative action (users, organisations, API clients, system endpoints),
 * newest first, with who did it, on which organisation, the reason and the changes as people read them.
 */
export async function listAudit(
  db: Db,
  caller: Caller,
  q: AuditListQuery,
): Promise<ListPage<AuditEntryView>> {
  const page = await repo.listAudit(db, q);
  const nameOf = await referenceNames(
    db,
    page.list.map((r) => r.changes),
    caller.locale,
  );
  return {
    list: page.list.map((r) => ({
      id: r.id,
      event_dt: r.event_dt.toISOString(),
      actor: {
        user_id: r.actor_user_id,
        name: r.actor_name,
        org_id: r.actor_org_id,
        org_name: r.actor_org_name,
      },
      entity_type: r.entity_type,
      entity_key: r.entity_key,
      entity_label: r.entity_label,
      action: r.action,
      notes: r.notes,
      changes: r.changes,
      readable_changes: changesInWords(
        r.entity_type,
        readableChanges(r.changes, nameOf, caller.locale),
        caller.locale,
      ),
      subject_org_id: r.subject_org_id,
      subject_org_name: r.subject_org_name,
    })),
    total_count: page.total_count,
  };
}

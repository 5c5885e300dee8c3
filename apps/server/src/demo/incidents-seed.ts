import { addDays, formatDate, incidentRequestSchemas, todayIn } from '@afx/domain';
import { historyEntries } from '../platform/history/tables.js';
import { INCIDENT_CATEGORY_DOMAINS } from '../modules/incidents/categories-data.js';
import { detailsToColumns } from '../modules/incidents/details-mapping.js';
import type { Tx } from '../platform/db/pool.js';
import { insertIncident, updateIncidentRow } from '../modules/incidents/repository.js';
import { incidentSearches } from '../modules/incidents/tables.js';
import { INCIDENT_ENTITY, channelOf } from '../modules/incidents/service.js';
import { checkIncidentRequest } from '../modules/incidents/validation.js';
import { DEMO_INCIDENTS, type DemoIncident } from './incidents.js';
import { DEMO_USERS } from './users.js';

const DAY_MS = 24 * 3600 * 1000;

/** The demo incident as a create request, checked by the same rules as a real one. */
function checkedRequest(incident: DemoIncident, eventDate: string) {
  const domain = INCIDENT_CATEGORY_DOMAINS.find((d) => d.id === incident.domain);
  const raw = {
    category_domain_id: incident.domain,
    details: {
      ...incident.details,
      event_date: eventDate,
      ...(incident.details.erdr_number ? { erdr_date: eventDate } : {}),
    },
  };
  const { data, errors } = checkIncidentRequest(incidentRequestSchemas.create, raw, domain);
  if (!data) throw new Error(`demo incident ${JSON.stringify(raw)} is invalid: ${JSON.stringify(errors)}`);
  return data;
}

/**
 * Seeds the demo incidents, their history and some searches, inside the demo seeding transaction.
 * Registration times lie in the past, so the history rows are written with those times rather than
 * through recordHistory, which stamps the present.
 */
export async function seedDemoIncidents(
  tx: Tx,
  ids: { orgIds: ReadonlyMap<string, number>; userIds: ReadonlyMap<string, number> },
  now: Date = new Date(),
): Promise<void> {
  const today = todayIn(now);
  for (const incident of DEMO_INCIDENTS) {
    const user = DEMO_USERS.find((u) => u.login === incident.login);
    const orgId = user && ids.orgIds.get(user.org);
    const userId = ids.userIds.get(incident.login);
    if (!user || orgId === undefined || userId === undefined)
      throw new Error(`no demo user ${incident.login}`);
    const data = checkedRequest(incident, formatDate(addDays(today, -incident.daysAgo)));
    // Registered a few hours after the event.
    const createDt = new Date(now.getTime() - incident.daysAgo * DAY_MS + 5 * 3600 * 1000);
    const { id } = await insertIncident(
      tx,
      {
        categoryDomainId: data.category_domain_id,
        creatorOrgId: orgId,
        creatorUserId: userId,
        groupId: incident.group?.id ?? null,
        groupDescription: incident.group?.description ?? null,
        basisType: incident.basis?.type ?? null,
        basisId: incident.basis?.id ?? null,
        forumId: incident.forum?.id ?? null,
        forumMsgId: incident.forum?.msgId ?? null,
        channel: channelOf({ roles: [user.role] }, incident.forum?.id),
        createDt,
        updateDt: createDt,
        ...detailsToColumns(data.details),
      },
      data.details.phones,
    );
    const by = { creatorUserId: userId, creatorName: user.fullName, creatorOrgId: orgId };
    await tx.insert(historyEntries).values({
      entityType: INCIDENT_ENTITY,
      entityKey: String(id),
      action: 'create',
      notes: channelOf({ roles: [user.role] }, incident.forum?.id),
      eventDt: createDt,
      ...by,
    });
    if (incident.deleted) {
      const deletedDt = new Date(now.getTime() - incident.deleted.daysAgo * DAY_MS);
      await updateIncidentRow(tx, id, {
        deleted: true,
        deletedDt,
        deletedReason: incident.deleted.reason,
        updateDt: deletedDt,
      });
      await tx.insert(historyEntries).values({
        entityType: INCIDENT_ENTITY,
        entityKey: String(id),
        action: 'delete',
        notes: incident.deleted.reason,
        eventDt: deletedDt,
        ...by,
      });
    }
  }
  await seedDemoSearches(tx, ids, now);
}

/** A month of searches by the demo analysts, for the "negative-information checks" counter. */
async function seedDemoSearches(
  tx: Tx,
  ids: { orgIds: ReadonlyMap<string, number>; userIds: ReadonlyMap<string, number> },
  now: Date,
): Promise<void> {
  const searchers = (['alpha.analyst', 'beta.expert', 'alpha-api'] as const).flatMap((login) => {
    const user = DEMO_USERS.find((u) => u.login === login);
    const orgId = user && ids.orgIds.get(user.org);
    const userId = ids.userIds.get(login);
    return user && orgId !== undefined && userId !== undefined
      ? [{ userId, orgId, channel: user.role === 'api-user' ? ('api' as const) : ('menu' as const) }]
      : [];
  });
  const rows = Array.from({ length: 90 }, (_, i) => {
    const searcher = searchers[i % searchers.length];
    return searcher ? { ...searcher, at: new Date(now.getTime() - i * 8 * 3600 * 1000) } : undefined;
  }).filter((row) => row !== undefined);
  if (rows.length > 0) await tx.insert(incidentSearches).values(rows);
}

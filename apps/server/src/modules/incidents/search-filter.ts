import {
  type IncidentFilter,
  normalizePassport,
  normalizePhone,
  parsePanFilter,
  toIsoDate,
} from '@afx/domain';
import { type SQL, and, eq, gte, lte, sql } from 'drizzle-orm';
import { containsIgnoringCase } from '../../platform/db/text-search.js';
import { incidentPhones, incidents } from './tables.js';

/**
 * The digits just past every number that starts with a prefix ('41494978' → '41494979'; '4199' →
 * '42'). Card numbers are digits only, and digit strings sort the same in every collation, so a
 * prefix is a range of the plain PAN index: LIKE 'x%' would need the C collation or a pattern index.
 */
function nextPrefix(prefix: string): string | null {
  const kept = prefix.replace(/9+$/, '');
  if (kept === '') return null; // all nines: nothing sorts past them among digits
  return `${kept.slice(0, -1)}${Number(kept.slice(-1)) + 1}`;
}

function prefixCondition(prefix: string): SQL {
  const next = nextPrefix(prefix);
  const below = next === null ? sql`true` : sql`${incidents.pan} < ${next}`;
  return sql`${incidents.pan} >= ${prefix} and ${below} and ${incidents.pan} like ${`${prefix}%`}`;
}

/**
 * A card filter in any of its forms, each on an index: a whole number and a prefix on the PAN index
 * (a prefix as a range); a mask on its first 6 and last 4 (the mask index), then narrowed by LIKE;
 * the last 4 alone on their own index. Digits and stars only, so no LIKE pattern needs escaping.
 */
function panCondition(value: string): SQL | undefined {
  const filter = parsePanFilter(value);
  if (!filter) return undefined;
  switch (filter.kind) {
    case 'exact':
      return eq(incidents.pan, filter.pan);
    case 'mask':
      return sql`left(${incidents.pan}, 6) = ${filter.prefix} and right(${incidents.pan}, 4) = ${filter.suffix} and ${incidents.pan} like ${filter.like}`;
    case 'prefix':
      return prefixCondition(filter.prefix);
    case 'last4':
      return sql`right(${incidents.pan}, 4) = ${filter.suffix}`;
  }
}

/** Live (not deleted) incidents: the predicate of the partial search indexes. */
export const liveIncident = sql`not ${incidents.deleted}`;

/**
 * The WHERE of an incident search (spec 1 §3 filter fields) for a filter the caller may use (see
 * effectiveIncidentFilter). Exact values match exactly; names and URLs are substrings; the PAN is
 * a whole number, a mask of first 6, stars, last 4, a prefix of 6+ digits or the last 4 alone.
 */
export function incidentSearchCondition(filter: Partial<IncidentFilter>, callerOrgId: number): SQL {
  const c: (SQL | undefined)[] = [liveIncident];
  if (filter.self_only) c.push(eq(incidents.creatorOrgId, callerOrgId));
  if (filter.inn) c.push(eq(incidents.inn, filter.inn));
  if (filter.passport_id) c.push(eq(incidents.passportId, normalizePassport(filter.passport_id)));
  if (filter.egrpou) c.push(eq(incidents.egrpou, filter.egrpou));
  if (filter.erdr_number) c.push(eq(incidents.erdrNumber, filter.erdr_number));
  if (filter.ip) c.push(eq(incidents.ip, filter.ip));
  if (filter.email) c.push(sql`lower(${incidents.email}) = lower(${filter.email})`);
  if (filter.group_id) c.push(eq(incidents.groupId, Number(filter.group_id)));
  if (filter.phone_number) {
    const number = normalizePhone(filter.phone_number);
    c.push(
      sql`${incidents.id} in (select ${incidentPhones.incidentId} from ${incidentPhones} where ${incidentPhones.number} = ${number})`,
    );
  }
  if (filter.pan) c.push(panCondition(filter.pan));
  if (filter.fullname) c.push(containsIgnoringCase(incidents.fullname, filter.fullname));
  if (filter.org_name) c.push(containsIgnoringCase(incidents.orgName, filter.org_name));
  if (filter.url) c.push(containsIgnoringCase(incidents.url, filter.url));
  if (filter.id) c.push(eq(incidents.id, Number(filter.id)));
  if (filter.creator_org_id) c.push(eq(incidents.creatorOrgId, filter.creator_org_id));
  if (filter.creator_user_id) c.push(eq(incidents.creatorUserId, filter.creator_user_id));
  const from = filter.event_date_from ? toIsoDate(filter.event_date_from) : null;
  const to = filter.event_date_to ? toIsoDate(filter.event_date_to) : null;
  if (from) c.push(gte(incidents.eventDate, from));
  if (to) c.push(lte(incidents.eventDate, to));
  return and(...c) ?? liveIncident;
}

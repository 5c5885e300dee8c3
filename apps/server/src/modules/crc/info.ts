import { PERMISSION, orgScope, toIsoDate } from '@afx/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/caller.js';
import { kyivDayStart } from '../../platform/db/list-filters.js';
import type { Db } from '../../platform/db/pool.js';
import { badRequest, forbidden } from '../../platform/http/errors.js';
import type { SummaryFigures, SummaryRequest } from './api.js';

type FigureRow = {
  received: number;
  taken: number;
  replied: number;
  rejected: number;
  median_take: number | null;
  median_reply: number | null;
  by_due: number;
};

const figuresOf = (row: FigureRow | undefined): SummaryFigures => ({
  received: row?.received ?? 0,
  taken: row?.taken ?? 0,
  replied: row?.replied ?? 0,
  rejected: row?.rejected ?? 0,
  median_minutes_to_take: row?.median_take === null || row === undefined ? null : Number(row.median_take),
  median_minutes_to_reply: row?.median_reply === null || row === undefined ? null : Number(row.median_reply),
  answered_by_due_share:
    row && row.received > 0 ? Math.round((row.by_due / row.received) * 1000) / 1000 : null,
});

/** The figures of spec 2's info page over the requests a bank received (statuses 2–7). */
const FIGURES = sql`
  count(*)::int as received,
  count(taken_at)::int as taken,
  (count(*) filter (where status_id = 6))::int as replied,
  (count(*) filter (where status_id = 7))::int as rejected,
  round((percentile_cont(0.5) within group (order by extract(epoch from taken_at - request_dt) / 60))::numeric, 1)::float as median_take,
  round((percentile_cont(0.5) within group (order by extract(epoch from answered_at - request_dt) / 60))::numeric, 1)::float as median_reply,
  (count(*) filter (where answered_at is not null and answered_at <= due_dt))::int as by_due`;

/**
 * /info/summary (U1009 own organisation, E1009 all or one): the Crime Check figures of a period —
 * received, taken, replied, rejected, the median minutes to take and to answer, the share answered
 * by the due date — per day, and for E1009 per bank.
 */
export async function summary(db: Db, caller: Caller, q: SummaryRequest) {
  const scope = orgScope(caller, PERMISSION.crimeCheckInfo);
  if (scope === null) throw forbidden();
  const from = toIsoDate(q.date_from)!;
  const to = toIsoDate(q.date_to)!;
  if (from > to) throw badRequest({ date_to: 'invalid_value' });
  const orgId = scope.kind === 'own' ? scope.orgId : (q.organisation_id ?? null);
  const where = sql`recipient_org_id is not null and status_id >= 2
    and request_dt >= ${kyivDayStart(from)} and request_dt < ${kyivDayStart(to, 1)}
    and (${orgId}::int is null or recipient_org_id = ${orgId}::int)`;
  const [total, perDay, banks] = await Promise.all([
    db.execute<FigureRow>(sql`select ${FIGURES} from crc_requests where ${where}`),
    db.execute<{ day: string; received: number; replied: number; rejected: number }>(sql`
      select to_char(request_dt at time zone 'Europe/Kyiv', 'YYYY-MM-DD') as day, count(*)::int as received,
             (count(*) filter (where status_id = 6))::int as replied,
             (count(*) filter (where status_id = 7))::int as rejected
        from crc_requests where ${where} group by 1 order by 1`),
    scope.kind === 'any'
      ? db.execute<FigureRow & { organisation_id: number; name: string }>(sql`
          select r.recipient_org_id as organisation_id, o.name, ${FIGURES}
            from crc_requests r join organisations o on o.id = r.recipient_org_id
           where ${where} group by r.recipient_org_id, o.name order by o.name`)
      : Promise.resolve({ rows: [] }),
  ]);
  return {
    figures: figuresOf(total.rows[0]),
    per_day: perDay.rows,
    banks: banks.rows.map((row) => ({
      organisation_id: row.organisation_id,
      name: row.name,
      ...figuresOf(row),
    })),
  };
}

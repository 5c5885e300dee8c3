import { beforeAll, describe, expect, it } from 'vitest';
import { serviceTest } from '../../../test/harness.js';
import { TEST_BINS, blockRequest, cardWith } from './test-support.js';

const { ctx, org, post } = serviceTest('/api/fpt/v2');
const sql = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);

let serial = 0;
const card = (bank: keyof typeof TEST_BINS) => cardWith(TEST_BINS[bank], (serial += 7));

beforeAll(async () => {
  for (const [bank, bin] of Object.entries(TEST_BINS)) {
    await sql('insert into bins (bin, org_id, card_system_id) values ($1, $2, 1)', [
      bin,
      org[bank as keyof typeof TEST_BINS],
    ]);
  }
});

async function alert(
  login: string,
  from: keyof typeof TEST_BINS,
  to: keyof typeof TEST_BINS,
  amount = '600',
) {
  const trans = [{ date_time: '01.01.2025 10:00:00', amount, currency_code: '980' }];
  const res = await post(login, '/alert/create', blockRequest(card(from), card(to), trans));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as string;
}

const kyivDay = (daysBack: number) =>
  new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv' }).format(
    new Date(Date.now() - daysBack * 86_400_000),
  );

/** Date ranges (dd.MM.yyyy) that cut months at both ends, hold whole months, or stay in one month. */
function rangesAroundMonths() {
  const today = kyivDay(0);
  const [, month, year] = today.split('.');
  const firstOfThisMonth = `01.${month}.${year}`;
  const lastMonth =
    Number(month) === 1 ? { m: 12, y: Number(year) - 1 } : { m: Number(month) - 1, y: Number(year) };
  const firstOfLastMonth = `01.${String(lastMonth.m).padStart(2, '0')}.${lastMonth.y}`;
  return [
    {},
    { request_date_from: today, request_date_to: today },
    { request_date_from: kyivDay(30), request_date_to: today },
    { request_date_from: kyivDay(100), request_date_to: kyivDay(20) },
    { request_date_from: firstOfLastMonth },
    { request_date_from: firstOfLastMonth, request_date_to: kyivDay(1) },
    { request_date_to: kyivDay(40) },
    { request_date_from: kyivDay(60) },
    { request_date_from: firstOfThisMonth, request_date_to: today },
  ];
}

/** The running totals as they stand, and as counting the alerts afresh would make them. */
async function keptAndCounted() {
  const kept = await sql(`select period, period_start::text as start, creator_org_id, recipient_org_id,
      status_id, currency_code, alerts, priced, total::text
      from fpt_alert_totals where alerts <> 0 order by 1, 2, 3, 4, 5, 6`);
  const counted = await sql(`select p.period,
      (case when p.period = 'day' then a.kyiv_day else date_trunc('month', a.kyiv_day)::date end)::text as start,
      a.creator_org_id, coalesce(a.recipient_org_id, 0) as recipient_org_id, a.status_id,
      coalesce(a.currency_code, '') as currency_code, count(*)::int as alerts,
      count(a.total_amount)::int as priced, coalesce(sum(a.total_amount), 0)::text as total
      from (select *, (request_dt at time zone 'Europe/Kyiv')::date as kyiv_day from fpt_alerts) a
      cross join (values ('day'), ('month')) as p(period)
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`);
  return { kept: kept.rows, counted: counted.rows };
}

describe('the running totals behind the list counters', () => {
  it('follow every creation, status change, date move and removal of an alert', async () => {
    const first = await alert('alpha.analyst', 'alpha', 'beta', '700');
    await alert('alpha.analyst', 'alpha', 'beta');
    await alert('beta.expert', 'beta', 'alpha', '1000');
    expect(
      (await post('beta.expert', '/alert/set_status', { id: first, status: '3', notes: 'taken' })).status,
    ).toBe(200);
    await sql(`update fpt_alerts set request_dt = request_dt - interval '40 days' where id = $1`, [first]);
    await sql(`update fpt_alerts set last_user_name = 'unchanged totals' where id = $1`, [first]);
    const { kept, counted } = await keptAndCounted();
    expect(counted.length).toBeGreaterThan(1);
    expect(kept).toEqual(counted);

    const removed = await alert('alpha.analyst', 'alpha', 'gamma');
    await sql('delete from fpt_alerts where id = $1', [removed]);
    const after = await keptAndCounted();
    expect(after.kept).toEqual(after.counted);
  });

  it('answer the same counters as counting the alerts, with and without a date range', async () => {
    await alert('alpha.analyst', 'alpha', 'beta', '900');
    const taken = await alert('alpha.analyst', 'alpha', 'beta', '1200');
    await post('beta.expert', '/alert/set_status', { id: taken, status: '3', notes: 'taken' });
    // The demo's prevented-fraud alert too, so that 'prevented fraud: no' below keeps every alert.
    await sql('update fpt_alerts set prevented_fraud = false');
    await sql(`update fpt_alerts set request_dt = request_dt - interval '45 days' where id = $1`, [taken]);
    const ranges = rangesAroundMonths();
    for (const [login, path] of [
      ['alpha.analyst', '/outbound/list'],
      ['beta.expert', '/outbound/list'],
      ['beta.expert', '/inbound/list'],
      ['alpha.analyst', '/inbound/list'],
    ] as const) {
      for (const dates of ranges) {
        const fromTotals = await post(login, path, { filter: dates });
        // A filter the totals cannot answer ('prevented fraud: no', true of every alert here)
        // makes the list count the alerts themselves.
        const counted = await post(login, path, { filter: { ...dates, prevented_fraud: false } });
        expect(fromTotals.status, JSON.stringify(fromTotals.body)).toBe(200);
        const figures = (body: Record<string, unknown>) => {
          const { list: _list, ...rest } = body;
          return rest;
        };
        expect(figures(fromTotals.body)).toEqual(figures(counted.body));
      }
    }
    const own = await post('alpha.analyst', '/outbound/list', { filter: {} });
    expect(own.body.total_count).toBeGreaterThanOrEqual(2);
    expect(own.body.inprocess_count).toBeGreaterThanOrEqual(2);
  });
});

describe('the overdue count of the inbound list', () => {
  it('is the same from the running totals as from the alerts, whole days and the last day alike', async () => {
    await sql('update fpt_alerts set prevented_fraud = false');
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await alert('beta.expert', 'beta', 'alpha', String(600 + i)));
    const [old, older, recent, recentTaken, takenOld] = ids;
    await post('alpha.analyst', '/alert/set_status', { id: recentTaken, status: '3', notes: 'taken' });
    await post('alpha.analyst', '/alert/set_status', { id: takenOld, status: '3', notes: 'taken' });
    const back = (id: string | undefined, interval: string) =>
      sql(
        `update fpt_alerts set request_dt = request_dt - $2::interval,
        taken_at = taken_at - $2::interval where id = $1`,
        [id, interval],
      );
    await back(old, '3 days');
    await back(older, '40 days');
    await back(takenOld, '2 days');
    await back(recent, '20 hours');
    await back(recentTaken, '20 hours');
    const today = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv' }).format(new Date());
    const weekAgo = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv' }).format(
      new Date(Date.now() - 7 * 86_400_000),
    );
    for (const login of ['alpha.analyst', 'beta.expert']) {
      for (const dates of [{}, { request_date_from: weekAgo, request_date_to: today }]) {
        const fromTotals = await post(login, '/inbound/list', { filter: dates });
        const counted = await post(login, '/inbound/list', { filter: { ...dates, prevented_fraud: false } });
        expect(fromTotals.body.overdue_count, login).toBe(counted.body.overdue_count);
      }
    }
    // Of these six: the two old ones, the one taken two days ago, and the untaken one of 20 hours ago.
    const mine = await post('alpha.analyst', '/inbound/list', { filter: {} });
    expect(mine.body.overdue_count).toBeGreaterThanOrEqual(4);
  });
});

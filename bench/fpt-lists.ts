// The FPT alert lists under load (issue 13): 1,000,000 synthetic alerts, then p50/p95 of
// /outbound/list and /inbound/list through the API as the web asks for them (first page of 20 with
// the counters, newest first, the last 30 days), without the date range, by alert id and by card.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/fpt-lists.ts [rows]
//        npx tsx bench/fpt-lists.ts [rows]           (embedded PGlite in a temp directory)
// BENCH_RUNS sets the requests per scenario (default 100); BENCH_DB_NAME the PostgreSQL database
// (default afx_bench_fpt, kept after the run for EXPLAIN).
import { DEFAULT_DATE_RANGE_DAYS } from '@afx/domain';
import { generateAlerts } from './support/fpt-alerts-data.js';
import {
  type ListScenario,
  benchPortal,
  clientOf,
  firstPage as page,
  kyivDay,
  maskedCard as mask,
  timeLists,
} from './support/portal-bench.js';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

const t0 = Date.now();
const portal = await benchPortal('afx_bench_fpt', 'fpt_alerts', async (pool) => {
  console.log(`generating ${ROWS.toLocaleString('en')} alerts…`);
  await generateAlerts(pool, ROWS);
});
try {
  console.log(`  ${portal.label}: ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const expert = clientOf(portal.base, await portal.login('beta.expert'));
  const analyst = clientOf(portal.base, await portal.login('alpha.analyst'));

  // Searched values from the data: ids, recipient cards (whole and masked) of Bank Alpha's alerts,
  // of any time and of the last 20 days.
  const sampleOf = async (since: string) =>
    (
      await portal.pool.query(
        `select a.id, a.recipient_number from fpt_alerts a join organisations o on o.id = a.creator_org_id
         where o.name = 'Bank Alpha' and a.recipient_type = 'card' and a.recipient_org_id is not null
           and a.request_dt > now() - $1::interval
         order by random() limit 50`,
        [since],
      )
    ).rows as { id: string; recipient_number: string }[];
  const [sample, recent] = [await sampleOf('10 years'), await sampleOf('20 days')];
  const at = (i: number) => sample[i % sample.length]!;

  // The web's first request: page 1 of 20, newest first, the last 30 days (alertFilter.ts).
  const lastDays = { request_date_from: kyivDay(DEFAULT_DATE_RANGE_DAYS), request_date_to: kyivDay(0) };
  const OUT = '/api/fpt/v2/outbound/list';
  const IN = '/api/fpt/v2/inbound/list';
  const scenarios: Record<string, ListScenario> = {
    'outbound, 30 days, E (all)': { client: expert, path: OUT, body: () => page(lastDays) },
    'outbound, 30 days, U (Alpha)': { client: analyst, path: OUT, body: () => page(lastDays) },
    'outbound, no dates, E (all)': { client: expert, path: OUT, body: () => page({}) },
    'outbound, no dates, U (Alpha)': { client: analyst, path: OUT, body: () => page({}) },
    'inbound, 30 days, E (all)': { client: expert, path: IN, body: () => page(lastDays) },
    'inbound, 30 days, U (Alpha)': { client: analyst, path: IN, body: () => page(lastDays) },
    'inbound, no dates, E (all)': { client: expert, path: IN, body: () => page({}) },
    'inbound, no dates, U (Alpha)': { client: analyst, path: IN, body: () => page({}) },
    'by alert id (outbound, U)': { client: analyst, path: OUT, body: (i) => page({ id: at(i).id }), rows: 1 },
    'by card, whole (outbound, U)': {
      client: analyst,
      path: OUT,
      body: (i) => page({ recipient_number: at(i).recipient_number }),
    },
    'by card, masked (outbound, U)': {
      client: analyst,
      path: OUT,
      body: (i) => page({ recipient_number: mask(at(i).recipient_number) }),
    },
    'by card, whole, 30 days (outbound, U)': {
      client: analyst,
      path: OUT,
      body: (i) => page({ ...lastDays, recipient_number: recent[i % recent.length]!.recipient_number }),
    },
  };

  console.log(`\nFPT lists on ${ROWS.toLocaleString('en')} alerts, ${portal.label}, ${RUNS} runs each:`);
  await timeLists(portal, scenarios, RUNS);
  expert.close();
  analyst.close();
} finally {
  await portal.stop();
}

// The Crime Check client list under load (issue 14): 1,000,000 synthetic requests, then p50/p95 of
// /alert/list through the API as the web asks for it (first page of 20 with new_count and the failed
// packets' counts, newest first, the last 30 days) as E22 (every bank's) and U22 (Bank Alpha's),
// without the date range, by request id and by recipient card (whole and masked).
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/crc-lists.ts [rows]
//        npx tsx bench/crc-lists.ts [rows]           (embedded PGlite in a temp directory)
// BENCH_RUNS sets the requests per scenario (default 100); BENCH_DB_NAME the PostgreSQL database
// (default afx_bench_crc, kept after the run for EXPLAIN); BENCH_REUSE=1 keeps its requests.
import { DEFAULT_DATE_RANGE_DAYS } from '@afx/domain';
import { generateCrcRequests } from './support/crc-requests-data.js';
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
const portal = await benchPortal('afx_bench_crc', 'crc_requests', async (pool) => {
  console.log(`generating ${ROWS.toLocaleString('en')} requests…`);
  await generateCrcRequests(pool, ROWS);
});
try {
  console.log(`  ${portal.label}: ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const expert = clientOf(portal.base, await portal.login('beta.expert'));
  const analyst = clientOf(portal.base, await portal.login('alpha.analyst'));

  // Searched values from the data: ids and recipient cards of Bank Alpha's requests, of any time and
  // of the last 20 days.
  const sampleOf = async (since: string) =>
    (
      await portal.pool.query(
        `select r.id, r.recipient_number from crc_requests r join organisations o on o.id = r.recipient_org_id
         where o.name = 'Bank Alpha' and r.recipient_type = 'card' and r.request_dt > now() - $1::interval
         order by random() limit 50`,
        [since],
      )
    ).rows as { id: string; recipient_number: string }[];
  const [sample, recent] = [await sampleOf('10 years'), await sampleOf('20 days')];
  const at = (i: number) => sample[i % sample.length]!;

  // The web's first request: page 1 of 20, newest first, the last 30 days (crcFilter.ts).
  const lastDays = { request_date_from: kyivDay(DEFAULT_DATE_RANGE_DAYS), request_date_to: kyivDay(0) };
  const LIST = '/api/crc/v1/alert/list';
  const scenarios: Record<string, ListScenario> = {
    '30 days, E22 (all)': { client: expert, path: LIST, body: () => page(lastDays) },
    '30 days, U22 (Alpha)': { client: analyst, path: LIST, body: () => page(lastDays) },
    'no dates, E22 (all)': { client: expert, path: LIST, body: () => page({}) },
    'no dates, U22 (Alpha)': { client: analyst, path: LIST, body: () => page({}) },
    'by request id (U22)': { client: analyst, path: LIST, body: (i) => page({ id: at(i).id }), rows: 1 },
    'by card, whole (U22)': {
      client: analyst,
      path: LIST,
      body: (i) => page({ recipient_number: at(i).recipient_number }),
    },
    'by card, masked (U22)': {
      client: analyst,
      path: LIST,
      body: (i) => page({ recipient_number: mask(at(i).recipient_number) }),
    },
    'by card, whole, 30 days (U22)': {
      client: analyst,
      path: LIST,
      body: (i) => page({ ...lastDays, recipient_number: recent[i % recent.length]!.recipient_number }),
    },
  };

  console.log(
    `\nCrime Check list on ${ROWS.toLocaleString('en')} requests, ${portal.label}, ${RUNS} runs each:`,
  );
  await timeLists(portal, scenarios, RUNS);
  expert.close();
  analyst.close();
} finally {
  await portal.stop();
}

// Mobile check against the sandbox operators (issue 16, decision 0044).
// (1) One check at a time: alpha.analyst creates a check (/check/create) with its event stream open;
//     from the create request to the 'mcs_check' event that says it is answered (what makes the page
//     show the answer). BENCH_SINGLE checks (default 20). Goal p95 ≤ 1 s.
// (2) BENCH_BURST checks (default 100) created at once over the three operators, each operator
//     rate-limited to 10 calls a second (the portal's token bucket, MCS_RATE_PER_SECOND, and the
//     sandbox's own limit): all answered, none lost or failed; the calls a second each operator saw.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/mcs-check.ts
//        npx tsx bench/mcs-check.ts    (embedded PGlite in a temp directory)
import { benchPortal, clientOf, ms, pct } from './support/portal-bench.js';
import { openEventStream } from './support/visibility.js';

const SINGLE = Number(process.env.BENCH_SINGLE ?? 20);
const BURST = Number(process.env.BENCH_BURST ?? 100);

const portal = await benchPortal('afx_bench_mcs', 'mcs_checks', async () => undefined, {
  SANDBOX: '1',
  MCS_RATE_PER_SECOND: '10',
});

/** The 'mcs_check' events on the user's open stream: id → arrival time. */
function openCheckEvents(base: string, token: string) {
  const answered = new Map<number, { at: number; status: string }>();
  const stream = openEventStream<{ id: number; status: string }>(base, token, 'mcs_check', (event, at) =>
    answered.set(event.id, { at, status: event.status }),
  );
  return { answered, ...stream };
}

const until = async (done: () => boolean, timeoutMs: number) => {
  const end = performance.now() + timeoutMs;
  while (!done() && performance.now() < end) await new Promise((r) => setTimeout(r, 5));
  return done();
};

try {
  const token = await portal.login('alpha.analyst');
  const client = clientOf(portal.base, token, 50);
  const events = openCheckEvents(portal.base, token);
  await events.ready;
  const create = async (phone: string) => {
    const sent = performance.now();
    const res = await client.post('/api/mcs/v2/check/create', { phone, depth_days: 30, consent: true });
    if (res.status !== 200) throw new Error(`create: HTTP ${res.status} ${res.text}`);
    return { id: (JSON.parse(res.text) as { id: number }).id, sent, answered: performance.now() };
  };

  // (1) one at a time
  const single: number[] = [];
  const createOnly: number[] = [];
  for (let i = 0; i < SINGLE; i += 1) {
    const check = await create(`38067${String(1_000_000 + i).slice(-7)}`.replace(/\d$/, '2'));
    await until(() => events.answered.has(check.id), 10_000);
    const event = events.answered.get(check.id);
    if (!event) throw new Error(`check ${check.id}: no event`);
    single.push(event.at - check.sent);
    createOnly.push(check.answered - check.sent);
  }
  console.log(`${portal.label}: one check at a time (${SINGLE})`);
  console.log(`  create answered   p50 ${ms(pct(createOnly, 50))}  p95 ${ms(pct(createOnly, 95))}`);
  console.log(
    `  answer on the page p50 ${ms(pct(single, 50))}  p95 ${ms(pct(single, 95))}  (goal p95 ≤ 1 s)`,
  );

  // (2) a burst over the three operators
  const codes = ['67', '50', '63'];
  const started = performance.now();
  const checks = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      create(`380${codes[i % 3]}${String(2_000_000 + i).slice(-6)}${i % 2 === 0 ? '1' : '2'}`),
    ),
  );
  const all = await until(() => checks.every((c) => events.answered.has(c.id)), 120_000);
  const last = Math.max(...checks.map((c) => events.answered.get(c.id)?.at ?? 0));
  const { rows } = await portal.pool.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from mcs_checks where id = any($1) group by status`,
    [checks.map((c) => c.id)],
  );
  const rate = await portal.pool.query<{ kind: string; max_per_second: number; limited: number }>(
    `select operator as kind, max(n)::int as max_per_second, sum(limited)::int as limited
       from (select split_part(kind, '.', 2) as operator, date_trunc('second', at) as s, count(*) as n,
                    count(*) filter (where result = 'rate_limited') as limited
               from gateway_calls where service = 'mcs' and kind not like '%.oauth.token' group by 1, 2) x
      group by 1`,
  );
  console.log(`burst of ${BURST}: all pushed ${all}; statuses ${JSON.stringify(rows)}`);
  console.log(`  last answer after ${ms(last - started)}`);
  console.log(`  calls a second (max per operator) and 429s: ${JSON.stringify(rate.rows)}`);
  events.close();
  client.close();
} finally {
  await portal.stop();
}

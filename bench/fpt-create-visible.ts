// How soon the recipient sees a new FPT alert (issue 13): alpha.analyst creates 50 alerts at once
// against Bank Beta cards; for each, the time from its create request to (a) the first answer of
// beta.expert's /inbound/list (polled back to back) that lists it and (b) the 'counter' event on
// beta.expert's open event stream (GET /api/events) that counts it. Goal: p95 ≤ 1 s.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/fpt-create-visible.ts [rows]
//        npx tsx bench/fpt-create-visible.ts [rows]    (embedded PGlite in a temp directory)
// rows: synthetic alerts made first (default 0: the demo data alone). BENCH_ALERTS: alerts created
// at once (default 50). BENCH_DB_NAME: the PostgreSQL database (default afx_bench_fpt_create).
import { cardWith } from '../apps/server/src/modules/fpt/test-support.js';
import { generateAlerts } from './support/fpt-alerts-data.js';
import { benchPortal, clientOf, firstPage, kyivDay } from './support/portal-bench.js';
import { openCounterEvents, pollList, reportVisibility } from './support/visibility.js';

const ROWS = Number(process.argv[2] ?? 0);

/**
 * The i-th Bank Beta card ending in 0–3: Bank Beta's sandbox system leaves those alerts new, so each
 * stays in the badge's count (it takes 4–8 after a delay, and blocks a 9 at once).
 */
function quietCard(bin: string, i: number): string {
  for (let serial = 7000 + i * 10; ; serial += 1) {
    const card = cardWith(bin, serial);
    if (Number(card.at(-1)) <= 3) return card;
  }
}
const ALERTS = Number(process.env.BENCH_ALERTS ?? 50);

const portal = await benchPortal('afx_bench_fpt_create', 'fpt_alerts', async (pool) => {
  if (ROWS > 0) {
    console.log(`generating ${ROWS.toLocaleString('en')} alerts…`);
    await generateAlerts(pool, ROWS);
  }
});
try {
  const binOf = async (org: string) =>
    (
      await portal.pool.query(
        `select b.bin from bins b join organisations o on o.id = b.org_id
         where o.name = $1 and b.card_system_id = 1 order by b.bin limit 1`,
        [org],
      )
    ).rows[0].bin as string;
  const [alphaBin, betaBin] = [await binOf('Bank Alpha'), await binOf('Bank Beta')];
  const [analystToken, expertToken] = [
    await portal.login('alpha.analyst'),
    await portal.login('beta.expert'),
  ];
  const creator = clientOf(portal.base, analystToken, ALERTS);
  const reader = clientOf(portal.base, expertToken);
  const events = openCounterEvents(portal.base, expertToken, 'fpt');
  await events.ready;

  // The badge counts the new alerts of beta.expert's own bank (the event goes to Bank Beta's users).
  const baseline = Number(
    (
      await portal.pool.query(
        `select count(*) from fpt_alerts a join organisations o on o.id = a.recipient_org_id
         where o.name = 'Bank Beta' and a.status_id = 1`,
      )
    ).rows[0].count,
  );
  // beta.expert's list as the web opens it (the last 30 days, newest first), one request after another.
  const list = pollList(
    reader,
    '/api/fpt/v2/inbound/list',
    firstPage({ request_date_from: kyivDay(30), request_date_to: kyivDay(0) }, 100),
  );

  // Yesterday at noon, Kyiv wall clock (a transaction's DD.MM.YYYY HH:mm:ss).
  const dateTime = `${kyivDay(1)} 12:00:00`;
  const created = await Promise.all(
    Array.from({ length: ALERTS }, async (_, i) => {
      const sent = performance.now();
      const res = await creator.post('/api/fpt/v2/alert/create', {
        fraud_type_id: 1,
        recipient_type: 'card',
        recipient_pan: quietCard(betaBin, i),
        sender_type: 'card',
        sender_pan: cardWith(alphaBin, 9000 + i),
        reply_email: 'fraud@alpha.example',
        description: `Bench alert ${i}: the client was called by a fake bank officer and sent the money to this card; please block it.`,
        transactions: [{ date_time: dateTime, amount: '600', currency_code: '980' }],
      });
      if (res.status !== 200) throw new Error(`create: HTTP ${res.status} ${res.text}`);
      return { id: (JSON.parse(res.text) as { id: string }).id, sent, answered: performance.now() };
    }),
  );
  await reportVisibility({
    title: `${ALERTS} alerts created at once, ${portal.label}, ${ROWS.toLocaleString('en')} synthetic alerts besides the demo ones:`,
    listName: '/inbound/list',
    created,
    list,
    events,
    baseline,
  });
  events.close();
  creator.close();
  reader.close();
} finally {
  await portal.stop();
}

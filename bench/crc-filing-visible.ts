// How soon the bank sees a new Crime Check request (issue 14): the police API (the police-api client)
// files 50 requests at once against Bank Alpha cards; for each, the time from its create request to
// (a) the first answer of alpha.analyst's /alert/list (polled back to back as the web opens it) that
// lists it and (b) the 'crc' counter event on alpha.analyst's open event stream (GET /api/events)
// that counts it. Goal: p95 ≤ 1 s.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/crc-filing-visible.ts [rows]
//        npx tsx bench/crc-filing-visible.ts [rows]    (embedded PGlite in a temp directory)
// rows: synthetic requests made first (default 0: the demo data alone). BENCH_REQUESTS: requests
// filed at once (default 50). BENCH_DB_NAME: the PostgreSQL database (default afx_bench_crc_filing);
// BENCH_REUSE=1 keeps its requests.
import { cardNumberWith } from '@afx/domain';
import { generateCrcRequests } from './support/crc-requests-data.js';
import { benchPortal, clientOf, firstPage, kyivDay } from './support/portal-bench.js';
import { openCounterEvents, pollList, reportVisibility } from './support/visibility.js';

const ROWS = Number(process.argv[2] ?? 0);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);

const portal = await benchPortal('afx_bench_crc_filing', 'crc_requests', async (pool) => {
  if (ROWS > 0) {
    console.log(`generating ${ROWS.toLocaleString('en')} requests…`);
    await generateCrcRequests(pool, ROWS);
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
  const [policeToken, analystToken] = [
    await portal.clientToken('police-api', 'police-api-demo-secret'),
    await portal.login('alpha.analyst'),
  ];
  const police = clientOf(portal.base, policeToken, REQUESTS);
  const reader = clientOf(portal.base, analystToken);
  const events = openCounterEvents(portal.base, analystToken, 'crc');
  await events.ready;

  // The badge counts the requests waiting for review or in process (4, 5) of alpha.analyst's bank.
  const baseline = Number(
    (
      await portal.pool.query(
        `select count(*) from crc_requests r join organisations o on o.id = r.recipient_org_id
         where o.name = 'Bank Alpha' and r.status_id in (4, 5)`,
      )
    ).rows[0].count,
  );
  // alpha.analyst's list as the web opens it (the last 30 days, newest first), one request after another.
  const list = pollList(
    reader,
    '/api/crc/v1/alert/list',
    firstPage({ request_date_from: kyivDay(30), request_date_to: kyivDay(0) }, 100),
  );

  // Yesterday at noon, Kyiv wall clock (a transaction's DD.MM.YYYY HH:mm:ss).
  const dateTime = `${kyivDay(1)} 12:00:00`;
  const created = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, i) => {
      const recipient = cardNumberWith(alphaBin, 7000 + i);
      const sent = performance.now();
      const res = await police.post('/api/crc/v1/police/request/create', {
        registry_type: 1,
        reg_number: '12026100100000123',
        reg_date: kyivDay(1),
        incriminated_articles: [{ article: '190', part: '2' }],
        applicant_name: 'Петренко Іван Іванович',
        employee_name: 'Гриценко Олександр',
        employee_email: 'o.hrytsenko@kyiv.cyberpolice.example',
        sender_type: 'card',
        sender_number: cardNumberWith(betaBin, 9000 + i),
        recipient_type: 'card',
        recipient_number: recipient,
        fraud_transactions: [
          {
            date_time: dateTime,
            amount: '4500',
            currency_code: '980',
            term_type: 'online',
            tran_type: 'p2p',
            pan: recipient,
          },
        ],
        fraudster_contacts: [{ name: 'Олег', phone: '0671234567' }],
        url: 'https://olx-dostavka.example/pay',
        notes: `Bench request ${i}: the victim paid for a "delivery" on a phishing site.`,
      });
      if (res.status !== 200) throw new Error(`create: HTTP ${res.status} ${res.text}`);
      const answer = JSON.parse(res.text) as { request_id: string; status_id: number };
      // Only a request waiting for review (4) moves the badge.
      if (answer.status_id !== 4) throw new Error(`request routed to status ${answer.status_id}, not 4`);
      return { id: answer.request_id, sent, answered: performance.now() };
    }),
  );
  await reportVisibility({
    title: `${REQUESTS} requests filed at once by police-api, ${portal.label}, ${ROWS.toLocaleString('en')} synthetic requests besides the demo ones:`,
    listName: '/alert/list',
    created,
    list,
    events,
    baseline,
  });
  events.close();
  police.close();
  reader.close();
} finally {
  await portal.stop();
}

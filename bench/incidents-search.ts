// The incident registry under load: 1,000,000 synthetic incidents, then p50/p95 of /incident/list per
// kind of search through the API, the server's own time for each request (from its arrival to its
// last byte handed to the socket), and the same queries run directly (the server's overhead).
// The client is node:http on one keep-alive connection, in the same process as the server.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/incidents-search.ts [rows]
//        npx tsx bench/incidents-search.ts [rows]           (embedded PGlite in a temp directory)
// BENCH_RUNS sets the requests per kind of search (default 100); BENCH_DB_NAME the database made on
// the server (default afx_bench_incidents), so runs from several checkouts do not drop each other's.
import http from 'node:http';
import net from 'node:net';
import { incidentListQuerySchema, effectiveIncidentFilter } from '@afx/domain';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { seedDemoData } from '../apps/server/src/demo/seed.js';
import { headlessLogin } from '../apps/server/src/identity/headless-login.js';
import { seedIncidentCategories } from '../apps/server/src/modules/incidents/categories-seed.js';
import { phonesOf, recordSearch, searchIncidents } from '../apps/server/src/modules/incidents/repository.js';
import { incidentSearchCondition } from '../apps/server/src/modules/incidents/search-filter.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { runMigrations } from '../apps/server/src/platform/db/migrate.js';
import { openDatabase } from '../apps/server/src/platform/db/pool.js';
import { benchDatabase } from './support/bench-database.js';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

const FIRST = [
  'Олександр',
  'Андрій',
  'Іван',
  'Марія',
  'Олена',
  'Тарас',
  'Наталія',
  'Сергій',
  'Ірина',
  'Юлія',
];
// Surnames from three parts: 24 × 20 × 8 = 3,840 of them, so a surname is as rare as in life.
const HEAD = [
  'Бо',
  'Ко',
  'Ше',
  'Ма',
  'Пе',
  'Дя',
  'Гри',
  'Лу',
  'Са',
  'Ти',
  'Фе',
  'Ха',
  'Ша',
  'Ю',
  'Ві',
  'Ра',
  'До',
  'За',
  'Ли',
  'Мо',
  'Ні',
  'Ос',
  'Па',
  'Чу',
];
const MID = [
  'вч',
  'нд',
  'рк',
  'лм',
  'сн',
  'тр',
  'зл',
  'бр',
  'гн',
  'дл',
  'кр',
  'пл',
  'ст',
  'шн',
  'мч',
  'рд',
  'вл',
  'нч',
  'гр',
  'жм',
];
const TAIL = ['енко', 'ук', 'ак', 'ишин', 'евич', 'ський', 'ович', 'ій'];
const BINS = ['414949', '516874', '535145', '440588', '537541', '404030', '979204', '557721'];

/** Synthetic incidents made inside the database (no round trips), in chunks of 100,000. */
async function generate(client: pg.Pool): Promise<void> {
  const orgs = (
    await client.query(`select id from organisations where type = 'issuer' order by id`)
  ).rows.map((r) => r.id as number);
  const users = (await client.query(`select id, org_id from users where role = 'user' order by id`)).rows;
  const userOf = (org: number) => users.find((u) => u.org_id === org)?.id ?? users[0].id;
  const domains = (
    await client.query(`select id from incident_category_domains where active order by id`)
  ).rows.map((r) => r.id as number);
  const arr = (xs: (string | number)[]) =>
    `array[${xs.map((x) => (typeof x === 'number' ? x : `'${x}'`)).join(',')}]`;
  for (let from = 1; from <= ROWS; from += 100_000) {
    const to = Math.min(ROWS, from + 99_999);
    await client.query(`
      insert into incidents (category_domain_id, creator_org_id, creator_user_id, channel, event_date,
        inn, fullname, passport_id, pan, ip, email, org_name, egrpou, erdr_number, url, description,
        create_dt, update_dt)
      select
        (${arr(domains)})[1 + g % ${domains.length}],
        (${arr(orgs)})[1 + g % ${orgs.length}],
        (${arr(orgs.map(userOf))})[1 + g % ${orgs.length}],
        (array['menu','api','forum'])[1 + g % 3],
        date '2026-11-01' - (g % 900),
        lpad(((g::bigint * 7919) % 9999999999 + 1)::text, 10, '0'),
        (${arr(HEAD)})[1 + (g / 7) % ${HEAD.length}] || (${arr(MID)})[1 + (g / 173) % ${MID.length}] ||
          (${arr(TAIL)})[1 + (g / 3461) % ${TAIL.length}] || ' ' || (${arr(FIRST)})[1 + g % ${FIRST.length}],
        case when g % 2 = 0 then 'АВ' || lpad((g % 1000000)::text, 6, '0') else lpad(g::text, 9, '0') end,
        (${arr(BINS)})[1 + g % ${BINS.length}] || lpad(((g::bigint * 104729) % 1000000)::text, 6, '0') || lpad((g % 10000)::text, 4, '0'),
        '10.' || (g / 65536 % 256) || '.' || (g / 256 % 256) || '.' || (g % 256),
        'user' || g || '@mail.example',
        case when g % 5 = 0 then 'ТОВ Фірма ' || g else null end,
        case when g % 5 = 0 then lpad((g % 100000000)::text, 8, '0') else null end,
        case when g % 7 = 0 then (g % 99999999999)::text else null end,
        case when g % 13 = 0 then 'https://casino' || g || '.example' else null end,
        'synthetic incident ' || g,
        now() - ((g % 900) || ' days')::interval,
        now() - ((g % 900) || ' days')::interval
      from generate_series(${from}, ${to}) g`);
    await client.query(`
      insert into incident_phones (incident_id, position, number, type)
      select id, 0, '380' || lpad(((id * 1000003) % 1000000000)::text, 9, '0'), 1 from incidents
      where id between (select max(id) - ${to - from} from incidents) and (select max(id) from incidents)`);
    process.stdout.write(`\r  ${to.toLocaleString('en')} incidents`);
  }
  process.stdout.write('\n');
  // As autovacuum would have done on a live registry: statistics and the visibility map.
  await client.query('vacuum analyze');
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const db = await benchDatabase('afx_bench_incidents');
const database_ = openDatabase(db.url, 10);
try {
  const t0 = Date.now();
  await runMigrations(database_.db);
  await seedIncidentCategories(database_.db);
  await seedDemoData(database_.db);
  await database_.pool.query('delete from incident_phones; delete from incidents');
  console.log(`${db.label}: generating ${ROWS.toLocaleString('en')} incidents…`);
  await generate(database_.pool);
  console.log(`  loaded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database: database_ });
  // The server's share of a request: its arrival (headers read) to the response's last byte.
  let serverMs = 0;
  app.server.prependListener('request', (_req, res) => {
    const start = performance.now();
    res.once('finish', () => {
      serverMs = performance.now() - start;
    });
  });
  await app.listen({ port, host: '127.0.0.1' });
  const { tokens } = await headlessLogin({
    baseUrl: config.publicUrl,
    login: 'beta.expert',
    password: 'demo',
  });
  const caller = (await database_.pool.query(`select id, org_id from users where login = 'beta.expert'`))
    .rows[0];

  const sample = (
    await database_.pool.query(
      `select i.inn, i.passport_id, i.pan, i.fullname, p.number from incidents i
       join incident_phones p on p.incident_id = i.id order by random() limit 50`,
    )
  ).rows;
  const scenarios: Record<string, (i: number) => Record<string, unknown>> = {
    phone: (i) => ({ phone_number: sample[i % 50].number }),
    inn: (i) => ({ inn: sample[i % 50].inn }),
    passport: (i) => ({ passport_id: sample[i % 50].passport_id }),
    'PAN exact': (i) => ({ pan: sample[i % 50].pan }),
    'PAN mask': (i) => ({ pan: `${sample[i % 50].pan.slice(0, 6)}******${sample[i % 50].pan.slice(-4)}` }),
    'PAN prefix (first 8)': (i) => ({ pan: sample[i % 50].pan.slice(0, 8) }),
    'PAN last 4': (i) => ({ pan: sample[i % 50].pan.slice(-4) }),
    // What staff type: a surname, in any case.
    'fullname substring': (i) => ({ fullname: sample[i % 50].fullname.split(' ')[0].toLowerCase() }),
    'own only': () => ({ self_only: true }),
    'no filter (first page + total)': () => ({}),
  };

  // A light client, so that the figures are the server's more than the client's (fetch costs about
  // twice the CPU of node:http, and shares the two cores with the server).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = (body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        `${config.publicUrl}/api/incidents/v1/incident/list`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${tokens.access_token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  console.log(`\n/incident/list on ${ROWS.toLocaleString('en')} incidents, ${db.label}, ${RUNS} runs each:`);
  console.log(
    'search                           API p50   API p95  server p50   SQL p50   SQL p95   API/SQL  server/SQL (p50)',
  );
  for (const [name, filterOf] of Object.entries(scenarios)) {
    const api: number[] = [];
    const server: number[] = [];
    const direct: number[] = [];
    for (let i = -10; i < RUNS; i++) {
      const body = {
        filter: filterOf(i + 10),
        page_number: 1,
        page_size: 20,
        sort_field: 'id',
        sort_order: 'descend',
      };
      let t = performance.now();
      const res = await post(JSON.stringify(body));
      if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${res.text}`);
      JSON.parse(res.text);
      if (i >= 0) {
        api.push(performance.now() - t);
        server.push(serverMs);
      }
      // The same statements the service runs (page and total, then phones and the search count),
      // straight on the pool: the difference is the server's own work.
      const query = incidentListQuerySchema.parse(body);
      const filter = effectiveIncidentFilter(query.filter, { extended: true });
      t = performance.now();
      const { rows } = await searchIncidents(
        database_.db,
        incidentSearchCondition(filter, caller.org_id),
        query,
        'uk',
      );
      await Promise.all([
        phonesOf(
          database_.db,
          rows.map((r) => r.id),
        ),
        recordSearch(database_.db, {
          userId: caller.id,
          orgId: caller.org_id,
          channel: 'menu',
          // Criteria that change each time: the counted path, the dearer of the two.
          criteria: `bench ${i}`,
        }),
      ]);
      if (i >= 0) direct.push(performance.now() - t);
    }
    const sql = pct(direct, 50);
    console.log(
      `${name.padEnd(32)} ${ms(pct(api, 50)).padStart(8)}  ${ms(pct(api, 95)).padStart(8)}  ${ms(pct(server, 50)).padStart(10)}  ${ms(sql).padStart(8)}  ${ms(pct(direct, 95)).padStart(8)}   ${(pct(api, 50) / sql).toFixed(2).padStart(7)}  ${(pct(server, 50) / sql).toFixed(2).padStart(10)}`,
    );
  }
  agent.destroy();
  await app.close();
} finally {
  await database_.close();
  await db.drop();
}

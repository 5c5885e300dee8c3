// List export: N synthetic incidents, then the time of POST /incident/export for the whole
// unfiltered list as xlsx and as CSV (request sent → last byte read), and the file sizes.
// Usage: npx tsx bench/list-export.ts [rows]            (embedded PGlite in a temp directory)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/list-export.ts [rows]
// BENCH_RUNS sets the runs per format (default 3); BENCH_DB_NAME the database made on the server.
import net from 'node:net';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { seedDemoData } from '../apps/server/src/demo/seed.js';
import { headlessLogin } from '../apps/server/src/identity/headless-login.js';
import { seedIncidentCategories } from '../apps/server/src/modules/incidents/categories-seed.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { runMigrations } from '../apps/server/src/platform/db/migrate.js';
import { openDatabase } from '../apps/server/src/platform/db/pool.js';
import { benchDatabase } from './support/bench-database.js';

const ROWS = Number(process.argv[2] ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** Incidents with a name, tax id, passport and one phone each, made inside the database. */
async function generate(pool: pg.Pool): Promise<void> {
  const orgs = (await pool.query(`select id from organisations where type = 'issuer' order by id`)).rows;
  const user = (await pool.query(`select id, org_id from users where login = 'alpha.analyst'`)).rows[0];
  const domain = (await pool.query(`select id from incident_category_domains where active order by id`))
    .rows[0];
  await pool.query(
    `insert into incidents (category_domain_id, creator_org_id, creator_user_id, channel, event_date,
       inn, fullname, passport_id, create_dt, update_dt)
     select $1, $2, $3, 'menu', date '2026-11-01' - (g % 900), lpad((g * 7919 % 9999999999 + 1)::text, 10, '0'),
       'Коваленко Андрій ' || g, 'АВ' || lpad((g % 1000000)::text, 6, '0'), now(), now()
     from generate_series(1, $4::int) g`,
    [domain.id, user.org_id ?? orgs[0].id, user.id, ROWS],
  );
  await pool.query(
    `insert into incident_phones (incident_id, position, number, type)
     select id, 0, '380' || lpad((id * 1000003 % 1000000000)::text, 9, '0'), 1 from incidents`,
  );
  await pool.query('vacuum analyze');
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const db = await benchDatabase('afx_bench_export');
const opened = openDatabase(db.url, 10);
try {
  await runMigrations(opened.db);
  await seedIncidentCategories(opened.db);
  await seedDemoData(opened.db);
  await opened.pool.query('delete from incident_phones; delete from incidents');
  await generate(opened.pool);
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database: opened });
  await app.listen({ port, host: '127.0.0.1' });
  const { tokens } = await headlessLogin({
    baseUrl: config.publicUrl,
    login: 'alpha.analyst',
    password: 'demo',
  });
  console.log(`/incident/export of ${ROWS.toLocaleString('en')} incidents, ${db.label}, ${RUNS} runs each:`);
  for (const format of ['xlsx', 'csv'] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const res = await fetch(`${config.publicUrl}/api/incidents/v1/incident/export`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filter: {}, format }),
      });
      if (res.status !== 200) throw new Error(`${format}: HTTP ${res.status} ${await res.text()}`);
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - start);
      if (res.headers.get('x-export-rows') !== String(ROWS)) throw new Error('row count differs');
    }
    console.log(
      `  ${format}: median ${(median(times) / 1000).toFixed(2)} s (${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s), ${(bytes / 1024 / 1024).toFixed(2)} MiB`,
    );
  }
  await app.close();
} finally {
  await opened.close();
  await db.drop();
}

/**
 * Concurrency on the embedded database as in defect 1 (runs on PostgreSQL too): right after a start,
 * 200 parallel incident writes and reads through the API beside a 50,000-row read through the app's
 * pool and a statement with a megabyte parameter. Every answer must be the caller's own, nothing
 * lost, nothing left hanging.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, daysAgo } from '../src/modules/incidents/test-support.js';
import { testContext, tokenFor } from './harness.js';

const ctx = testContext();

const BULK = 50_000;
const REQUESTS = 200;
const DEADLINE_MS = 90_000;

const bulkInn = (n: number) => `40${String(n).padStart(8, '0')}`;
const createdInn = (n: number) => `50${String(n).padStart(8, '0')}`;

type Answer = { kind: string; i: number; status: number; body: string };

/**
 * Waits for every request up to the deadline, then answers the wrong answers and the requests that
 * never answered: a hang must fail the test with a name, not stall it.
 */
async function settleWithin(work: Promise<Answer>[], ms: number): Promise<{ wrong: string[]; hung: number }> {
  const settled: (Answer | undefined)[] = work.map(() => undefined);
  const all = Promise.all(
    work.map((p, k) =>
      p.then(
        (a) => (settled[k] = a),
        (err: unknown) => (settled[k] = { kind: 'error', i: k, status: 0, body: String(err) }),
      ),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
  const wrong = settled
    .filter((a): a is Answer => a !== undefined && a.status !== 200)
    .map((a) => `${a.kind} ${a.i}: ${a.status} ${a.body.slice(0, 160)}`);
  return { wrong, hung: settled.filter((a) => a === undefined).length };
}

beforeAll(async () => {
  // The rows are made inside the database, in this file's own copy of it.
  await ctx.database.pool.query(`
    insert into incidents (category_domain_id, creator_org_id, creator_user_id, channel, event_date,
                           inn, fullname, description)
    select 4, u.org_id, u.id, 'menu', current_date - 1, '40' || lpad(g::text, 8, '0'),
           'Бульк Іван Петрович', 'bulk ' || g
      from generate_series(1, ${BULK}) g, (select id, org_id from users where login = 'beta.expert') u`);
  // Tokens first, so that the burst is only API calls.
  await tokenFor(ctx, 'alpha.analyst');
  await tokenFor(ctx, 'beta.expert');
}, 120_000);

describe('Concurrency on the embedded database as in defect 1', () => {
  it('answers 200 parallel writes and reads beside a 50,000-row read, each with its own data', async () => {
    const { rows: before } = await ctx.database.pool.query<{ n: number }>(
      'select count(*)::int as n from incidents where not deleted',
    );
    const liveBefore = before[0]!.n;
    const big = 'ж'.repeat(512 * 1024); // 1 MiB in UTF-8: many TCP segments on the way in

    const creates = Array.from({ length: REQUESTS / 2 }, async (_, i) => {
      const res = await callAs(ctx, 'alpha.analyst', '/incident/create', {
        category_domain_id: 4,
        details: {
          event_date: daysAgo(1),
          fullname: 'Петренко Іван Олексійович',
          inn: createdInn(i),
          description: `concurrent ${i}`,
        },
      });
      return { kind: 'create', i, status: res.statusCode, body: res.body };
    });
    const reads = Array.from({ length: REQUESTS / 2 }, async (_, i) => {
      const n = 1 + ((i * 4_999) % BULK);
      const res = await callAs(ctx, 'alpha.analyst', '/incident/list', { filter: { inn: bulkInn(n) } });
      const ok =
        res.statusCode === 200 && res.json().total_count === 1 && res.json().list[0]?.inn === bulkInn(n);
      return { kind: 'read', i, status: ok ? 200 : res.statusCode, body: res.body };
    });
    const registry = (async () => {
      const res = await callAs(ctx, 'beta.expert', '/incident/list', { page_size: 100 });
      const total = res.json().total_count as number;
      const ok = res.statusCode === 200 && total >= liveBefore && total <= liveBefore + REQUESTS / 2;
      return { kind: 'registry', i: 0, status: ok ? 200 : res.statusCode, body: res.body };
    })();
    const bulkRead = (async () => {
      const { rows } = await ctx.database.pool.query<{ inn: string; description: string }>(
        `select inn, description from incidents where description like 'bulk %' order by id`,
      );
      const ok =
        rows.length === BULK &&
        rows.every((r, k) => r.inn === bulkInn(k + 1) && r.description === `bulk ${k + 1}`);
      return { kind: 'bulk read', i: 0, status: ok ? 200 : 0, body: `${rows.length} rows` };
    })();
    const bigEcho = (async () => {
      const { rows } = await ctx.database.pool.query<{ v: string }>('select $1::text as v', [big]);
      return { kind: 'big parameter', i: 0, status: rows[0]?.v === big ? 200 : 0, body: '' };
    })();
    const smallEchoes = Array.from({ length: 20 }, async (_, i) => {
      const { rows } = await ctx.database.pool.query<{ v: number }>('select $1::int as v', [i]);
      return { kind: 'small parameter', i, status: rows[0]?.v === i ? 200 : 0, body: JSON.stringify(rows) };
    });

    const { wrong, hung } = await settleWithin(
      [...creates, ...reads, registry, bulkRead, bigEcho, ...smallEchoes],
      DEADLINE_MS,
    );
    expect({ wrong, hung }).toEqual({ wrong: [], hung: 0 });

    // Nothing lost: every created incident is there once, with its own data.
    const { rows } = await ctx.database.pool.query<{ inn: string; description: string }>(
      `select inn, description from incidents where inn like '50%' and description like 'concurrent %'`,
    );
    expect(rows).toHaveLength(REQUESTS / 2);
    const byInn = new Map(rows.map((r) => [r.inn, r.description]));
    for (let i = 0; i < REQUESTS / 2; i++) expect(byInn.get(createdInn(i))).toBe(`concurrent ${i}`);
  }, 120_000);
});

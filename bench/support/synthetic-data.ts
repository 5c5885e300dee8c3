// What the synthetic data of the benches share (FPT alerts, Crime Check requests): SQL helper
// functions made for one generation and dropped after it (a row's time over two years, a card of a
// bank's BINs), quoting, and the demo banks' BINs, code and first user.
import type pg from 'pg';

/** Row g is g steps back from now: about two years over all rows, newest first. */
export const SPAN_DAYS = 730;
/** Rows a statement. */
export const CHUNK = 100_000;

export const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
export const textArray = (xs: readonly string[]) => `array[${xs.map(quote).join(',')}]::text[]`;

/**
 * bench_dt(g): the time of row g of `rows` (g = 1 is now); bench_card(bins, g): a card of one of
 * `bins` (16 digits, not Luhn-checked: stored rows are never validated again).
 */
export async function createSyntheticHelpers(client: pg.Pool, rows: number): Promise<void> {
  const base = new Date().toISOString();
  const step = (SPAN_DAYS * 86_400) / rows;
  await client.query(`
    create or replace function bench_dt(g bigint) returns timestamptz language sql immutable as
      $$ select timestamptz '${base}' - make_interval(secs => g * ${step}) $$`);
  await client.query(`
    create or replace function bench_card(bins text[], g bigint) returns text language sql immutable as $$
      select b || lpad((g * 48271 % power(10, 16 - length(b))::bigint)::text, 16 - length(b), '0')
      from (select bins[1 + g % array_length(bins, 1)] as b) x $$`);
}

export async function dropSyntheticHelpers(client: pg.Pool): Promise<void> {
  await client.query(`drop function bench_dt(bigint) cascade`);
  await client.query(`drop function bench_card(text[], bigint)`);
}

export type DemoBank = { id: number; bins: string[]; mfo: string; user: number | null; userName: string };

/** A demo bank's id, BINs, code (MFO) and first user. */
export async function demoBank(client: pg.Pool, name: string): Promise<DemoBank> {
  const org = (await client.query(`select id, mfo from organisations where name = $1`, [name])).rows[0];
  const bins = (await client.query(`select bin from bins where org_id = $1 order by bin`, [org.id])).rows;
  const user = (
    await client.query(`select id, full_name from users where org_id = $1 order by id limit 1`, [org.id])
  ).rows[0];
  return {
    id: org.id,
    bins: bins.map((r) => r.bin as string),
    mfo: org.mfo ?? '300000',
    user: user?.id ?? null,
    userName: user?.full_name ?? `${name} operator`,
  };
}

import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionServer } from './session-server.js';

// One in-memory PGlite for the file: what is tested is how its one session is shared.
let db: PGlite;
let server: SessionServer;
let url: string;
const STUCK_MS = 500;

beforeAll(async () => {
  db = await PGlite.create();
  server = new SessionServer({ db, stuckMs: STUCK_MS });
  url = `postgres://postgres@127.0.0.1:${await server.listen()}/postgres`;
  await db.exec('create table t (x int)');
}, 60_000);
afterAll(async () => {
  await server.close();
  await db.close();
});

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

const count = async (c: pg.Client) => (await c.query('select count(*)::int as n from t')).rows[0].n as number;

/** A typed frontend message. */
function frame(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const cstr = (s: string) => Buffer.from(`${s}\0`);
const int16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);

/** A raw wire-protocol connection, started up, with everything it received from now on. */
async function rawConnection(): Promise<{
  socket: net.Socket;
  received: () => Buffer;
  next: () => Promise<void>;
}> {
  const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
  const params = Buffer.concat([
    cstr('user'),
    cstr('postgres'),
    cstr('database'),
    cstr('postgres'),
    cstr(''),
  ]);
  const startup = Buffer.alloc(8);
  startup.writeInt32BE(8 + params.length, 0);
  startup.writeInt32BE(196608, 4);
  let chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const next = () => new Promise<void>((resolve) => socket.once('data', () => resolve()));
  const ready = next();
  socket.write(Buffer.concat([startup, params]));
  await ready;
  chunks = [];
  return { socket, received: () => Buffer.concat(chunks), next };
}

/** The backend messages in a buffer: their types, and the text of each DataRow's first column. */
function backendMessages(bytes: Buffer): { types: string; values: string[] } {
  let types = '';
  const values: string[] = [];
  for (let at = 0; at + 5 <= bytes.length;) {
    const type = String.fromCharCode(bytes[at]!);
    const length = bytes.readInt32BE(at + 1);
    types += type;
    if (type === 'D') values.push(bytes.toString('utf8', at + 11, at + 11 + bytes.readInt32BE(at + 7)));
    at += 1 + length;
  }
  return { types, values };
}

const parse = (sql: string) => frame('P', cstr(''), cstr(sql), int16(0));
const bind = () => frame('B', cstr(''), cstr(''), int16(0), int16(0), int16(0));
const execute = () => frame('E', cstr(''), Buffer.alloc(4));
const flush = () => frame('H'); // the answers so far come, the exchange stays open

describe('the embedded database session server', () => {
  it('answers every connection’s parameterised statements with its own parameters', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    const big = 'ж'.repeat(256 * 1024);
    const small = Array.from({ length: 400 }, (_, i) =>
      pool.query('select $1::int as v, $2::text as w', [i, `w${i}`]).then((r) => r.rows[0]),
    );
    const large = pool.query('select $1::text as v', [big]).then((r) => r.rows[0].v === big);
    expect(await Promise.all(small)).toEqual(Array.from({ length: 400 }, (_, i) => ({ v: i, w: `w${i}` })));
    expect(await large).toBe(true);
    await pool.end();
  });

  it('keeps an extended-protocol exchange whole when another connection’s statement comes in its middle', async () => {
    const a = await rawConnection();
    const b = await client();
    const bound = a.next();
    a.socket.write(Buffer.concat([parse("select 'a' as v"), bind(), flush()]));
    await bound;
    // b's statement would replace a's unnamed statement and portal if it ran now.
    const bAnswer = b.query("select 'b' as v");
    await new Promise((r) => setTimeout(r, 100));
    const done = a.next();
    a.socket.write(Buffer.concat([execute(), frame('S')]));
    await done;
    await new Promise((r) => setTimeout(r, 50));
    expect(backendMessages(a.received())).toEqual({ types: '12DCZ', values: ['a'] });
    expect((await bAnswer).rows).toEqual([{ v: 'b' }]);
    a.socket.destroy();
    await b.end();
  });

  it('runs a transaction with nobody else’s statements inside it', async () => {
    const a = await client();
    const b = await client();
    await a.query('begin');
    await a.query('insert into t values (1)');
    // b's insert waits for a's transaction to end; a's rollback must not take it along.
    const bInsert = b.query('insert into t values (2)');
    await new Promise((r) => setTimeout(r, 50));
    await a.query('rollback');
    await bInsert;
    expect((await b.query('select x from t order by x')).rows).toEqual([{ x: 2 }]);
    await b.query('delete from t');
    await a.end();
    await b.end();
  });

  it('rolls back the transaction of a connection that goes away, and the others go on', async () => {
    const a = await client();
    a.on('error', () => undefined);
    const b = await client();
    await a.query('begin');
    await a.query('insert into t values (3)');
    await a.query('select 1/0').catch(() => undefined); // a failed transaction block
    const seenByB = count(b);
    (a as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    expect(await seenByB).toBe(0);
    await b.end();
  });

  it('rolls back an exchange left without its Sync by a connection that goes away', async () => {
    const b = await client();
    const a = await rawConnection();
    const executed = a.next();
    a.socket.write(Buffer.concat([parse('insert into t values (7)'), bind(), execute(), flush()]));
    await executed;
    const seenByB = count(b);
    a.socket.destroy();
    expect(await seenByB).toBe(0);
    expect(await count(b)).toBe(0);
    await b.end();
  });

  it('refuses statements that wait behind a transaction left idle, instead of hanging', async () => {
    const a = await client();
    const b = await client();
    await a.query('begin');
    await a.query('insert into t values (4)');
    const started = Date.now();
    await expect(b.query('select 1')).rejects.toMatchObject({ code: '55P03' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(STUCK_MS - 50);
    // Both go on: the transaction commits, the refused connection is usable.
    await a.query('commit');
    expect(await count(b)).toBe(1);
    await b.query('delete from t');
    await a.end();
    await b.end();
  });
});

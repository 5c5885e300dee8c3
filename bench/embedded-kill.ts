// What a process kill costs the embedded database (fsync off, docs/OPERATIONS.md): each round starts
// it on the same directory, counts the rows committed before, commits 1,001 more (a transaction of
// 1,000 and one single statement) and SIGKILLs the database process as soon as the last commit is
// answered. A power loss is not simulated: the operating system still writes its page cache here.
// Usage: npx tsx bench/embedded-kill.ts [rounds]     (default 10; a temp directory)
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../apps/server/src/platform/db/embedded.js';

const ROUNDS = Number(process.argv[2] ?? 10);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-bench-kill-'));

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // the kill drops the connection
  await client.connect();
  return client;
}

let committed = 0;
let lost = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const db = await startEmbeddedDatabase(dir);
  const client = await connect(db.url);
  await client.query('create table if not exists kept (round int, n int)');
  const found = (await client.query('select count(*)::int as n from kept')).rows[0].n as number;
  lost += committed - found;
  console.log(`round ${round}: ${found} of ${committed} committed rows found`);
  await client.query('begin');
  await client.query('insert into kept select $1, g from generate_series(1, 1000) g', [round]);
  await client.query('commit');
  await client.query('insert into kept values ($1, 0)', [round]);
  committed = found + 1001;
  const children = execSync(`ps -o pid=,args= --ppid ${process.pid}`).toString().trim().split('\n');
  for (const line of children.filter((l) => l.includes('embedded-server'))) {
    process.kill(Number(line.trim().split(/\s+/)[0]), 'SIGKILL');
  }
  await db.stop();
}
const db = await startEmbeddedDatabase(dir);
const client = await connect(db.url);
const found = (await client.query('select count(*)::int as n from kept')).rows[0].n as number;
lost += committed - found;
console.log(`${ROUNDS} kills: ${found} of ${committed} committed rows found at the end, ${lost} lost`);
await client.end();
await db.stop();
fs.rmSync(dir, { recursive: true, force: true });

// A 10,000-row BIN upload end to end in the browser (spec 3 §4 "BIN upload"): from the file chosen
// in /di/bins to the progress dialog's "Upload complete" with every row applied, as alpha.analyst
// (U1007, Bank Alpha) in Debian's Chromium. Three passes over one portal:
//   1. new file: every BIN is created, except Bank Beta's 47310438 (a conflict);
//   2. the same file again: every BIN unchanged, the same conflict;
//   3. the notes changed: every BIN updated, the same conflict.
// Each pass checks the dialog's counters, so a fast but wrong run fails instead of being timed.
// Usage: node bench/bin-upload.mjs [rows=10000] [passes=3]
//   embedded database (default), or PostgreSQL with
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (a fresh database is created
//   beside it for the run and dropped at the end).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { startPortal } from './support/portal.mjs';

const ROWS = Number(process.argv[2] ?? 10_000);
const PASSES = Math.min(3, Number(process.argv[3] ?? 3));
const PORT = 8196;
const CONFLICT_BIN = '47310438'; // a Bank Beta BIN of the demo data

/**
 * The sheet of the BIN template: half Visa-like BINs with a BID, half Mastercard-like with an ICA,
 * in prefixes the demo data does not use, then the conflicting BIN.
 */
function writeSheet(file, rows, notes) {
  const data = [['bin', 'notes', 'ica', 'bid', 'prepaid', 'token']];
  for (let i = 0; i < rows - 1; i++) {
    const serial = String(Math.floor(i / 2)).padStart(6, '0');
    const visa = i % 2 === 0;
    data.push([
      visa ? `46${serial}` : `53${serial}`,
      `${notes} ${i}`,
      visa ? '' : '001234',
      visa ? '10000123' : '',
      i % 3 === 0 ? 'yes' : 'no',
      i % 5 === 0 ? 'yes' : 'no',
    ]);
  }
  data.push([CONFLICT_BIN, 'Beta card', '', '10000789', 'no', 'no']);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'BIN');
  fs.writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
}

/** A database of its own on the PostgreSQL server, or none for the embedded one. */
async function benchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { url: '', drop: async () => {} };
  const name = `afx_bench_bins_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function counterValue(dialog, label) {
  const row = dialog.locator('.ant-descriptions-row', {
    has: dialog.page().locator('th', { hasText: new RegExp(`^${label}$`) }),
  });
  return Number((await row.locator('td').first().innerText()).replace(/\D/g, ''));
}

async function uploadPass(page, file, expected) {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.locator('.ant-modal-title', { hasText: 'Завантаження BIN емітента' }) });
  const t0 = performance.now();
  await page.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByText('Завантаження завершено').waitFor({ timeout: 600_000 });
  const seconds = (performance.now() - t0) / 1000;
  const counts = {
    created: await counterValue(dialog, 'Створено'),
    updated: await counterValue(dialog, 'Оновлено'),
    unchanged: await counterValue(dialog, 'Без змін'),
    conflicts: await counterValue(dialog, 'Конфлікти'),
  };
  for (const [key, value] of Object.entries(expected)) {
    if (counts[key] !== value) {
      throw new Error(`expected ${key} ${value}, the dialog shows ${JSON.stringify(counts)}`);
    }
  }
  await dialog.getByRole('button', { name: 'Закрити' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  return { seconds, counts };
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-bin-bench-'));
const firstFile = path.join(workDir, 'bins.xlsx');
const changedFile = path.join(workDir, 'bins-changed.xlsx');
writeSheet(firstFile, ROWS, 'Bench');
writeSheet(changedFile, ROWS, 'Bench changed');
const sizeKb = Math.round(fs.statSync(firstFile).size / 1024);

const database = await benchDatabase();
let portal;
let browser;
try {
  portal = await startPortal({ port: PORT, databaseUrl: database.url });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ locale: 'uk-UA', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  await page.goto(`${portal.base}/di/bins`);
  await page.waitForURL(/\/auth\/interaction\//);
  await page.locator('input[name="login"]').fill('alpha.analyst');
  await page.locator('input[name="password"]').fill('demo');
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('user-name').waitFor({ timeout: 60_000 });
  await page.locator('input[type="file"]').waitFor({ state: 'attached' });

  const db = database.url ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`BIN upload, ${ROWS} rows (${sizeKb} kB xlsx), ${db}, Chromium, alpha.analyst`);
  const passes = [
    ['new BINs', firstFile, { created: ROWS - 1, conflicts: 1 }],
    ['same file again', firstFile, { unchanged: ROWS - 1, conflicts: 1 }],
    ['notes changed', changedFile, { updated: ROWS - 1, conflicts: 1 }],
  ].slice(0, PASSES);
  for (const [label, file, expected] of passes) {
    const { seconds, counts } = await uploadPass(page, file, expected);
    console.log(
      `${label.padEnd(16)} ${seconds.toFixed(1)} s  created ${counts.created}, updated ${counts.updated}, unchanged ${counts.unchanged}, conflicts ${counts.conflicts}`,
    );
  }
} finally {
  await browser?.close();
  await portal?.stop();
  await database.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

/**
 * The migrated, demo-seeded template database that every server test file copies, so a run migrates
 * once: a PGlite data directory (embedded, default) or a PostgreSQL database (TEST_DATABASE_URL).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { seedDemoData } from '../src/demo/seed.js';
import { KATOTTG_DIR } from '../src/modules/locations/katottg-file.js';
import { ensureLocations } from '../src/modules/locations/loader.js';
import { seedIncidentCategories } from '../src/modules/incidents/categories-seed.js';
import { loadConfig, REPO_ROOT } from '../src/platform/config.js';
import { startEmbeddedDatabase } from '../src/platform/db/embedded.js';
import { MIGRATIONS_DIR, runMigrations } from '../src/platform/db/migrate.js';
import { openDatabase } from '../src/platform/db/pool.js';

export const TMP_DIR = path.join(REPO_ROOT, '.tmp');

/** Reference data seeded at every start, which the template holds too. */
const REFERENCE_DATA = [
  path.join(import.meta.dirname, '../src/modules/incidents/categories-data.ts'),
  path.join(import.meta.dirname, '../src/modules/locations/katottg-file.ts'),
  ...fs.readdirSync(KATOTTG_DIR).map((f) => path.join(KATOTTG_DIR, f)),
];

/** Changes to migrations, reference data or demo data make a new template. */
function templateHash(): string {
  const h = createHash('sha256');
  const files = [
    ...REFERENCE_DATA,
    ...fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map((f) => path.join(MIGRATIONS_DIR, String(f))),
    ...fs
      .readdirSync(path.join(import.meta.dirname, '../src/demo'))
      .map((f) => path.join(import.meta.dirname, '../src/demo', f)),
  ].sort();
  for (const f of files) if (fs.statSync(f).isFile()) h.update(f).update(fs.readFileSync(f));
  return h.digest('hex').slice(0, 12);
}

/** Builds the app once on the template so one-time state (signing keys, secrets) is made there. */
async function prepare(url: string): Promise<void> {
  const database = openDatabase(url, 2);
  try {
    await runMigrations(database.db);
    await ensureLocations(database.db);
    await seedIncidentCategories(database.db);
    await seedDemoData(database.db);
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:1', DEMO_DATA: '0' }),
      database,
    });
    await app.ready();
    await app.close();
  } finally {
    await database.close();
  }
}

export async function prepareEmbeddedTemplate(): Promise<string> {
  const dir = path.join(TMP_DIR, `template-${templateHash()}`);
  if (fs.existsSync(path.join(dir, 'ready'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const embedded = await startEmbeddedDatabase(dir);
  try {
    await prepare(embedded.url);
  } finally {
    await embedded.stop();
  }
  fs.writeFileSync(path.join(dir, 'ready'), new Date().toISOString());
  return dir;
}

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function preparePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `afx_template_${templateHash()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  await prepare(databaseUrlWithName(serverUrl, name));
  return name;
}

export async function dropPostgresDatabases(serverUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${prefix}%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

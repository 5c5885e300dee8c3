/**
 * Writes the OpenAPI document of the whole app as JSON to the file named by the first argument,
 * without serving anything: the app is built on a throwaway embedded database (the identity reads
 * its signing key while it is built) and asked for its document. `npm run api:types` turns it into
 * the web's types (scripts/api-types.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../platform/config.js';
import { startEmbeddedDatabase } from '../platform/db/embedded.js';
import { runMigrations } from '../platform/db/migrate.js';
import { openDatabase } from '../platform/db/pool.js';

/** A fixed configuration, so the document depends on the code alone and not on who runs this. */
const DOCUMENT_ENV = {
  PUBLIC_URL: 'http://localhost:8080',
  LOG_LEVEL: 'silent',
  DEMO_DATA: '0',
} as const;

export async function openApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afx-openapi-'));
  const embedded = await startEmbeddedDatabase(dataDir);
  const database = openDatabase(embedded.url, 1);
  try {
    await runMigrations(database.db);
    const app = await buildApp({ config: loadConfig({ ...DOCUMENT_ENV, DATA_DIR: dataDir }), database });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const [outFile] = process.argv.slice(2);
if (!outFile) {
  console.error('usage: tsx src/cli/openapi-document.ts <output.json>');
  process.exit(2);
}
openApiDocument().then(
  (document) => fs.writeFileSync(outFile, `${JSON.stringify(document, null, 2)}\n`),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

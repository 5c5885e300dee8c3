import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { DataDirInUseError, startEmbeddedDatabase, type EmbeddedDatabase } from './platform/db/embedded.js';
import { runMigrations } from './platform/db/migrate.js';
import { openDatabase } from './platform/db/pool.js';
import { seedDemoData } from './demo/seed.js';
import { ensureLocations } from './modules/locations/index.js';
import { seedIncidentCategories } from './modules/incidents/index.js';

/** Starts the portal: database (embedded unless DATABASE_URL), migrations, demo data, HTTP. */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    console.log(
      `Embedded database in ${config.dataDir} (PGlite; production uses PostgreSQL via DATABASE_URL)`,
    );
    embedded = await startEmbeddedDatabase(config.dataDir);
  }
  const database = openDatabase(config.databaseUrl ?? embedded!.url);
  const shutdown = async (): Promise<void> => {
    await database.close().catch(() => undefined);
    await embedded?.stop();
  };
  try {
    await runMigrations(database.db);
    const katottg = await ensureLocations(database.db);
    if (katottg.loaded)
      console.log(`KATOTTG ${katottg.edition}: ${katottg.rows} locations in ${katottg.ms} ms`);
    await seedIncidentCategories(database.db);
    if (config.demoData)
      await seedDemoData(database.db, {
        publicUrl: config.publicUrl,
        crcDueDays: config.crcDueDays,
        vatPercent: config.invoiceVatPercent,
      });
    const app = await buildApp({ config, database });
    let closing = false;
    const stop = async (signal: string): Promise<void> => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'stopping');
      await app.close();
      await shutdown();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
    await app.listen({ port: config.port, host: config.host });
    app.outbox.start();
    app.log.info('outbox worker started');
    app.log.info({ ms: Date.now() - started, url: config.publicUrl }, 'AFX portal ready');
  } catch (err) {
    await shutdown();
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});

import fs from 'node:fs';
import { and, eq, max, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/pool.js';
import { atms } from '../atms/index.js';
import { KATOTTG_DIR, type KatottgUnit, newestKatottgFile, parseKatottg } from './katottg-file.js';
import { locations } from './tables.js';

export type LocationsLoad = { edition: string; loaded: boolean; rows: number; ms: number };

/** Rows per INSERT: each column travels as one array parameter (unnest), 5000 rows at a time. */
const CHUNK = 5000;

async function loadedEdition(db: Executor): Promise<string | null> {
  const [row] = await db.select({ edition: max(locations.edition) }).from(locations);
  return row?.edition ?? null;
}

const texts = (units: KatottgUnit[], pick: (u: KatottgUnit) => string | null) =>
  sql`${sql.param(units.map(pick))}::text[]`;

/**
 * Many units in one statement: a multi-row VALUES of 31,748 rows takes PGlite about 9 s, arrays
 * unnested into rows about 3.5 s (the trigram index dominates).
 */
async function upsertUnits(tx: Pick<Db, 'execute'>, units: KatottgUnit[], edition: string): Promise<void> {
  await tx.execute(sql`
    insert into ${locations} (id, category, name, full_name, level1, level2, level3, level4, level_extra,
      parent_id, name_key, search_text, edition)
    select *, ${edition}::text from unnest(
      ${texts(units, (u) => u.id)}, ${texts(units, (u) => u.category)}, ${texts(units, (u) => u.name)},
      ${texts(units, (u) => u.fullName)}, ${texts(units, (u) => u.level1)}, ${texts(units, (u) => u.level2)},
      ${texts(units, (u) => u.level3)}, ${texts(units, (u) => u.level4)}, ${texts(units, (u) => u.levelExtra)},
      ${texts(units, (u) => u.parentId)}, ${texts(units, (u) => u.nameKey)}, ${texts(units, (u) => u.searchText)})
    on conflict (id) do update set category = excluded.category, name = excluded.name,
      full_name = excluded.full_name, level1 = excluded.level1, level2 = excluded.level2,
      level3 = excluded.level3, level4 = excluded.level4, level_extra = excluded.level_extra,
      parent_id = excluded.parent_id, name_key = excluded.name_key, search_text = excluded.search_text,
      edition = excluded.edition`);
}

/**
 * Loads the newest shipped KATOTTG edition when the table is empty or holds an older one; a no-op
 * otherwise (one query). Codes that left the codifier are removed unless an ATM still points at
 * them, so no ATM loses its city.
 */
export async function ensureLocations(db: Db, dir = KATOTTG_DIR): Promise<LocationsLoad> {
  const started = performance.now();
  const { file, edition } = newestKatottgFile(dir);
  const current = await loadedEdition(db);
  if (current !== null && current >= edition) {
    return { edition: current, loaded: false, rows: 0, ms: Math.round(performance.now() - started) };
  }
  const units = parseKatottg(fs.readFileSync(file, 'utf8'));
  const loaded = await db.transaction(async (tx) => {
    // Two processes starting together load once.
    await tx.execute(sql`select pg_advisory_xact_lock(7302)`);
    const again = await loadedEdition(tx);
    if (again !== null && again >= edition) return false;
    for (let i = 0; i < units.length; i += CHUNK) await upsertUnits(tx, units.slice(i, i + CHUNK), edition);
    await tx.delete(locations).where(
      and(
        ne(locations.edition, edition),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(atms)
            .where(or(eq(atms.locationId, locations.id), eq(atms.oldLocationId, locations.id))),
        ),
      ),
    );
    return true;
  });
  return {
    edition,
    loaded,
    rows: loaded ? units.length : 0,
    ms: Math.round(performance.now() - started),
  };
}

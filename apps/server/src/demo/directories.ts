import { eq } from 'drizzle-orm';
import { organisations } from '../identity/tables.js';
import type { Executor } from '../platform/db/pool.js';
import { acquirerIds } from '../modules/acquirers/tables.js';
import { atms } from '../modules/atms/tables.js';
import { bins } from '../modules/bins/tables.js';
import { locationsByIds } from '../modules/locations/repository.js';
import {
  DEMO_ACQUIRER_IDS,
  DEMO_ATM_FLEETS,
  DEMO_ATM_PLACES,
  DEMO_BIN_PORTFOLIOS,
  DEMO_BIN_PRODUCTS,
  DEMO_CITIES,
  DEMO_CONTACTS,
} from './directories-data.js';

/** A small seeded generator: the same demo directories on every machine. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Distinct BINs: the prefix completed with random digits to `length`. */
function binsWithPrefix(random: () => number, prefix: string, length: number, count: number): string[] {
  const found = new Set<string>();
  const span = 10 ** (length - prefix.length);
  while (found.size < count) found.add(prefix + pad(Math.floor(random() * span), length - prefix.length));
  return [...found].sort();
}

const flag = (random: () => number, yes: number, unknown: number): boolean | null => {
  const r = random();
  return r < yes ? true : r < yes + unknown ? null : false;
};

function demoBins(orgIds: Map<string, number>): (typeof bins.$inferInsert)[] {
  const random = generator(1007);
  const rows: (typeof bins.$inferInsert)[] = [];
  for (const p of DEMO_BIN_PORTFOLIOS) {
    const orgId = orgIds.get(p.org)!;
    const common = () => ({
      orgId,
      prepaid: flag(random, 0.15, 0.1),
      token: flag(random, 0.2, 0.05),
      notes: DEMO_BIN_PRODUCTS[Math.floor(random() * DEMO_BIN_PRODUCTS.length)]!,
    });
    binsWithPrefix(random, p.visa.prefix, 8, p.visa.count).forEach((bin, i) =>
      rows.push({ bin, cardSystemId: 1, bid: p.visa.bids[i % p.visa.bids.length]!, ...common() }),
    );
    binsWithPrefix(random, p.mastercard.prefix, 6, p.mastercard.count).forEach((bin, i) =>
      rows.push({ bin, cardSystemId: 2, ica: p.mastercard.icas[i % p.mastercard.icas.length]!, ...common() }),
    );
    binsWithPrefix(random, p.prostir.prefix, 8, p.prostir.count).forEach((bin) =>
      rows.push({ bin, cardSystemId: 0, ...common() }),
    );
  }
  return rows;
}

function demoAtms(orgIds: Map<string, number>): (typeof atms.$inferInsert)[] {
  const random = generator(1008);
  const rows: (typeof atms.$inferInsert)[] = [];
  for (const fleet of DEMO_ATM_FLEETS) {
    for (let i = 1; i <= fleet.count; i++) {
      const city = DEMO_CITIES[Math.floor(random() * DEMO_CITIES.length)]!;
      const street = city.streets[Math.floor(random() * city.streets.length)]!;
      // Within about 5 km of the centre, 6 decimals as the form takes them.
      const jitter = () => Math.round((random() - 0.5) * 0.09 * 1e6) / 1e6;
      rows.push({
        orgId: orgIds.get(fleet.org)!,
        termId: `${fleet.prefix}${pad(i, 5)}`,
        locationId: city.katottg,
        locationAddress: `${street}, ${1 + Math.floor(random() * 120)}`,
        locationDescription: DEMO_ATM_PLACES[Math.floor(random() * DEMO_ATM_PLACES.length)] ?? null,
        latitude: Math.round((city.latitude + jitter()) * 1e6) / 1e6,
        longitude: Math.round((city.longitude + jitter()) * 1e6) / 1e6,
        rawRegion: city.region,
        rawCity: city.city,
      });
    }
  }
  return rows;
}

/**
 * Demo directories for the demo organisations: BINs of Bank Alpha and Bank Beta in the three card
 * systems, ATMs of Gamma Acquiring and both banks in five cities, acquirer ids and contact
 * details. ATMs need the KATOTTG codifier loaded first (ensureLocations).
 */
export async function seedDemoDirectories(tx: Executor, orgIds: Map<string, number>): Promise<void> {
  for (const [key, contact] of Object.entries(DEMO_CONTACTS)) {
    const id = orgIds.get(key);
    if (id === undefined) continue;
    await tx
      .update(organisations)
      .set({
        phones: contact.phones,
        region: contact.region ?? null,
        fptConnected: contact.fptConnected,
        // Crime Check reaches the banks of the exchange: connected where FPT is (issue 15).
        crcConnected: contact.fptConnected,
        cardInfoConnected: contact.cardInfoConnected,
      })
      .where(eq(organisations.id, id));
  }
  await tx.insert(bins).values(demoBins(orgIds));
  await tx
    .insert(acquirerIds)
    .values(
      Object.entries(DEMO_ACQUIRER_IDS).flatMap(([key, ids]) =>
        ids.map(([id, cardSystemId]) => ({ orgId: orgIds.get(key)!, id, cardSystemId })),
      ),
    );
  const cities = await locationsByIds(
    tx,
    DEMO_CITIES.map((c) => c.katottg),
  );
  if (cities.length === DEMO_CITIES.length) await tx.insert(atms).values(demoAtms(orgIds));
}

import { isKatottg, SETTLEMENT_CATEGORIES, SPECIAL_STATUS_CATEGORY } from '@afx/domain';
import type { Db } from '../../platform/db/pool.js';
import {
  type LocationView,
  regions,
  type SettlementCandidate,
  settlementsByIds,
  settlementsNamed,
} from './repository.js';
import { searchKey } from '../../platform/db/text-search.js';

/** What an ATM upload row says about its place. */
export type LocationHint = { katottg?: string | undefined; region: string; city: string };

const SETTLEMENT_PREFIX = /^(м\.|місто|смт|с-ще|селище міського типу|селище|с\.|село)\s*/;
const REGION_WORDS = /(\s+обл\.?|\s+область)$/;

const cityKey = (city: string): string => searchKey(city).replace(SETTLEMENT_PREFIX, '').trim();
const regionKey = (region: string): string =>
  searchKey(region).replace(SETTLEMENT_PREFIX, '').replace(REGION_WORDS, '').trim();

function pick(candidates: SettlementCandidate[]): LocationView | null {
  // Best first: Kyiv and Sevastopol, cities, urban-type settlements, villages.
  for (const category of SETTLEMENT_CATEGORIES) {
    const found = candidates.filter((c) => c.category === category);
    // Two villages of one name in one oblast: the person chooses, not the server.
    if (found.length === 1) {
      const { id, name, full_name } = found[0]!;
      return { id, category, name, full_name };
    }
    if (found.length > 1) return null;
  }
  return null;
}

/**
 * Finds the settlement of each hint: by its KATOTTG code when given (null when the code is unknown
 * or names no settlement), else by the city name within the named region (oblast, Crimea, Kyiv or
 * Sevastopol); Kyiv and Sevastopol whatever region the row names, unless that region has a
 * settlement of the name. Null when nothing or more than one place fits. Two queries for any number
 * of hints.
 */
export async function resolveLocations(
  db: Db,
  hints: readonly LocationHint[],
): Promise<(LocationView | null)[]> {
  const codes = hints.map((h) => h.katottg?.trim().toUpperCase() ?? '').filter(isKatottg);
  const byCode = new Map((await settlementsByIds(db, codes)).map((l) => [l.id, l]));
  const named = hints.filter((h) => !h.katottg);
  const candidates = await settlementsNamed(db, [...new Set(named.map((h) => cityKey(h.city)))]);
  const regionIds = named.length > 0 ? await regions(db) : [];

  return hints.map((hint) => {
    if (hint.katottg) return byCode.get(hint.katottg.trim().toUpperCase()) ?? null;
    const key = cityKey(hint.city);
    const sameName = candidates.filter((c) => c.name_key === key);
    const region = regionKey(hint.region);
    const regionId = regionIds.find(
      (r) =>
        region !== '' &&
        (r.name_key === region || r.name_key.startsWith(`${region} `) || r.name_key.endsWith(` ${region}`)),
    )?.id;
    const inRegion = regionId ? sameName.filter((c) => c.level1 === regionId) : sameName;
    // The named region decides first (the village Київ of Mykolaiv oblast).
    if (regionId && inRegion.length > 0) return pick(inRegion);
    // Kyiv and Sevastopol are their own first level: a row naming 'Київська' oblast still means Kyiv.
    const special = sameName.filter((c) => c.category === SPECIAL_STATUS_CATEGORY);
    return pick(special.length > 0 ? special : inRegion);
  });
}

import type { MessageKey } from '../messages/index.js';

/**
 * Settlements of the KATOTTG codifier, best first: the cities with special status (Kyiv,
 * Sevastopol), cities, urban-type settlements, villages. Oblasts (O), raions (P), hromadas (H) and
 * city districts (B) are areas, not places an ATM stands in.
 */
export const SETTLEMENT_CATEGORIES = ['K', 'M', 'X', 'C'] as const;

/**
 * Kyiv and Sevastopol are first-level units of their own, beside the oblasts: an upload row or a
 * search that names an oblast ('Київська') still means them when it names their city.
 */
export const SPECIAL_STATUS_CATEGORY = 'K';

export function isSettlementCategory(category: string): boolean {
  return (SETTLEMENT_CATEGORIES as readonly string[]).includes(category);
}

/** Only a settlement may be an ATM's location ("City"); an oblast or a raion is refused. */
export function checkAtmLocationCategory(category: string): MessageKey | null {
  return isSettlementCategory(category) ? null : 'location_not_settlement';
}

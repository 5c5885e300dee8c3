import { describe, expect, it } from 'vitest';
import { checkAtmLocationCategory, isSettlementCategory } from './atm-location.js';

describe('what may be an ATM location', () => {
  it.each(['K', 'M', 'X', 'C'])('a settlement of category %s', (category) => {
    expect(isSettlementCategory(category)).toBe(true);
    expect(checkAtmLocationCategory(category)).toBeNull();
  });

  it.each(['O', 'P', 'H', 'B'])(
    'not an area of category %s (oblast, raion, hromada, city district)',
    (category) => {
      expect(checkAtmLocationCategory(category)).toBe('location_not_settlement');
    },
  );
});

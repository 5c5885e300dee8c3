import { describe, expect, it } from 'vitest';
import { counterBadgeText } from './counter-badge.js';

describe('counterBadgeText — "empty below 1, the number below 100, and 99+ from 100"', () => {
  it.each([
    [-3, ''],
    [0, ''],
    [0.5, ''],
    [Number.NaN, ''],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s → %j', (count, expected) => {
    expect(counterBadgeText(count)).toBe(expected);
  });
});

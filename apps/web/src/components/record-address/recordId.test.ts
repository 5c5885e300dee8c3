import { describe, expect, it } from 'vitest';
import { recordIdOf } from './recordId';

describe('recordIdOf', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2_147_483_647],
  ])('%s names the id %s', (key, id) => {
    expect(recordIdOf(key)).toBe(id);
  });

  it.each(['', '0', '012', '-3', '1e3', '1.5', 'x', ' 12', '2147483648', '99999999999'])(
    '"%s" names no record',
    (key) => {
      expect(recordIdOf(key)).toBeNull();
    },
  );
});

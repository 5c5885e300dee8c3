import { describe, expect, it } from 'vitest';
import { codesBeyondAllowance, normalizePermissionCodes } from './grantable-codes.js';

describe('codes a manager may grant (issue 15)', () => {
  it.each([
    ['all within the allowance', ['U1000', 'U6'], ['U6', 'U1000', 'U1007'], []],
    ['nothing asked', [], ['U6'], []],
    ['an allowance of none refuses every code', ['U6'], [], ['U6']],
    ['a U code not allowed', ['U6', 'U1007'], ['U6'], ['U1007']],
    ['an E code unless listed', ['U1000', 'E1000'], ['U1000'], ['E1000']],
    ['an E code when listed', ['E1000'], ['U1000', 'E1000'], []],
    ['U allowed does not allow E of the same number', ['E22'], ['U22'], ['E22']],
    ['each refused code once, in the order asked', ['U1007', 'E6', 'U1007'], ['U6'], ['U1007', 'E6']],
  ])('%s', (_name, codes, allowance, expected) => {
    expect(codesBeyondAllowance(codes, allowance)).toEqual(expected);
  });

  it('orders codes U before E by number and drops unknown ones', () => {
    expect(normalizePermissionCodes(['E6', 'U1000', 'U6', 'X1', 'U6', 'U7'])).toEqual(['U6', 'U1000', 'E6']);
  });
});

import { describe, expect, it } from 'vitest';
import { directoryGroupActionsAllowed, directoryUploadTarget } from './org-target.js';

describe('directory group actions and uploads (spec 3 §2.2)', () => {
  it.each([
    ['"Without E1007, upload sets the own organisation"', { extended: false, filterOrgId: 9 }, { orgId: 5 }],
    ['E1007 with an issuer chosen', { extended: true, filterOrgId: 9 }, { orgId: 9 }],
    [
      '"With E1007 and no issuer chosen, the warning \'Select an issuer\'"',
      { extended: true, filterOrgId: null },
      { warning: 'select_issuer' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(directoryUploadTarget({ ...input, ownOrgId: 5, selectWarning: 'select_issuer' })).toEqual(
      expected,
    );
  });

  it.each([
    [{ extended: false, filterOrgId: 5 }, true],
    [{ extended: false, filterOrgId: 9 }, false],
    [{ extended: false, filterOrgId: null }, false],
    [{ extended: true, filterOrgId: 9 }, true],
  ])('group actions for %o → %s', (input, expected) => {
    expect(directoryGroupActionsAllowed({ ...input, ownOrgId: 5 })).toBe(expected);
  });
});

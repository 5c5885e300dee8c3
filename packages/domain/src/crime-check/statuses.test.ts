import { describe, expect, it } from 'vitest';
import {
  CRIME_CHECK_INCIDENT_STATUS_IDS,
  CRIME_CHECK_NEW_STATUS_IDS,
  REGISTRY_TYPES,
  allowedCrimeCheckActions,
  crimeCheckStatusNameKey,
  crimeCheckTransitionTarget,
  visibleCrimeCheckStatusIds,
} from './statuses.js';

describe('Crime Check statuses — "1 unknown issuer ... 7 rejected"', () => {
  it.each([
    [1, 'crc_status_1'],
    [4, 'crc_status_4'],
    [7, 'crc_status_7'],
    [8, 'status_unknown'],
  ])('%s → %s', (id, key) => {
    expect(crimeCheckStatusNameKey(id)).toBe(key);
  });

  it('"A user without E22 sees only 2 to 7 in the status filter"', () => {
    expect(visibleCrimeCheckStatusIds(true)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(visibleCrimeCheckStatusIds(false)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('"new" shortcut is 4 and 5; incident filter is 6', () => {
    expect(CRIME_CHECK_NEW_STATUS_IDS).toEqual([4, 5]);
    expect(CRIME_CHECK_INCIDENT_STATUS_IDS).toEqual([6]);
  });

  it('registry types "1 ERDR, 2 EO, 3 claim, 4 s102"', () => {
    expect(REGISTRY_TYPES.map((type) => type.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('allowedCrimeCheckActions (spec 2 §4.3)', () => {
  const E22 = { mutable: true, hasE22: true };
  const U22 = { mutable: true, hasE22: false };
  it.each([
    ['"From 4 ... the user may take the request into processing"', 4, E22, ['take_into_process']],
    ['"and 2 without E22"', 2, U22, ['take_into_process']],
    ['2 with E22', 2, E22, []],
    ['1 unknown issuer', 1, E22, []],
    ['3 manual request only', 3, U22, []],
    ['"From 5 the user starts a reply or a rejection"', 5, U22, ['reply', 'reject']],
    [
      '"From 6 the user can edit the reply, or create an incident"',
      6,
      U22,
      ['edit_reply', 'create_incident'],
    ],
    ['6 with an incident', 6, { ...U22, hasIncident: true }, ['edit_reply']],
    ['6 with an unknown recipient', 6, { ...U22, recipientUnknown: true }, ['edit_reply']],
    [
      '"From 7 the user can switch to a reply ... or edit the rejection"',
      7,
      U22,
      ['switch_to_reply', 'edit_rejection'],
    ],
    ['"when the request is mutable" — not mutable', 5, { mutable: false, hasE22: true }, []],
  ])('%s', (_name, status, context, expected) => {
    expect(allowedCrimeCheckActions(status, context)).toEqual(expected);
  });

  it.each([
    [4, 'take_into_process', { mutable: true, hasE22: true }, 5],
    [2, 'take_into_process', { mutable: true, hasE22: false }, 5],
    [2, 'take_into_process', { mutable: true, hasE22: true }, null],
    [5, 'reply', { mutable: true, hasE22: false }, 6],
    [5, 'reject', { mutable: true, hasE22: false }, 7],
    [7, 'switch_to_reply', { mutable: true, hasE22: false }, 6],
    [6, 'reject', { mutable: true, hasE22: false }, null],
    [5, 'reply', { mutable: false, hasE22: false }, null],
  ] as const)('from %s, %s (%o) → %s', (status, action, context, expected) => {
    expect(crimeCheckTransitionTarget(status, action, context)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { translate } from './messages/index.js';
import {
  ALL_E_CODES,
  ALL_U_CODES,
  PERMISSION_LABEL_KEYS,
  PERMISSION_NUMBERS,
  ROLES,
  ROLE_LABEL_KEYS,
  canSeeCrimeCheckCounter,
  canSeeFptCounter,
  checkCrimeCheckBasisAccess,
  checkFptInboundAccess,
  checkIncidentServiceAccess,
  hasAny,
  hasRole,
  isPermissionCode,
  orgScope,
  scopeAllowsOrg,
  type SessionUserLike,
} from './permissions.js';

const user = (...roles: string[]): SessionUserLike => ({ roles, org_id: 10 });

describe('permission codes', () => {
  it('has U and E codes for the 16 numbers (1010: card-blocking information, exchange.md)', () => {
    expect(PERMISSION_NUMBERS).toHaveLength(16);
    expect(ALL_U_CODES).toContain('U1011');
    expect(ALL_E_CODES).toContain('E6');
    expect(ALL_U_CODES).toHaveLength(16);
  });

  it.each([
    ['U1000', true],
    ['E22', true],
    ['U7', false],
    ['u1000', false],
    ['X1000', false],
    [1000, false],
  ])('isPermissionCode(%j) → %s', (value, expected) => {
    expect(isPermissionCode(value)).toBe(expected);
  });

  it('roles "user, organisation manager (code manager), api-user" and admin', () => {
    expect(ROLES).toEqual(['user', 'manager', 'api-user', 'admin']);
    expect(ROLE_LABEL_KEYS.manager).toBe('role_manager');
  });

  it.each(PERMISSION_NUMBERS)('number %i is named in Ukrainian, English and Russian', (n) => {
    const names = (['uk', 'en', 'ru'] as const).map((language) =>
      translate(PERMISSION_LABEL_KEYS[n], language),
    );
    for (const name of names) expect(name).not.toMatch(/permission_/);
  });

  it('names the card-blocking number, which the spec left without one (exchange.md: 1010)', () => {
    expect(translate(PERMISSION_LABEL_KEYS[1010], 'en')).toBe('Card blocking information');
    expect(translate(PERMISSION_LABEL_KEYS[1010], 'uk')).toBe('Інформація про блокування картки');
  });
});

describe('hasAny — "Either code grants access"', () => {
  it.each([
    [user('U1000'), ['U1000', 'E1000'], true],
    [user('E1000'), ['U1000', 'E1000'], true],
    [user('U1002'), ['U1000', 'E1000'], false],
    [user(), ['U1000'], false],
    [user('admin'), ['U1000'], true],
  ])('%o with %o → %s', (who, codes, expected) => {
    expect(hasAny(who, codes)).toBe(expected);
  });

  it.each([
    [user('manager'), true],
    [user('user'), false],
    [user('admin'), true],
  ])('hasRole(%o, manager) → %s', (who, expected) => {
    expect(hasRole(who, 'manager')).toBe(expected);
  });
});

describe('orgScope — "U{n} act on the user\'s own organisation, E{n} on all"', () => {
  it.each([
    [user('E1007'), { kind: 'any' }],
    [user('U1007'), { kind: 'own', orgId: 10 }],
    [user('U1007', 'E1007'), { kind: 'any' }],
    [user('admin'), { kind: 'any' }],
    [user('U1008'), null],
  ])('%o → %o', (who, expected) => {
    expect(orgScope(who, 1007)).toEqual(expected);
  });

  it.each([
    [{ kind: 'any' } as const, 99, true],
    [{ kind: 'own', orgId: 10 } as const, 10, true],
    [{ kind: 'own', orgId: 10 } as const, 11, false],
    [null, 10, false],
  ])('scopeAllowsOrg(%o, %s) → %s', (scope, orgId, expected) => {
    expect(scopeAllowsOrg(scope, orgId)).toBe(expected);
  });
});

describe('service access messages (spec 1 §6)', () => {
  it.each([
    [user('E22'), 77, null],
    [user('U22'), 10, null],
    [user('U22'), 77, 'crc_belongs_to_another_issuer'],
    [user('U1000'), 10, 'crc_rights_required'],
  ])('Crime Check basis for %o, incident of org %s → %s', (who, orgId, expected) => {
    expect(checkCrimeCheckBasisAccess(who, orgId)).toBe(expected);
  });

  it.each([
    [user('U1006'), null],
    [user('U1005'), 'fpt_inbound_rights_required'],
  ])('FPT inbound for %o → %s', (who, expected) => {
    expect(checkFptInboundAccess(who)).toBe(expected);
  });

  it.each([
    [user('E1000'), null],
    [user('U22'), 'forbidden'],
  ])('incident service for %o → %s ("Insufficient permissions!")', (who, expected) => {
    expect(checkIncidentServiceAccess(who)).toBe(expected);
  });

  it('counters: "U22 and E22 gate Crime Check counters; U1006 and E1006 gate FPT counters"', () => {
    expect(canSeeCrimeCheckCounter(user('U22'))).toBe(true);
    expect(canSeeCrimeCheckCounter(user('U1009'))).toBe(false);
    expect(canSeeCrimeCheckCounter({ ...user('U22'), org_type: 'cyber_police' })).toBe(false);
    expect(canSeeFptCounter(user('E1006'))).toBe(true);
    expect(canSeeFptCounter(user('E1005'))).toBe(false);
  });
});

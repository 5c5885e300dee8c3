import { describe, expect, it } from 'vitest';
import { maySetUp, smartFormatScope } from './smart-format-access.js';

describe('format setup rights (spec 3 §6): own organisation with U, any with the extended code', () => {
  it.each([
    [['U1005'], 'fpt', { kind: 'own', orgId: 7 }],
    [['U1006'], 'fpt', { kind: 'own', orgId: 7 }],
    [['E1006'], 'fpt', { kind: 'own', orgId: 7 }],
    [['E1005'], 'fpt', { kind: 'any' }],
    [['U22'], 'fpt', null],
    [['U22'], 'crc', { kind: 'own', orgId: 7 }],
    [['E22'], 'crc', { kind: 'any' }],
    [['U1005', 'E1005'], 'crc', null],
    [['admin'], 'crc', { kind: 'any' }],
  ] as const)('%j on %s → %j', (roles, service, scope) => {
    expect(smartFormatScope({ roles, org_id: 7 }, service)).toEqual(scope);
  });

  it('a U holder sets up the own organisation only', () => {
    expect(maySetUp({ roles: ['U22'], org_id: 7 }, 'crc', 7)).toBe(true);
    expect(maySetUp({ roles: ['U22'], org_id: 7 }, 'crc', 8)).toBe(false);
    expect(maySetUp({ roles: ['E22'], org_id: 7 }, 'crc', 8)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { senderIssuerVerdict } from './sender-issuer.js';

const user = (roles: string[]) => ({ roles, org_id: 2 });

describe("the sender's issuer in the FPT wizard (exchange.md)", () => {
  it.each([
    ['own organisation, U1005', ['user', 'U1005'], 2, 'own'],
    ['own organisation, E1005', ['user', 'E1005'], 2, 'own'],
    ['another bank, E1005: warned, allowed', ['user', 'E1005'], 3, 'warn'],
    ['another bank, U1005: refused', ['user', 'U1005'], 3, 'refuse'],
    [
      'issuer not found, U1005: warned (a BIN not uploaded yet may be its own)',
      ['user', 'U1005'],
      null,
      'warn',
    ],
    ['issuer not found, E1005: warned', ['user', 'E1005'], null, 'warn'],
    ['another bank, admin: warned', ['admin'], 3, 'warn'],
  ] as const)('%s', (_name, roles, orgId, verdict) => {
    expect(senderIssuerVerdict(user([...roles]), orgId)).toBe(verdict);
  });
});

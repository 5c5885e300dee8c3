import { describe, expect, it } from 'vitest';
import { sessionUserFromClaims } from './claims.js';

const claims = {
  sub: 'abc',
  preferred_username: 'alpha.analyst',
  name: 'Olena Koval',
  realm_access: { roles: ['user', 'U1000'] },
  org_id: 1,
  org_name: 'Bank Alpha',
  user_id: 2,
  locale: 'en',
  azp: 'afx-web',
};

describe('sessionUserFromClaims', () => {
  it('builds the session user from the AFX claims', () => {
    expect(sessionUserFromClaims(claims)).toEqual({
      sub: 'abc',
      login: 'alpha.analyst',
      name: 'Olena Koval',
      roles: ['user', 'U1000'],
      user_id: 2,
      org_id: 1,
      org_name: 'Bank Alpha',
      locale: 'en',
      client_id: 'afx-web',
    });
  });

  it('accepts ids as strings, as Keycloak attribute mappers send them', () => {
    expect(sessionUserFromClaims({ ...claims, org_id: '7', user_id: '9' })).toMatchObject({
      org_id: 7,
      user_id: 9,
    });
  });

  it('drops an unknown locale', () => {
    expect(sessionUserFromClaims({ ...claims, locale: 'de' })?.locale).toBeUndefined();
  });

  it.each([
    ['no org_id', { org_id: undefined }],
    ['a non-integer user_id', { user_id: 'x' }],
    ['no realm roles', { realm_access: {} }],
    ['no subject', { sub: undefined }],
  ])('refuses a token with %s', (_name, change) => {
    expect(sessionUserFromClaims({ ...claims, ...change })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { analystProfileBody } from '../../../test/fixtures';
import { displayName, parseProfile, ProfileRolesError } from './profile';

describe('parseProfile', () => {
  it('reads the profile the server sends', () => {
    expect(parseProfile(analystProfileBody())).toEqual({
      name: 'alpha.analyst',
      avatar: '',
      introduction: 'Olena Koval',
      roles: ['user', 'U1000', 'E6'],
      user_id: 11,
      org_id: 2,
      org_name: 'Bank Alpha',
      org_type: null,
      locale: 'en',
    });
  });

  it("reads the organisation's type the police cabinet is offered by", () => {
    expect(parseProfile(analystProfileBody({ org_type: 'cyber_police' })).org_type).toBe('cyber_police');
    expect(parseProfile(analystProfileBody({ org_type: 7 })).org_type).toBeNull();
  });

  it.each([
    ['null', null],
    ['missing', undefined],
    ['a string', 'user'],
    ['an object', { user: true }],
  ])('rejects roles that are %s', (_case, roles) => {
    expect(() => parseProfile(analystProfileBody({ roles }))).toThrow(ProfileRolesError);
    expect(() => parseProfile(analystProfileBody({ roles }))).toThrow(
      'getInfo: roles must be a non-null array!',
    );
  });

  it('rejects an empty answer', () => {
    expect(() => parseProfile(undefined)).toThrow('Empty profile');
  });

  it('reads numeric ids sent as text and drops roles that are not text', () => {
    const profile = parseProfile(analystProfileBody({ user_id: '15', org_id: 'x', roles: ['user', 7] }));
    expect(profile.user_id).toBe(15);
    expect(profile.org_id).toBe(0);
    expect(profile.roles).toEqual(['user']);
  });
});

describe('displayName', () => {
  it('prefers the full name and falls back to the login', () => {
    expect(displayName({ name: 'alpha.analyst', introduction: 'Olena Koval' })).toBe('Olena Koval');
    expect(displayName({ name: 'alpha.analyst', introduction: '' })).toBe('alpha.analyst');
  });
});

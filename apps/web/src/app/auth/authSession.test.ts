import { describe, expect, it, vi } from 'vitest';
import { testSession, testUser } from '../../../test/fixtures';

describe('AuthSession', () => {
  it('signs in with the current path as the way back', async () => {
    const { session, manager } = testSession();
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue();

    await session.signIn({ returnTo: '/incidents?page=2' });

    expect(signinRedirect).toHaveBeenCalledExactlyOnceWith({
      state: { returnTo: '/incidents?page=2' },
      prompt: undefined,
    });
  });

  it('asks the identity for the login form when forced', async () => {
    const { session, manager } = testSession();
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue();

    await session.signIn({ returnTo: '/', forceLogin: true });

    expect(signinRedirect).toHaveBeenCalledExactlyOnceWith({ state: { returnTo: '/' }, prompt: 'login' });
  });

  it('redeems the callback once and answers the stored path', async () => {
    const { session, manager } = testSession();
    const callback = vi
      .spyOn(manager, 'signinRedirectCallback')
      .mockResolvedValue(testUser({ state: { returnTo: '/fpt/request' } }));

    const [first, second] = await Promise.all([
      session.completeSignIn('/callback?code=1'),
      session.completeSignIn(),
    ]);

    expect(first).toBe('/fpt/request');
    expect(second).toBe('/fpt/request');
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another site', '//evil.example/phish'],
    ['a full URL', 'https://evil.example/'],
    ['no state', undefined],
  ])('goes home instead of to %s after sign-in', async (_case, returnTo) => {
    const { session, manager } = testSession();
    vi.spyOn(manager, 'signinRedirectCallback').mockResolvedValue(testUser({ state: { returnTo } }));

    await expect(session.completeSignIn('/callback?code=1')).resolves.toBe('/');
  });

  it('keeps a stored user whose token is still valid', async () => {
    const { session, manager } = testSession();
    const user = testUser({ expiresInSeconds: 120 });
    vi.spyOn(manager, 'getUser').mockResolvedValue(user);
    const signinSilent = vi.spyOn(manager, 'signinSilent');

    await expect(session.restoreUser()).resolves.toBe(user);
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('refreshes a stored user whose token has expired', async () => {
    const { session, manager } = testSession();
    const fresh = testUser();
    vi.spyOn(manager, 'getUser').mockResolvedValue(testUser({ expiresInSeconds: -10 }));
    vi.spyOn(manager, 'signinSilent').mockResolvedValue(fresh);

    await expect(session.restoreUser()).resolves.toBe(fresh);
  });

  it('answers no user when an expired token cannot be refreshed', async () => {
    const { session, manager } = testSession();
    vi.spyOn(manager, 'getUser').mockResolvedValue(testUser({ expiresInSeconds: -10 }));
    vi.spyOn(manager, 'signinSilent').mockRejectedValue(new Error('invalid_grant'));

    await expect(session.restoreUser()).resolves.toBeNull();
  });

  it('counts a missing user as a token with no time left', async () => {
    const { session, manager } = testSession();
    vi.spyOn(manager, 'getUser').mockResolvedValue(null);

    await expect(session.secondsLeft()).resolves.toBe(0);
  });

  it('drops the tokens before signing in again', async () => {
    const { session, manager } = testSession();
    const removeUser = vi.spyOn(manager, 'removeUser').mockResolvedValue();
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue();

    await session.restartSignIn({ returnTo: '/crc/client' });

    expect(removeUser).toHaveBeenCalledTimes(1);
    expect(signinRedirect).toHaveBeenCalledAfter(removeUser);
  });

  it('falls back to a fresh login form when RP-initiated logout fails', async () => {
    const { session, manager } = testSession();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(manager, 'signoutRedirect').mockRejectedValue(new Error('no end_session_endpoint'));
    vi.spyOn(manager, 'removeUser').mockResolvedValue();
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue();

    await session.signOut();

    expect(signinRedirect).toHaveBeenCalledExactlyOnceWith({ state: { returnTo: '/' }, prompt: 'login' });
  });
});

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession, testUser } from '../../../test/fixtures';
import { TOKEN_CHECK_INTERVAL_MS } from './tokenWatcher';
import { useTokenWatcher } from './useTokenWatcher';

afterEach(() => {
  vi.useRealTimers();
});

describe('useTokenWatcher', () => {
  it('refreshes a token that is about to expire', async () => {
    vi.useFakeTimers();
    const { session } = testSession();
    vi.spyOn(session, 'secondsLeft').mockResolvedValue(45);
    const refresh = vi.spyOn(session, 'refresh').mockResolvedValue(testUser());
    const restartSignIn = vi.spyOn(session, 'restartSignIn').mockResolvedValue();

    renderHook(() => useTokenWatcher(session, true));
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(restartSignIn).not.toHaveBeenCalled();
  });

  it('drops the session and signs in again when the refresh fails', async () => {
    vi.useFakeTimers();
    const { session } = testSession();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(session, 'secondsLeft').mockResolvedValue(45);
    vi.spyOn(session, 'refresh').mockRejectedValue(new Error('invalid_grant'));
    const restartSignIn = vi.spyOn(session, 'restartSignIn').mockResolvedValue();

    renderHook(() => useTokenWatcher(session, true));
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 3);

    expect(restartSignIn).toHaveBeenCalledExactlyOnceWith();
  });

  it('does nothing until the user is signed in', async () => {
    vi.useFakeTimers();
    const { session } = testSession();
    const secondsLeft = vi.spyOn(session, 'secondsLeft').mockResolvedValue(0);

    const { unmount } = renderHook(() => useTokenWatcher(session, false));
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 2);
    unmount();

    expect(secondsLeft).not.toHaveBeenCalled();
  });
});

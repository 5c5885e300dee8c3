import { useEffect } from 'react';
import type { AuthSession } from './authSession';
import { startTokenWatcher } from './tokenWatcher';

/** Keeps the access token fresh while the user is signed in; a failed refresh means signing in again. */
export function useTokenWatcher(session: AuthSession, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    return startTokenWatcher({
      secondsLeft: () => session.secondsLeft(),
      refresh: () => session.refresh(),
      onRefreshFailed: (error) => {
        console.warn('Token refresh failed; signing in again', error);
        void session.restartSignIn();
      },
    });
  }, [session, enabled]);
}

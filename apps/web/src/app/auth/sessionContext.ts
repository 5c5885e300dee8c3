import { createContext, useContext } from 'react';
import type { AuthSession } from './authSession';

export const SessionContext = createContext<AuthSession | null>(null);

export function useAuthSession(): AuthSession {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useAuthSession is used outside SessionProvider');
  }
  return session;
}

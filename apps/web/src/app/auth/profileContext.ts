import { createContext, useContext } from 'react';
import type { UserProfile } from './profile';

export const ProfileContext = createContext<UserProfile | null>(null);

/** The signed-in user's profile; available below ProfileGate. */
export function useProfile(): UserProfile {
  const profile = useContext(ProfileContext);
  if (!profile) {
    throw new Error('useProfile is used outside ProfileGate');
  }
  return profile;
}

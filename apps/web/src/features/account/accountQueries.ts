import { useQuery } from '@tanstack/react-query';
import { accountApi } from './accountApi';

export const ACCOUNT_QUERY_KEYS = {
  profile: ['account', 'profile'],
  sessions: ['account', 'sessions'],
  loginLog: (number: number, size: number) => ['account', 'login-log', number, size],
} as const;

export function useAccountProfile() {
  return useQuery({
    queryKey: ACCOUNT_QUERY_KEYS.profile,
    queryFn: ({ signal }) => accountApi.profile(signal),
  });
}

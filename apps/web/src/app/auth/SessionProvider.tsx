import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/http';
import { LoadingScreen } from '../../components/LoadingScreen';
import { StatusScreen } from '../../components/StatusScreen';
import { SessionContext } from './sessionContext';
import { startSession } from './startSession';

/** Starts the sign-in session once and holds the page until the identity settings are known. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useQuery({
    queryKey: ['auth-session'],
    queryFn: startSession,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (session.error) {
      console.error('Identity initialisation failed', session.error);
    }
  }, [session.error]);

  if (session.isPending) {
    return <LoadingScreen />;
  }
  if (session.isError) {
    return (
      <StatusScreen
        title={t('auth.startFailed')}
        detail={errorText(session.error)}
        actionLabel={t('common.retry')}
        onAction={() => void session.refetch()}
      />
    );
  }
  return <SessionContext value={session.data}>{children}</SessionContext>;
}

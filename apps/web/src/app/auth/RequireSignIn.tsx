import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useAuthSession } from './sessionContext';
import { useTokenWatcher } from './useTokenWatcher';

type SignInStatus = 'checking' | 'signed-in' | 'redirecting';

/** Layout route for every page that needs a signed-in user: without one, the browser goes to sign-in. */
export function RequireSignIn() {
  const session = useAuthSession();
  const { t } = useTranslation();
  const [status, setStatus] = useState<SignInStatus>('checking');

  useEffect(() => {
    let active = true;
    void session
      .restoreUser()
      .catch(() => null)
      .then((user) => {
        if (!active) {
          return;
        }
        if (user) {
          setStatus('signed-in');
        } else {
          setStatus('redirecting');
          void session.signIn();
        }
      });
    return () => {
      active = false;
    };
  }, [session]);

  useTokenWatcher(session, status === 'signed-in');

  if (status !== 'signed-in') {
    return <LoadingScreen text={status === 'redirecting' ? t('auth.redirecting') : undefined} />;
  }
  return <Outlet />;
}

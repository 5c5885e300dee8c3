import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/http';
import { LoadingScreen } from '../../components/LoadingScreen';
import { StatusScreen } from '../../components/StatusScreen';
import { useAuthSession } from './sessionContext';

/** /callback: redeems the authorization code, then goes back where the user started. */
export function CallbackPage() {
  const session = useAuthSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    session.completeSignIn().then(
      (returnTo) => {
        if (active) {
          void navigate(returnTo, { replace: true });
        }
      },
      (error: unknown) => {
        console.error('Sign-in callback failed', error);
        if (active) {
          setFailure(error);
        }
      },
    );
    return () => {
      active = false;
    };
  }, [session, navigate]);

  if (failure) {
    return (
      <StatusScreen
        title={t('auth.signInFailed')}
        detail={errorText(failure)}
        actionLabel={t('common.retry')}
        onAction={() => void session.signIn({ returnTo: '/' })}
      />
    );
  }
  return <LoadingScreen text={t('auth.completing')} />;
}

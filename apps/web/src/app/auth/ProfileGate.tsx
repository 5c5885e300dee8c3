import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/LoadingScreen';
import { applyLanguage } from '../../i18n/applyLanguage';
import { readLanguageCookie } from '../../i18n/languageCookie';
import { resolveLanguage } from '../../i18n/languageResolution';
import { fetchProfile } from './profile';
import { profileFailureText } from './profileFailure';
import { ProfileContext } from './profileContext';
import { useAuthSession } from './sessionContext';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** Time to read the error before the browser leaves for sign-in. */
const REDIRECT_DELAY_MS = 2_000;

/** Loads the profile once per page load and switches to the user's language before the first paint. */
export function ProfileGate({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();

  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const loaded = await fetchProfile(signal);
      const user = await session.getUser();
      const language = resolveLanguage({
        cookie: readLanguageCookie(),
        profileLocale: loaded.locale,
        tokenLocale: user?.profile.locale,
      });
      await applyLanguage(i18n, language);
      return loaded;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const failure = profile.error;
  useEffect(() => {
    if (!failure) {
      return undefined;
    }
    void message.error(profileFailureText(failure, t), 5);
    // The login form is forced, so an open identity session cannot bounce straight back here.
    const timer = setTimeout(() => void session.restartSignIn({ forceLogin: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failure, message, session, t]);

  if (profile.isPending || profile.isError) {
    return <LoadingScreen text={profile.isError ? t('auth.redirecting') : undefined} />;
  }
  return <ProfileContext value={profile.data}>{children}</ProfileContext>;
}

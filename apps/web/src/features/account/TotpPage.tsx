import { Skeleton } from 'antd';
import { useAccountProfile } from './accountQueries';
import { AccountPageFrame } from './AccountPageFrame';
import { LoadFailed } from './LoadFailed';
import { TotpFlow } from './TotpFlow';
import { useAccountTranslation } from './useAccountTranslation';

/** /account/totp: set up, confirm and remove the authenticator (the second sign-in factor). */
export function TotpPage() {
  const { t } = useAccountTranslation();
  const profile = useAccountProfile();
  return (
    <AccountPageFrame page="totp" intro={t('totp.intro')}>
      {profile.isPending ? (
        <Skeleton active />
      ) : profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : (
        <TotpFlow enabled={profile.data.totp_enabled} />
      )}
    </AccountPageFrame>
  );
}

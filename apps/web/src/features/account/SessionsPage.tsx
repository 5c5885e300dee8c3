import { LogoutOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { accountApi } from './accountApi';
import { ACCOUNT_QUERY_KEYS } from './accountQueries';
import { AccountPageFrame } from './AccountPageFrame';
import { LoadFailed } from './LoadFailed';
import { SessionsTable } from './SessionsTable';
import { useAccountTranslation } from './useAccountTranslation';

/** /account/sessions: where the user is signed in; sign out one session or all the others. */
export function SessionsPage() {
  const { t } = useAccountTranslation();
  const { message } = App.useApp();
  const sessions = useQuery({
    queryKey: ACCOUNT_QUERY_KEYS.sessions,
    queryFn: ({ signal }) => accountApi.sessions(signal),
  });
  const reload = () => void sessions.refetch();

  const revokeOne = useMutation({
    mutationFn: accountApi.revokeSession,
    onSuccess: () => {
      void message.success(t('sessions.signedOut'));
      reload();
    },
  });
  const revokeOthers = useMutation({
    mutationFn: accountApi.revokeOtherSessions,
    onSuccess: ({ revoked }) => {
      void message.success(t('sessions.signedOutOthers', { count: revoked }));
      reload();
    },
  });
  const others = sessions.data?.list.filter((session) => !session.current).length ?? 0;

  return (
    <AccountPageFrame page="sessions" intro={t('sessions.intro')}>
      {sessions.isError ? (
        <LoadFailed onRetry={reload} />
      ) : (
        <>
          <div>
            <Popconfirm
              title={t('sessions.confirmOthers')}
              description={t('sessions.confirmOthersText')}
              okText={t('sessions.signOut')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              // A failure has been shown by the HTTP client; the dialog just closes.
              onConfirm={() => revokeOthers.mutateAsync().catch(() => undefined)}
            >
              <Button
                danger
                icon={<LogoutOutlined aria-hidden />}
                disabled={others === 0}
                loading={revokeOthers.isPending}
              >
                {t('sessions.signOutOthers')}
              </Button>
            </Popconfirm>
          </div>
          <SessionsTable
            sessions={sessions.data?.list ?? []}
            loading={sessions.isPending || sessions.isFetching}
            revokingId={revokeOne.isPending ? revokeOne.variables : undefined}
            onRevoke={(id) => revokeOne.mutate(id)}
          />
        </>
      )}
    </AccountPageFrame>
  );
}

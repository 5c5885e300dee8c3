import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Flex, Tag } from 'antd';
import { useReducer } from 'react';
import { accountApi, type TotpRemovalProof } from './accountApi';
import { ACCOUNT_QUERY_KEYS } from './accountQueries';
import { TotpEnrolmentSteps } from './TotpEnrolmentSteps';
import { initialTotpState, totpReducer, type TotpState } from './totpFlow';
import { TotpRemovalForm } from './TotpRemovalForm';
import { useAccountTranslation } from './useAccountTranslation';

const STATUS_COLOURS: Record<TotpState['status'], string> = {
  not_enrolled: '#595959',
  pending: '#ad4e00',
  enabled: '#237804',
};

/** The authenticator's states (totpFlow.ts) and the calls that move between them. */
export function TotpFlow({ enabled }: { enabled: boolean }) {
  const { t } = useAccountTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(totpReducer, enabled, initialTotpState);
  // The profile's totp_enabled changes with each step; the page's own state leads meanwhile.
  const refreshProfile = () => void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.profile });

  const enrol = useMutation({
    mutationFn: accountApi.enrolTotp,
    onSuccess: (enrolment) => dispatch({ type: 'enrolled', enrolment }),
  });
  const verify = useMutation({
    mutationFn: accountApi.verifyTotp,
    onSuccess: () => {
      dispatch({ type: 'verified' });
      void message.success(t('totp.enabled'));
      refreshProfile();
    },
  });
  const remove = useMutation({
    mutationFn: (proof: TotpRemovalProof) => accountApi.removeTotp(proof),
    onSuccess: () => {
      dispatch({ type: 'removed' });
      void message.success(t('totp.removed'));
      refreshProfile();
    },
  });

  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'status',
            label: t('totp.statusLabel'),
            children: (
              <Tag color={STATUS_COLOURS[state.status]} data-testid="totp-status">
                {t(`totp.status.${state.status}`)}
              </Tag>
            ),
          },
        ]}
      />
      {state.status === 'not_enrolled' ? (
        <div>
          <Button
            type="primary"
            icon={<SafetyCertificateOutlined aria-hidden />}
            loading={enrol.isPending}
            onClick={() => enrol.mutate()}
          >
            {t('totp.enrol')}
          </Button>
        </div>
      ) : null}
      {state.status === 'pending' ? (
        <TotpEnrolmentSteps
          enrolment={state.enrolment}
          verifying={verify.isPending}
          onVerify={(code) => verify.mutateAsync(code)}
          onCancel={() => dispatch({ type: 'cancelled' })}
        />
      ) : null}
      {state.status === 'enabled' ? (
        <>
          <Alert type="success" showIcon title={t('totp.enabled')} description={t('totp.enabledText')} />
          <TotpRemovalForm removing={remove.isPending} onRemove={(proof) => remove.mutateAsync(proof)} />
        </>
      ) : null}
    </Flex>
  );
}

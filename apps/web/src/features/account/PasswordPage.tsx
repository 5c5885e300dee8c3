import { useMutation } from '@tanstack/react-query';
import { Alert, Col, Row } from 'antd';
import { useProfile } from '../../app/auth/profileContext';
import { accountApi } from './accountApi';
import { AccountPageFrame } from './AccountPageFrame';
import { PasswordForm } from './PasswordForm';
import { PasswordRules } from './PasswordRules';
import { useAccountTranslation } from './useAccountTranslation';

/** /account/password: change the password; the rules are shown, the server's errors go on the fields. */
export function PasswordPage() {
  const { t } = useAccountTranslation();
  const { name: login } = useProfile();
  const change = useMutation({ mutationFn: accountApi.changePassword });
  return (
    <AccountPageFrame page="password" intro={t('password.intro')}>
      {change.isSuccess ? (
        <Alert type="success" showIcon title={t('password.success')} data-testid="password-changed" />
      ) : null}
      <Row gutter={[32, 16]}>
        <Col xs={24} md={12}>
          <PasswordForm
            login={login}
            saving={change.isPending}
            onChange={(values) => {
              change.reset();
              return change.mutateAsync(values);
            }}
          />
        </Col>
        <Col xs={24} md={12}>
          <PasswordRules />
        </Col>
      </Row>
    </AccountPageFrame>
  );
}

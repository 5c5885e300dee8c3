import { Flex, Steps, Typography } from 'antd';
import type { TotpEnrolment } from './accountApi';
import { groupSecret } from './totpCode';
import { TotpVerifyForm } from './TotpVerifyForm';
import { useAccountTranslation } from './useAccountTranslation';

interface TotpEnrolmentStepsProps {
  enrolment: TotpEnrolment;
  verifying: boolean;
  onVerify: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Set-up begun: install an app, add the account by QR code or key, confirm with a code. */
export function TotpEnrolmentSteps({ enrolment, verifying, onVerify, onCancel }: TotpEnrolmentStepsProps) {
  const { t } = useAccountTranslation();
  return (
    <Steps
      orientation="vertical"
      // Dots rather than numbered circles: their white digits on the theme blue lack contrast.
      type="dot"
      current={2}
      items={[
        { title: t('totp.installTitle'), content: t('totp.installText'), status: 'finish' },
        {
          title: t('totp.scanTitle'),
          status: 'finish',
          content: (
            <Flex vertical gap="small" align="start">
              <Typography.Text>{t('totp.scanText')}</Typography.Text>
              <img
                src={enrolment.qr_data_url}
                alt={t('totp.qrAlt')}
                width={180}
                height={180}
                data-testid="totp-qr"
              />
              <Typography.Text>{t('totp.secret')}:</Typography.Text>
              <Typography.Text code copyable={{ text: enrolment.secret }} data-testid="totp-secret">
                {groupSecret(enrolment.secret)}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t('totp.verifyTitle'),
          status: 'process',
          content: (
            <Flex vertical gap="small">
              <Typography.Text>{t('totp.verifyText')}</Typography.Text>
              <TotpVerifyForm verifying={verifying} onVerify={onVerify} onCancel={onCancel} />
            </Flex>
          ),
        },
      ]}
    />
  );
}

import { Button, Flex, Form } from 'antd';
import { applyServerFieldErrors } from '../../components/form';
import { TOTP_CODE_PATTERN } from './totpCode';
import { TotpCodeInput } from './TotpCodeInput';
import { useAccountTranslation } from './useAccountTranslation';

interface TotpVerifyFormProps {
  verifying: boolean;
  /** Rejects with the server's error, whose field error ('code') the form then shows. */
  onVerify: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

export function TotpVerifyForm({ verifying, onVerify, onCancel }: TotpVerifyFormProps) {
  const { t } = useAccountTranslation();
  const [form] = Form.useForm<{ code: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={({ code }) =>
        onVerify(code).catch((error: unknown) => applyServerFieldErrors(form, error, ['code']))
      }
    >
      <Form.Item
        name="code"
        label={t('totp.code')}
        rules={[{ required: true, pattern: TOTP_CODE_PATTERN, message: t('totp.codeFormat') }]}
      >
        <TotpCodeInput autoFocus />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={verifying}>
          {t('totp.verify')}
        </Button>
        <Button onClick={onCancel} disabled={verifying}>
          {t('common.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}

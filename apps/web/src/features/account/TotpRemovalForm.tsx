import { Button, Form, Input, Radio, theme, Typography } from 'antd';
import { useState } from 'react';
import type { TotpRemovalProof } from './accountApi';
import { applyServerFieldErrors } from '../../components/form';
import { TOTP_CODE_PATTERN } from './totpCode';
import { TotpCodeInput } from './TotpCodeInput';
import { useAccountTranslation } from './useAccountTranslation';

type Proof = 'code' | 'password';

interface TotpRemovalFormProps {
  removing: boolean;
  /** Rejects with the server's error, whose field error the form then shows. */
  onRemove: (proof: TotpRemovalProof) => Promise<unknown>;
}

/** Turning the authenticator off needs a current code or the password. */
export function TotpRemovalForm({ removing, onRemove }: TotpRemovalFormProps) {
  const { t } = useAccountTranslation();
  const [form] = Form.useForm<{ code?: string; password?: string }>();
  const [proof, setProof] = useState<Proof>('code');
  const required = t('common.required');
  const { token } = theme.useToken();

  const submit = (values: { code?: string; password?: string }): Promise<unknown> =>
    onRemove(proof === 'code' ? { code: values.code ?? '' } : { password: values.password ?? '' }).catch(
      (error: unknown) => applyServerFieldErrors(form, error, [proof]),
    );

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
      <Typography.Title level={2} style={{ fontSize: token.fontSizeLG }}>
        {t('totp.removeTitle')}
      </Typography.Title>
      <Typography.Paragraph>{t('totp.removeText')}</Typography.Paragraph>
      <Form.Item label={t('totp.removeBy')}>
        <Radio.Group
          value={proof}
          onChange={(event) => setProof(event.target.value as Proof)}
          options={[
            { value: 'code', label: t('totp.byCode') },
            { value: 'password', label: t('totp.byPassword') },
          ]}
        />
      </Form.Item>
      {proof === 'code' ? (
        <Form.Item
          name="code"
          label={t('totp.code')}
          rules={[{ required: true, pattern: TOTP_CODE_PATTERN, message: t('totp.codeFormat') }]}
        >
          <TotpCodeInput />
        </Form.Item>
      ) : (
        <Form.Item name="password" label={t('totp.password')} rules={[{ required: true, message: required }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Button danger htmlType="submit" loading={removing}>
        {t('totp.remove')}
      </Button>
    </Form>
  );
}

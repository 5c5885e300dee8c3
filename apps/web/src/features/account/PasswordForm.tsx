import { Button, Form, Input } from 'antd';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './passwordRules';
import { applyServerFieldErrors } from '../../components/form';
import type { PasswordChange } from './accountApi';
import { useAccountTranslation } from './useAccountTranslation';

interface PasswordFormValues {
  current_password: string;
  new_password: string;
  repeat_password: string;
}

const SERVER_FIELDS = ['current_password', 'new_password'] as const;

interface PasswordFormProps {
  login: string;
  saving: boolean;
  /** Rejects with the server's error, whose field errors the form then shows. */
  onChange: (change: PasswordChange) => Promise<unknown>;
}

export function PasswordForm({ login, saving, onChange }: PasswordFormProps) {
  const { t } = useAccountTranslation();
  const [form] = Form.useForm<PasswordFormValues>();
  const required = { required: true, message: t('common.required') };

  const checkNewPassword = (value: string | undefined): Promise<void> => {
    const problem = value ? passwordProblem(value, login) : null;
    if (problem === 'tooShort') {
      return Promise.reject(new Error(t('password.tooShort', { min: PASSWORD_MIN_LENGTH })));
    }
    if (problem === 'equalsLogin') {
      return Promise.reject(new Error(t('password.equalsLogin')));
    }
    return Promise.resolve();
  };

  const submit = async (values: PasswordFormValues): Promise<void> => {
    try {
      await onChange({ current_password: values.current_password, new_password: values.new_password });
      form.resetFields();
    } catch (error) {
      applyServerFieldErrors(form, error, SERVER_FIELDS);
    }
  };

  return (
    <Form<PasswordFormValues> form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit}>
      {/* Lets the browser's password manager tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
      <Form.Item name="current_password" label={t('password.current')} rules={[required]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={t('password.next')}
        rules={[required, { validator: (_rule, value: string | undefined) => checkNewPassword(value) }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat_password"
        label={t('password.repeat')}
        dependencies={['new_password']}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('new_password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}

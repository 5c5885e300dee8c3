import { fieldErrorsOf, notificationEmailChanged, notificationEmailSchema } from '@afx/domain';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { IssuerConfigView } from './issuerSettingsApi';
import { useIssuerSettingsTranslation } from './useIssuerSettingsTranslation';

interface NotificationEmailProps {
  config: IssuerConfigView;
  save: (input: { iban_support: boolean; notification_email: string }) => Promise<unknown>;
}

/**
 * The issuer's notification e-mail (spec 3 §2.5, §5, spec 2 §5.3): shown, then edited with save
 * and cancel; required, at most 100 characters, a valid address; saved only if changed.
 */
export function NotificationEmail({ config, save }: NotificationEmailProps) {
  const { t, tm } = useIssuerSettingsTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (draft === null) return;
    const problem = fieldErrorsOf(notificationEmailSchema, draft)[0];
    if (problem) {
      setError(tm(problem.key, problem.params));
      return;
    }
    if (!notificationEmailChanged(config.notification_email, draft)) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await save({ iban_support: config.iban_support, notification_email: draft.trim() });
      void message.success(tm('notification_email_saved'));
      setDraft(null);
    } catch {
      // The HTTP client has said why; the edit stays open.
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>{t('email')}:</Typography.Text>
        <Typography.Text data-testid="notification-email">
          {config.notification_email ?? t('notSet')}
        </Typography.Text>
        <Button size="small" onClick={() => setDraft(config.notification_email ?? '')}>
          {t('edit')}
        </Button>
      </Flex>
    );
  }
  return (
    <Form layout="inline" onFinish={() => void submit()}>
      <Form.Item
        label={t('email')}
        required
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
      >
        <Input
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          aria-label={t('email')}
          style={{ width: 320, maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>
          <Button onClick={() => setDraft(null)}>{t('cancel')}</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}

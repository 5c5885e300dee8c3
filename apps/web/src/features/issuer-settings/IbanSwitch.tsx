import type { SmartFormatService } from '@afx/domain';
import { App, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { IssuerConfigView } from './issuerSettingsApi';
import { useIssuerSettingsTranslation } from './useIssuerSettingsTranslation';

interface IbanSwitchProps {
  service: SmartFormatService;
  config: IssuerConfigView;
  save: (input: { iban_support: boolean; notification_email: string }) => Promise<unknown>;
  reread: () => Promise<void>;
}

const CONFIRM_KEY = {
  crc: 'iban_support_change_crc_confirm',
  fpt: 'iban_support_change_fpt_confirm',
} as const;

/**
 * IBAN support of the issuer in a service (spec 3 §2.5, §4): changed only where the administrator
 * granted IBAN access and by whom may flip it, after the service's confirmation; the config is then
 * read again.
 */
export function IbanSwitch({ service, config, save, reread }: IbanSwitchProps) {
  const { t, tm } = useIssuerSettingsTranslation();
  const { message, modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  const allowed = config.iban_access && config.can_switch_iban;
  const why = !config.iban_access
    ? t('ibanNotGranted')
    : !config.can_switch_iban
      ? t('ibanNotAllowed')
      : null;

  const change = (next: boolean) => {
    void modal.confirm({
      title: tm(CONFIRM_KEY[service]),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: async () => {
        setSaving(true);
        try {
          await save({ iban_support: next, notification_email: config.notification_email ?? '' });
          await reread();
          void message.success(tm('iban_support_saved'));
        } catch {
          // The HTTP client has said why; the switch shows what the server holds.
        } finally {
          setSaving(false);
        }
      },
    });
  };

  return (
    <Flex gap="small" align="center" wrap>
      <Typography.Text strong>{t('iban')}:</Typography.Text>
      <Switch
        checked={config.iban_support}
        disabled={!allowed}
        loading={saving}
        onChange={change}
        aria-label={t('iban')}
      />
      {why ? <Typography.Text type="secondary">{why}</Typography.Text> : null}
    </Flex>
  );
}

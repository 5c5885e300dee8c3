import type { SmartFormatService } from '@afx/domain';
import { Card, Flex } from 'antd';
import { IbanSwitch } from './IbanSwitch';
import { NotificationEmail } from './NotificationEmail';
import { useIssuerConfig } from './useIssuerConfig';
import { useIssuerSettingsTranslation } from './useIssuerSettingsTranslation';

interface IssuerSettingsProps {
  service: SmartFormatService;
  issuerId: number;
}

/**
 * The selected issuer's settings on a setup page (spec 3 §2.5, spec 2 §2.8): the notification
 * e-mail and IBAN support. /fpt/setup shows the e-mail too (decision 0035): it is the organisation's
 * one for both services, and IBAN support is saved with it, so an FPT-only user must be able to set it.
 */
export function IssuerSettings({ service, issuerId }: IssuerSettingsProps) {
  const { t } = useIssuerSettingsTranslation();
  const { config, save, reread } = useIssuerConfig(service, issuerId);
  if (!config) return null;
  return (
    <Card size="small" title={t('title')}>
      <Flex vertical gap="small">
        <NotificationEmail key={config.id} config={config} save={save} />
        <IbanSwitch service={service} config={config} save={save} reread={reread} />
      </Flex>
    </Card>
  );
}

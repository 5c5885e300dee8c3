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
 * The selected issuer's settings on a setup page: /crc/setup the notification e-mail and IBAN
 * support, /fpt/setup IBAN support (spec 3 §2.5).
 */
export function IssuerSettings({ service, issuerId }: IssuerSettingsProps) {
  const { t } = useIssuerSettingsTranslation();
  const { config, save, reread } = useIssuerConfig(service, issuerId);
  if (!config) return null;
  return (
    <Card size="small" title={t('title')}>
      <Flex vertical gap="small">
        {service === 'crc' ? <NotificationEmail key={config.id} config={config} save={save} /> : null}
        <IbanSwitch service={service} config={config} save={save} reread={reread} />
      </Flex>
    </Card>
  );
}

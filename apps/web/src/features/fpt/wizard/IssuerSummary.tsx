import { Alert, Avatar, Descriptions, Flex, Typography } from 'antd';
import type { SenderIssuerVerdict } from '@afx/domain';
import { useFptTranslation } from '../useFptTranslation';
import type { IssuerInfo } from './alertWizardApi';
import type { LookedUpNumbers } from './useAlertWizard';

function IssuerName({ issuer }: { issuer: IssuerInfo }) {
  const { t } = useFptTranslation();
  const name = issuer.issuer_org_name ?? issuer.issuer_country_name;
  return (
    <Flex gap="small" align="center">
      {issuer.issuer_icon_src ? <Avatar size="small" src={issuer.issuer_icon_src} alt="" /> : null}
      {name ?? <Typography.Text type="secondary">{t('wizard.issuer.unknownIssuer')}</Typography.Text>}
    </Flex>
  );
}

/** The spec's info blocks about the receiver's issuer (exchange.md: its lookup outcomes). */
function RecipientIssuerNotice({ issuer }: { issuer: IssuerInfo }) {
  const { t } = useFptTranslation();
  switch (issuer.outcome) {
    case 'not_supported':
      return (
        <Alert
          type="error"
          showIcon
          title={t('wizard.issuer.notSupportedTitle')}
          description={t('wizard.issuer.notSupported')}
        />
      );
    case 'not_found':
      return (
        <Alert
          type="warning"
          showIcon
          title={t('wizard.issuer.notFoundTitle')}
          description={t('wizard.issuer.notFound')}
        />
      );
    case 'not_connected':
      return (
        <Alert
          type="warning"
          showIcon
          title={t('wizard.issuer.notConnectedTitle')}
          description={
            issuer.monitoring_email ? (
              <>
                {t('wizard.issuer.notConnected')}{' '}
                <a href={`mailto:${issuer.monitoring_email}`}>{issuer.monitoring_email}</a>
              </>
            ) : (
              t('wizard.issuer.noMonitoringEmail')
            )
          }
        />
      );
    case 'found':
      return null;
  }
}

export interface IssuerSummaryProps {
  numbers: LookedUpNumbers;
  senderVerdict: SenderIssuerVerdict;
  ownOrgName: string;
}

/** Step 1's read-only head: both numbers with their issuers, and what the sender's issuer means. */
export function IssuerSummary({ numbers, senderVerdict, ownOrgName }: IssuerSummaryProps) {
  const { t } = useFptTranslation();
  const { recipient, sender } = numbers;
  return (
    <Flex vertical gap="middle">
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'sender', label: t('wizard.issuer.sender'), children: sender.number },
          {
            key: 'senderIssuer',
            label: t('wizard.issuer.senderIssuer'),
            children: <IssuerName issuer={sender.issuer} />,
          },
          { key: 'recipient', label: t('wizard.issuer.recipient'), children: recipient.number },
          {
            key: 'recipientIssuer',
            label: t('wizard.issuer.recipientIssuer'),
            children: <IssuerName issuer={recipient.issuer} />,
          },
        ]}
      />
      {senderVerdict === 'own' ? null : (
        <Alert
          type={senderVerdict === 'warn' ? 'warning' : 'error'}
          showIcon
          title={t(
            senderVerdict === 'warn' ? 'wizard.issuer.senderNotOwnWarn' : 'wizard.issuer.senderNotOwnRefuse',
            { org: ownOrgName },
          )}
        />
      )}
      <RecipientIssuerNotice issuer={recipient.issuer} />
    </Flex>
  );
}

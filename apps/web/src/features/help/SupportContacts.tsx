import { ClockCircleOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Alert, Col, Descriptions, Row, Typography } from 'antd';
import type { ClientConfig } from '../../app/auth/clientConfig';
import { HelpSection } from './HelpSection';
import { useHelpTranslation } from './useHelpTranslation';

/** The support e-mail and phone from /config, and the working hours. */
export function SupportContacts({ support }: { support: ClientConfig['support'] }) {
  const { t } = useHelpTranslation();
  const hasContacts = Boolean(support.email || support.phone);
  return (
    <Row gutter={[32, 16]}>
      <Col xs={24} md={12}>
        <HelpSection title={t('support.contactsTitle')}>
          {hasContacts ? (
            <Descriptions
              column={1}
              size="small"
              items={[
                ...(support.email
                  ? [
                      {
                        key: 'email',
                        label: (
                          <>
                            <MailOutlined aria-hidden /> {t('support.email')}
                          </>
                        ),
                        children: (
                          <Typography.Link href={`mailto:${support.email}`} data-testid="support-email">
                            {support.email}
                          </Typography.Link>
                        ),
                      },
                    ]
                  : []),
                ...(support.phone
                  ? [
                      {
                        key: 'phone',
                        label: (
                          <>
                            <PhoneOutlined aria-hidden /> {t('support.phone')}
                          </>
                        ),
                        children: (
                          <Typography.Link href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>
                            {support.phone}
                          </Typography.Link>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          ) : (
            <Alert type="warning" showIcon title={t('support.noContacts')} />
          )}
        </HelpSection>
      </Col>
      <Col xs={24} md={12}>
        <HelpSection title={t('support.hoursTitle')}>
          <Typography.Paragraph>
            <ClockCircleOutlined aria-hidden /> {t('support.hours')}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('support.hoursNote')}</Typography.Paragraph>
        </HelpSection>
      </Col>
    </Row>
  );
}

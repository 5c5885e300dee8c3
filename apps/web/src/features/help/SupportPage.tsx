import { canAccessRoute } from '@afx/domain';
import { Alert, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useProfile } from '../../app/auth/profileContext';
import { useAuthSession } from '../../app/auth/sessionContext';
import { HelpArticle } from './HelpArticle';
import { HelpSection } from './HelpSection';
import { SupportContacts } from './SupportContacts';
import { useHelpTranslation } from './useHelpTranslation';

const WHO_TOPICS = ['access', 'password', 'email', 'errors'] as const;
const INCLUDE_ITEMS = ['who', 'where', 'what', 'error', 'ids'] as const;

/** Portal pages worth a link, shown only when the user may open them. */
const HELP_LINKS = [
  { key: 'crimeCheck', to: '/help/crimecheck' },
  { key: 'atmList', to: '/help/atm-list' },
  { key: 'password', to: '/account/password' },
  { key: 'totp', to: '/account/totp' },
  { key: 'about', to: '/about' },
] as const;

/** /help/support: how to reach support and what to tell it. */
export function SupportPage() {
  const { t } = useHelpTranslation();
  const { config } = useAuthSession();
  const profile = useProfile();
  // Account pages live with an outside identity when there is one; the portal's copies are unused.
  const links = HELP_LINKS.filter(
    (link) =>
      canAccessRoute(profile, link.to) && !(config.externalIdentity && link.to.startsWith('/account/')),
  );
  return (
    <HelpArticle intro={t('support.intro')}>
      <SupportContacts support={config.support} />
      <HelpSection title={t('support.whoTitle')}>
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={WHO_TOPICS.map((key) => ({
            key,
            topic: t(`support.who.${key}.topic`),
            contact: t(`support.who.${key}.contact`),
          }))}
          columns={[
            { key: 'topic', dataIndex: 'topic', title: t('support.whoTopic') },
            { key: 'contact', dataIndex: 'contact', title: t('support.whoContact') },
          ]}
        />
      </HelpSection>
      <HelpSection title={t('support.includeTitle')}>
        <ol>
          {INCLUDE_ITEMS.map((key) => (
            <li key={key}>{t(`support.include.${key}`)}</li>
          ))}
        </ol>
        <Alert
          type="warning"
          showIcon
          title={t('support.privacyTitle')}
          description={t('support.privacy')}
          data-testid="support-privacy"
        />
      </HelpSection>
      <HelpSection title={t('support.linksTitle')}>
        <ul>
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t(`support.links.${link.key}`)}</Link>
            </li>
          ))}
          <li>
            <Typography.Link href="/api/docs" target="_blank" rel="noreferrer">
              {t('support.links.apiDocs')}
            </Typography.Link>
          </li>
        </ul>
      </HelpSection>
    </HelpArticle>
  );
}

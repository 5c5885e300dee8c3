import { canAccessRoute } from '@afx/domain';
import { Card, Descriptions, Flex, Typography, type DescriptionsProps } from 'antd';
import { useContext } from 'react';
import { Link } from 'react-router';
import { ProfileContext } from '../../app/auth/profileContext';
import { useAuthSession } from '../../app/auth/sessionContext';
import { buildInfo } from './buildInfo';
import { useAboutTranslation } from './useAboutTranslation';

const API_DOCS_PATH = '/api/docs';

/** Help pages, each linked only for a user who may open it. */
const HELP_LINKS = [
  { key: 'support', to: '/help/support' },
  { key: 'helpCrimeCheck', to: '/help/crimecheck' },
  { key: 'helpAtmList', to: '/help/atm-list' },
] as const;

/** /about: the product, its version (the server's /config) and build, and where to read more. */
export function AboutPage() {
  const { t } = useAboutTranslation();
  const { config } = useAuthSession();
  // /about is public: without sign-in there is no profile, and only public links are shown.
  const profile = useContext(ProfileContext);
  const build = buildInfo();
  const items: DescriptionsProps['items'] = [
    {
      key: 'version',
      label: t('version'),
      children: <span data-testid="about-version">{config.version || t('unknown')}</span>,
    },
    { key: 'build', label: t('build'), children: build.id || t('unknown') },
    { key: 'buildTime', label: t('buildTime'), children: build.time || t('unknown') },
    { key: 'mode', label: t('mode'), children: build.mode || t('unknown') },
  ];
  return (
    <Flex vertical gap="large" style={{ maxWidth: 880 }}>
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 22 }}>
          {t('product')}
        </Typography.Title>
        <Typography.Paragraph>{t('description')}</Typography.Paragraph>
        <Descriptions bordered column={1} size="small" items={items} />
      </Card>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {t('links')}
          </Typography.Title>
        }
      >
        <Flex vertical gap="small" component="ul" style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>
            <Typography.Link href={API_DOCS_PATH} target="_blank" rel="noreferrer">
              {t('apiDocs')}
            </Typography.Link>
          </li>
          {HELP_LINKS.filter((link) => canAccessRoute(profile, link.to)).map((link) => (
            <li key={link.key}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
        </Flex>
      </Card>
    </Flex>
  );
}

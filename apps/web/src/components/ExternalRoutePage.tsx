import { ExportOutlined } from '@ant-design/icons';
import { matchRoute } from '@afx/domain';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuthSession } from '../app/auth/sessionContext';
import { externalPageUrl } from '../layout/menu/externalPages';
import { useRouteTitle } from '../layout/routeTitle';

/**
 * A typed URL of a page that lives on another site (the forum): a link that opens it in a new
 * tab, or a notice when this installation has no address for it.
 */
export function ExternalRoutePage() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const { config } = useAuthSession();
  const { pathname } = useLocation();
  const route = matchRoute(pathname).at(-1);
  const page = route ? routeTitle(route.titleKey) : pathname;
  const url = externalPageUrl(pathname, config);
  if (!url) {
    return (
      <Result
        status="warning"
        title={
          <span data-testid="external-page-not-configured">{t('external.notConfigured', { page })}</span>
        }
      />
    );
  }
  return (
    <Result
      status="info"
      title={page}
      subTitle={t('external.opensOutside')}
      extra={
        <Button type="primary" href={url} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
          {t('external.open', { page })}
        </Button>
      }
    />
  );
}

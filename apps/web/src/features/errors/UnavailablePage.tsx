import { matchRoute } from '@afx/domain';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../app/router/paths';
import { useRouteTitle } from '../../layout/routeTitle';

/**
 * The page of an area whose screens this installation does not have yet (see
 * docs/decisions/0021-unbuilt-areas.md): the menu still shows it by the user's codes.
 */
export function UnavailablePage() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const area = matchRoute(pathname)[0];
  return (
    <Result
      status="info"
      title={<span data-testid="unavailable-page">{t('unavailable.title')}</span>}
      subTitle={area ? t('unavailable.subtitle', { area: routeTitle(area.titleKey) }) : undefined}
      extra={
        <Button type="primary" onClick={() => void navigate(PATHS.home)}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}

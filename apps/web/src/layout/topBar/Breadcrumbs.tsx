import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteTitle } from '../routeTitle';
import { breadcrumbTrail } from './breadcrumbTrail';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const { pathname } = useLocation();
  const items = breadcrumbTrail(pathname).map((step) => ({
    key: `${step.titleKey}:${step.link ?? ''}`,
    title: step.link ? <Link to={step.link}>{routeTitle(step.titleKey)}</Link> : routeTitle(step.titleKey),
  }));
  return (
    <nav aria-label={t('layout.breadcrumbs')} className="afx-breadcrumbs">
      <Breadcrumb items={items} />
    </nav>
  );
}

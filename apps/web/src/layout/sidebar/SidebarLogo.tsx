import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The product's mark at the top of the sidebar; the full name only when there is room. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="afx-sidebar-logo" aria-label={`${t('app.name')}: ${t('app.title')}`}>
      <span className="afx-sidebar-logo-mark">{t('app.name')}</span>
      {collapsed ? null : <span className="afx-sidebar-logo-text">{t('app.title')}</span>}
    </Link>
  );
}

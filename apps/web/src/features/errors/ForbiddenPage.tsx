import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../app/router/paths';

/**
 * 401: shown in place of a page the user's codes do not allow (the URL stays, so the same link
 * works once the rights are granted) and at /401.
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<span data-testid="forbidden-page">401 · {t('forbidden.title')}</span>}
      subTitle={t('forbidden.subtitle')}
      extra={<Button onClick={() => void navigate(PATHS.home)}>{t('common.backHome')}</Button>}
    />
  );
}

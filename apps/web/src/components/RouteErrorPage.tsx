import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { errorText } from '../api/http';
import { recordRenderError } from '../layout/errorLog/captureErrors';
import { StatusScreen } from './StatusScreen';

/** Shown when a page fails to load or render, for example a chunk missing after a deployment. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => recordRenderError(error, 'Route error boundary'), [error]);
  return (
    <StatusScreen
      title={errorText(error)}
      actionLabel={t('common.retry')}
      onAction={() => window.location.reload()}
    />
  );
}

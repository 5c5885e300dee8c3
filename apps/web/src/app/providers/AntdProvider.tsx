import { App, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toLanguage } from '../../i18n/languages';
import { antdLocaleFor } from '../../i18n/antdLocales';
import { themeFor } from '../../layout/settings/antdTheme';
import { useMediaQuery } from '../../layout/useMediaQuery';
import { usePageSettings } from '../../layout/settings/settingsStore';
import { HttpMessageBridge } from './HttpMessageBridge';

/**
 * antd's locale follows the UI language, its theme colour and component size the page settings;
 * antd's App gives messages and notifications that follow all three. Animations follow the
 * system's reduced-motion setting (WCAG 2.3.3).
 */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { themeColor, size } = usePageSettings();
  const language = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = useMemo(() => themeFor(themeColor, reducedMotion), [themeColor, reducedMotion]);
  return (
    <ConfigProvider locale={antdLocaleFor(language)} theme={theme} componentSize={size}>
      <App>
        <HttpMessageBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

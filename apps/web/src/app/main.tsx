import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '../api/http';
import { createI18n } from '../i18n/i18n';
import { readLanguageCookie } from '../i18n/languageCookie';
import { resolveLanguage } from '../i18n/languageResolution';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { bindDocumentLocale } from '../i18n/documentLocale';
import { captureUncaughtErrors, recordHttpFailure } from '../layout/errorLog/captureErrors';
import { App } from './App';
import { createQueryClient } from './providers/queryClient';
import { createAppRouter } from './router/routes';

// Before sign-in only the cookie is known; the profile may switch the language later.
const i18n = createI18n(resolveLanguage({ cookie: readLanguageCookie() }));
bindDocumentLocale(i18n);
configureHttp({
  getLanguage: () => i18n.resolvedLanguage ?? DEFAULT_LANGUAGE,
  reportFailure: recordHttpFailure,
});
// The error log (spec 1 §8) sees every uncaught error from the start.
captureUncaughtErrors();

// Created once, outside React, so StrictMode's double render cannot start a second router.
const router = createAppRouter();
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} router={router} />
  </StrictMode>,
);

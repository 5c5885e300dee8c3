import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';

/** The app's providers for a shared component: i18next, antd's App (messages), react-query. */
export function testWrapper(language: Language = 'en'): (props: { children: ReactNode }) => ReactElement {
  const i18n = createI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Providers({ children }) {
    return (
      <StyleProvider mock="server">
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <App>{children}</App>
          </QueryClientProvider>
        </I18nextProvider>
      </StyleProvider>
    );
  };
}

export function renderWithProviders(ui: ReactElement, language: Language = 'en'): RenderResult {
  return render(ui, { wrapper: testWrapper(language) });
}

/** jsdom has no ResizeObserver; antd's popups (select lists, pickers) measure with it. */
export function installResizeObserver(): void {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
}

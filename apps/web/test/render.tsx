import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { installResizeObserver } from '../src/components/i18n/testProviders';
import { parseProfile } from '../src/app/auth/profile';
import { ProfileContext } from '../src/app/auth/profileContext';
import { SessionContext } from '../src/app/auth/sessionContext';
import { AppProviders } from '../src/app/providers/AppProviders';
import { HttpMessageBridge } from '../src/app/providers/HttpMessageBridge';
import { createQueryClient } from '../src/app/providers/queryClient';
import { createI18n } from '../src/i18n/i18n';
import type { Language } from '../src/i18n/languages';
import { testSession } from './fixtures';
import { ANALYST } from './fixtures/profiles';

export interface RenderInAppOptions {
  /** What /user/info answered for the signed-in user; the demo analyst of Bank Alpha unless set. */
  profile?: Record<string, unknown>;
  /** The address the router starts at. */
  path?: string;
  /** The route patterns the element is rendered at; any address unless set. */
  routes?: readonly string[];
  language?: Language;
}

/**
 * A screen as the signed-in shell renders it: the app's providers (i18next, react-query, antd's
 * App, showing the HTTP client's errors), a session, the user's profile and a memory router the
 * test may read and move. Its calls go to the fake server (serve()).
 */
export function renderInApp(element: ReactElement, options: RenderInAppOptions = {}) {
  installResizeObserver();
  const { session } = testSession();
  vi.spyOn(session, 'getUser').mockResolvedValue(null);
  const routes = options.routes ?? ['*'];
  const router = createMemoryRouter(
    routes.map((path) => ({ path, element })),
    { initialEntries: [options.path ?? '/'] },
  );
  const view = render(
    <StyleProvider mock="server">
      <AppProviders i18n={createI18n(options.language ?? 'en')} queryClient={createQueryClient()}>
        <SessionContext value={session}>
          <App>
            <HttpMessageBridge />
            <ProfileContext value={parseProfile(options.profile ?? ANALYST)}>
              <RouterProvider router={router} />
            </ProfileContext>
          </App>
        </SessionContext>
      </AppProviders>
    </StyleProvider>,
  );
  return { ...view, router };
}

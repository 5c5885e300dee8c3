import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from './auth/SessionProvider';
import { AppProviders } from './providers/AppProviders';

interface AppProps {
  i18n: i18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ i18n, queryClient, router }: AppProps) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>
  );
}

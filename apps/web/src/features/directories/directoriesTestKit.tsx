import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { analystProfileBody, testSession } from '../../../test/fixtures';
import { http, HttpError, type RequestOptions } from '../../api/http';
import { parseProfile } from '../../app/auth/profile';
import { ProfileContext } from '../../app/auth/profileContext';
import { SessionContext } from '../../app/auth/sessionContext';
import { AppProviders } from '../../app/providers/AppProviders';
import { createQueryClient } from '../../app/providers/queryClient';
import { createI18n } from '../../i18n/i18n';

// antd renders slowly in jsdom: waiting up to 5 s keeps the tests honest rather than flaky.
configure({ asyncUtilTimeout: 5000 });

/** Bank Alpha (org 2) with the U-codes, as alpha.analyst signs in. */
export const ALPHA = { orgId: 2, orgName: 'Bank Alpha' } as const;
export const U_CODES = ['user', 'U1007', 'U1008', 'U1011', 'U12', 'U13', 'U20'];
export const E_CODES = ['user', 'E1007', 'E1008', 'E1011', 'E12', 'E13', 'E20'];

/** What a mocked endpoint answers for a body: a value, or an HttpError to reject with. */
export type Route = (body: unknown) => unknown;

/** An HTTP failure as the server sends it (`{ message, code, fields }`). */
export function httpFailure(status: number, message: string, fields?: Record<string, string>): HttpError {
  return new HttpError(status, { message, code: 'test', fields });
}

/**
 * Mocks the one HTTP client: each path answers through its route (a POST gets the body), an
 * unknown path rejects. Answers the spies, so a test can read the calls.
 */
export function mockHttp(routes: Readonly<Record<string, Route>>) {
  const answer = <T,>(path: string, body: unknown, options?: RequestOptions<T>): Promise<T> => {
    const route = routes[path];
    if (!route) return Promise.reject(new Error(`No route for ${path}`));
    try {
      const value = route(body);
      if (value instanceof Error) return Promise.reject(value);
      return Promise.resolve(options?.parse ? options.parse(value) : (value as T));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const post = vi
    .spyOn(http, 'post')
    .mockImplementation((path: string, body?: unknown, options?: RequestOptions<unknown>) =>
      answer(path, body, options),
    );
  const get = vi
    .spyOn(http, 'get')
    .mockImplementation((path: string, options?: RequestOptions<unknown>) =>
      answer(path, undefined, options),
    );
  return { post, get };
}

/** The bodies posted to a path so far. */
export function bodiesPostedTo(post: ReturnType<typeof mockHttp>['post'], path: string): unknown[] {
  return post.mock.calls.filter(([called]) => called === path).map(([, body]) => body);
}

/** jsdom has no ResizeObserver; antd's tables and text areas observe their size. */
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * A directory screen as the shell renders it for a user of Bank Alpha with these roles, in English,
 * at an address (its list's search lives there) in a router the test may read and move.
 */
export function renderDirectory(element: ReactElement, roles: readonly string[] = U_CODES, path = '/di') {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  const { session } = testSession();
  vi.spyOn(session, 'getUser').mockResolvedValue(null);
  const profile = parseProfile(
    analystProfileBody({ roles: [...roles], org_id: ALPHA.orgId, org_name: ALPHA.orgName }),
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <AppProviders i18n={createI18n('en')} queryClient={createQueryClient()}>
      <SessionContext value={session}>
        <App>
          <ProfileContext value={profile}>
            <RouterProvider router={router} />
          </ProfileContext>
        </App>
      </SessionContext>
    </AppProviders>,
  );
  return { ...view, router };
}

/** The payment systems every directory lists. */
export const CARD_SYSTEMS = {
  list: [
    { id: 0, name: 'ПРОСТІР' },
    { id: 1, name: 'Visa' },
    { id: 2, name: 'Mastercard' },
  ],
  total_count: 3,
};

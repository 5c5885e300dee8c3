import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analystProfileBody, testConfig, testSession } from '../../../test/fixtures';
import { ApiFailure, eventStreamOf, serve } from '../../../test/network';
import { createI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import type { AuthSession } from '../auth/authSession';
import { PROFILE_PATH } from '../auth/profile';
import { SessionContext } from '../auth/sessionContext';
import { AppProviders } from '../providers/AppProviders';
import { createQueryClient } from '../providers/queryClient';
import { SignedInArea } from './SignedInArea';

// No feature pages: every area renders the shell's own status page, whatever the areas have built.
vi.mock('../../features/registry', () => ({ featurePages: [] }));

/** Frames the event stream sends once the page connects. */
let streamFrames: string[] = [];

function renderSignedInArea(session: AuthSession, path = '/incidents', language: Language = 'en') {
  const i18n = createI18n(language);
  const router = createMemoryRouter([{ path: '*', Component: SignedInArea }], { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <SessionContext value={session}>
        <RouterProvider router={router} />
      </SessionContext>
    </AppProviders>,
  );
  return { i18n, router };
}

/** Answers the profile (a body or a failure) and the event stream; any other call fails the test. */
function answerProfile(answer: unknown): void {
  serve({
    [PROFILE_PATH]: () => answer,
    '/api/events': () => eventStreamOf(streamFrames),
  });
}

beforeEach(() => {
  streamFrames = [];
});

afterEach(() => {
  vi.useRealTimers();
});

const navigation = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('the signed-in shell', { timeout: 20_000 }, () => {
  it("shows the user's name and organisation and a menu of the allowed areas", async () => {
    answerProfile(analystProfileBody());
    renderSignedInArea(testSession().session);

    expect((await screen.findByTestId('user-name')).textContent).toBe('Olena Koval');
    expect(screen.getByTestId('user-org').textContent).toBe('Bank Alpha');
    const menu = navigation();
    expect(within(menu).getByText('Dashboard')).toBeTruthy();
    expect(within(menu).getByText('Incidents')).toBeTruthy();
    expect(within(menu).getByText('Forum')).toBeTruthy();
    expect(within(menu).queryByText('Crime Check')).toBeNull();
    expect(within(menu).queryByText('FPT')).toBeNull();
  });

  it('shows the administration area in the menu of the admin only', async () => {
    answerProfile(
      analystProfileBody({ name: 'afx.admin', roles: ['admin'], org_id: 1, org_name: 'AFX operator' }),
    );
    renderSignedInArea(testSession().session, '/admin/audit');

    await waitFor(() => expect(document.title).toBe('Audit log — AFX'));
    expect(within(navigation()).getByText('Administration')).toBeTruthy();
    expect(screen.queryByTestId('forbidden-page')).toBeNull();
  });

  it('gives a manager no administration area, and 401 for its typed address', async () => {
    answerProfile(analystProfileBody({ roles: ['user', 'manager', 'U1000'] }));
    renderSignedInArea(testSession().session, '/admin/organisations');

    expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
    const menu = navigation();
    expect(within(menu).getByText('Manager')).toBeTruthy();
    expect(within(menu).queryByText('Administration')).toBeNull();
  });

  it('shows the login when the profile has no full name', async () => {
    answerProfile(analystProfileBody({ introduction: '' }));
    renderSignedInArea(testSession().session);

    expect((await screen.findByTestId('user-name')).textContent).toBe('alpha.analyst');
  });

  it('renders an area without screens as not yet available, titled by its route', async () => {
    answerProfile(analystProfileBody());
    renderSignedInArea(testSession().session, '/incidents');

    expect(await screen.findByText('This service is not yet available in this installation')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Incidents — AFX'));
  });

  it('shows 401 in place for a typed URL the codes do not allow', async () => {
    answerProfile(analystProfileBody());
    const { router } = renderSignedInArea(testSession().session, '/crc/client');

    expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/crc/client');
    await waitFor(() => expect(document.title).toBe('Access denied — AFX'));
  });

  it('sends an unknown path to /404', async () => {
    answerProfile(analystProfileBody());
    const { router } = renderSignedInArea(testSession().session, '/no/such/page');

    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('adds a tag per visited page and closes it, returning to the last one', async () => {
    answerProfile(analystProfileBody());
    const { router } = renderSignedInArea(testSession().session, '/incidents');
    const tags = await screen.findByTestId('tags-view');

    await act(() => router.navigate('/incidents/categories'));
    expect(within(tags).getByTestId('tag-/incidents')).toBeTruthy();
    expect(within(tags).getByTestId('tag-/incidents/categories')).toBeTruthy();

    fireEvent.click(within(tags).getByTestId('tag-close-/incidents/categories'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
    expect(within(tags).queryByTestId('tag-/incidents/categories')).toBeNull();
    expect(within(tags).getByTestId('tag-/incidents').getAttribute('aria-current')).toBe('page');
    // The dashboard is fixed: its tag has no close button.
    expect(within(tags).queryByTestId('tag-close-/')).toBeNull();
  });

  it('shows a pushed test message and a pushed counter', async () => {
    streamFrames = [
      'event: test\ndata: {"type":"test","message":"Channel works","at":"2025-01-01T00:00:00Z"}\n\n',
      'event: counter\ndata: {"type":"counter","counter":"crc","new_count":150}\n\n',
    ];
    answerProfile(analystProfileBody({ roles: ['user', 'U22'] }));
    // An installation with Crime Check, which serves its counter.
    renderSignedInArea(testSession({ ...testConfig(), counters: ['crc'] }).session, '/crc/client');

    expect(await screen.findByText('Channel works')).toBeTruthy();
    expect((await screen.findByTestId('counter-crc')).textContent).toContain('99+');
  });

  it("switches to the profile's language and remembers it in the cookie", async () => {
    answerProfile(analystProfileBody({ locale: 'ru' }));
    const { i18n } = renderSignedInArea(testSession().session, '/incidents', 'uk');

    expect(
      await within(await screen.findByRole('navigation', { name: 'Главное меню' })).findByText('Главная'),
    ).toBeTruthy();
    expect(i18n.resolvedLanguage).toBe('ru');
    expect(document.cookie).toContain('language=ru');
  });

  it('keeps the language chosen in this browser over the stored one', async () => {
    document.cookie = 'language=en; path=/';
    answerProfile(analystProfileBody({ locale: 'ru' }));
    const { i18n } = renderSignedInArea(testSession().session, '/incidents', 'en');

    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('asks for a new login after a failed profile load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerProfile(new ApiFailure(401, { message: 'Token expired', code: 'UNAUTHORIZED' }));
    const { session } = testSession();
    const restartSignIn = vi.spyOn(session, 'restartSignIn').mockResolvedValue();
    renderSignedInArea(session);

    expect(await screen.findByText('Verification failed, please Login again.')).toBeTruthy();
    expect(await screen.findByText('HTTP 401 - Token expired')).toBeTruthy();
    expect(restartSignIn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(restartSignIn).toHaveBeenCalledExactlyOnceWith({ forceLogin: true }));
    expect(screen.queryByTestId('user-name')).toBeNull();
  });

  it('rejects a profile without a roles list', async () => {
    answerProfile(analystProfileBody({ roles: null }));
    const { session } = testSession();
    vi.spyOn(session, 'restartSignIn').mockResolvedValue();
    renderSignedInArea(session);

    expect(await screen.findByText('getInfo: roles must be a non-null array!')).toBeTruthy();
    expect(screen.queryByTestId('user-name')).toBeNull();
  });
});

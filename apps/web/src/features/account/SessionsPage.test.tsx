import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { serve, type ServedCall } from '../../../test/network';
import { renderAccountPage } from '../../../test/features/account';
import { SessionsPage } from './SessionsPage';

const SESSIONS = {
  list: [
    {
      id: 'session-current',
      created_at: '2026-11-21T08:00:00.000Z',
      expires_at: '2026-12-05T08:00:00.000Z',
      ip: '10.0.0.1',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
      browser: 'Chrome 156 on Linux',
      current: true,
    },
    {
      id: 'session-phone',
      created_at: '2026-11-20T21:30:15.000Z',
      expires_at: null,
      ip: '10.0.0.2',
      user_agent: 'SomeAgent/7 (unreadable)',
      browser: null,
      current: false,
    },
    {
      id: 'session-laptop',
      created_at: '2026-11-19T06:00:00.000Z',
      expires_at: '2026-12-03T06:00:00.000Z',
      ip: null,
      user_agent: null,
      browser: null,
      current: false,
    },
  ],
  total_count: 3,
};

function rowOf(ip: string): HTMLElement {
  const row = screen.getByText(ip).closest('tr');
  if (!row) throw new Error(`no row for ${ip}`);
  return row;
}

const BASE = '/api/cab/v1/account/sessions';
let calls: ServedCall[] = [];
const asked = () => calls.map((call) => `${call.method} ${call.path}`);

beforeEach(() => {
  calls = serve({
    [BASE]: () => SESSIONS,
    [`${BASE}/revoke-others`]: () => ({ revoked: 2 }),
    [`${BASE}/:id`]: () => ({ revoked: 1 }),
  });
});

describe('the sessions page', { timeout: 20_000 }, () => {
  it('lists the sessions in Kyiv time and marks the current one', async () => {
    renderAccountPage(<SessionsPage />);

    const current = rowOf(await screen.findByText('10.0.0.1').then((cell) => cell.textContent ?? ''));
    expect(within(current).getByTestId('current-session').textContent).toBe('This session');
    expect(within(current).getByText(/21\.11\.2026 10:00:00/)).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(within(rowOf('10.0.0.2')).getByText('20.11.2026 23:30:15')).toBeTruthy();
  });

  it('names the browser and system, and shows an unknown agent as it came', async () => {
    renderAccountPage(<SessionsPage />);

    const current = rowOf(await screen.findByText('10.0.0.1').then((cell) => cell.textContent ?? ''));
    expect(within(current).getByTestId('user-agent').textContent).toBe('Chrome 156 on Linux');
    expect(within(current).queryByText(/Mozilla/)).toBeNull();
    expect(within(rowOf('10.0.0.2')).getByTestId('user-agent').textContent).toBe('SomeAgent/7 (unreadable)');
  });

  it('signs out one session by its id', async () => {
    renderAccountPage(<SessionsPage />);
    await screen.findByText('10.0.0.2');

    fireEvent.click(within(rowOf('10.0.0.2')).getByRole('button', { name: 'Sign out' }));

    // Signed out, then the list read again.
    await waitFor(() =>
      expect(asked()).toEqual([`GET ${BASE}`, `DELETE ${BASE}/session-phone`, `GET ${BASE}`]),
    );
  });

  it('signs out all the others only after confirmation', async () => {
    renderAccountPage(<SessionsPage />);
    await screen.findByText('10.0.0.2');

    fireEvent.click(screen.getByRole('button', { name: /Sign out all other sessions/ }));
    expect(await screen.findByText('Sign out every session except this one?')).toBeTruthy();
    expect(asked()).toEqual([`GET ${BASE}`]);
    const dialog = screen.getByRole('tooltip');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(asked()).toContain(`POST ${BASE}/revoke-others`));
    expect(asked().filter((call) => call.startsWith('POST'))).toHaveLength(1);
    expect(await screen.findByText('Other sessions signed out: 2')).toBeTruthy();
  });
});

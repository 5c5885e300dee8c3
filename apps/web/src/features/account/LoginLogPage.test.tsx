import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_RESULTS } from './accountApi';
import { serve, type ServedCall } from '../../../test/network';
import { renderAccountPage } from '../../../test/features/account';
import { LoginLogPage } from './LoginLogPage';

const TOTAL = 45;

/** Entries newest first, numbered across pages, like the server's. */
function page(number: number, size: number) {
  const first = (number - 1) * size;
  const count = Math.max(0, Math.min(size, TOTAL - first));
  return {
    list: Array.from({ length: count }, (_item, index) => ({
      id: TOTAL - first - index,
      at: new Date(Date.UTC(2026, 10, 21, 12, 0, 0) - (first + index) * 60_000).toISOString(),
      ip: `10.0.0.${first + index + 1}`,
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Safari/604.1',
      browser: 'Safari 18 on iOS',
      result: LOGIN_RESULTS[(first + index) % LOGIN_RESULTS.length],
    })),
    total_count: TOTAL,
  };
}

const LOG_PATH = '/api/cab/v1/account/login-log';
let calls: ServedCall[] = [];
const asked = () => calls.map((call) => `${call.method} ${call.path}${call.search}`);

beforeEach(() => {
  calls = serve({
    [LOG_PATH]: (_body, request) => {
      const query = new URL(request.url).searchParams;
      return page(Number(query.get('page_number')), Number(query.get('page_size')));
    },
  });
});

describe('the sign-in log', { timeout: 20_000 }, () => {
  it('shows the first 20 entries with their time in Kyiv and the result as a tag', async () => {
    renderAccountPage(<LoginLogPage />);

    expect(await screen.findByText('21.11.2026 14:00:00')).toBeTruthy();
    expect(screen.getAllByText('Signed in').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Wrong password').length).toBeGreaterThan(0);
    expect(screen.getByText('Entries in total: 45')).toBeTruthy();
    // Browser and system, not the raw header.
    expect(screen.getAllByTestId('user-agent')[0]?.textContent).toBe('Safari 18 on iOS');
    expect(screen.queryByText(/Mozilla/)).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(asked()).toEqual([`GET ${LOG_PATH}?page_number=1&page_size=20`]);
  });

  it('asks the server for the next page', async () => {
    renderAccountPage(<LoginLogPage />);
    await screen.findByText('10.0.0.1');

    fireEvent.click(screen.getByRole('listitem', { name: '3' }));

    expect(await screen.findByText('10.0.0.41')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    await waitFor(() => expect(asked().at(-1)).toBe(`GET ${LOG_PATH}?page_number=3&page_size=20`));
  });
});

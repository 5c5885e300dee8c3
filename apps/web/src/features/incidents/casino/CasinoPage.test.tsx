import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CasinoRow } from '../api/incidentTypes';
import { serve } from '../../../../test/network';
import { ANALYST, EMPTY_LIST, EXPERT, renderIncidents } from '../../../../test/features/incidents';
import { CasinoPage } from './CasinoPage';

const API = '/api/incidents/v1';
const CASINO: CasinoRow = {
  id: 30,
  id2: 9030,
  event_date: '05.01.2026',
  url: 'https://bet777-casino.example',
  description: 'Приймає платежі карткою без ліцензії',
  creator_org_id: 2,
  creator_org_name: 'Bank Alpha',
  active: true,
  update_dt: '2026-01-05T12:00:00.000Z',
};

function serveCasinos() {
  return serve({
    [`${API}/casino/list`]: () => ({ list: [CASINO], total_count: 1 }),
    [`${API}/organization/list`]: () => EMPTY_LIST,
  });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('CasinoPage', { timeout: 30_000 }, () => {
  it('lists casinos with the URL as text and a copy button, newest change first', async () => {
    const calls = serveCasinos();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderIncidents(<CasinoPage />, { profile: ANALYST, path: '/incidents/illegal_casino' });
    await screen.findByText('https://bet777-casino.example');
    // Never a live link to an illegal site.
    expect(screen.getByTestId('casino-table').querySelector('a[href]')).toBeNull();
    const cell = screen.getByTestId('casino-url');
    fireEvent.click(within(cell).getByRole('button'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://bet777-casino.example'));
    expect(screen.getByText('active')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      page_number: 1,
      page_size: 20,
      sort_field: 'update_dt',
      sort_order: 'descend',
      filter: {},
    });
    expect(screen.queryByLabelText('Source organisation')).toBeNull();
  });

  it('filters by a URL of 5 to 510 characters and active only', async () => {
    const calls = serveCasinos();
    renderIncidents(<CasinoPage />, { profile: EXPERT, path: '/incidents/illegal_casino' });
    expect(screen.getByLabelText('Source organisation')).toBeTruthy();
    const url = screen.getByLabelText('URL', { selector: 'input' });
    expect(url).toHaveProperty('maxLength', 510);
    fireEvent.change(url, { target: { value: 'bet' } });
    fireEvent.blur(url);
    expect(await screen.findByText('length must be 5 to 510')).toBeTruthy();
    fireEvent.change(url, { target: { value: 'bet777' } });
    fireEvent.click(screen.getByLabelText('Active only'));
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({ filter: { url: 'bet777', active_only: true } }),
    );
  });

  it('opens on the filter, page and sort of its address, the box filled', async () => {
    const calls = serveCasinos();
    renderIncidents(<CasinoPage />, {
      profile: ANALYST,
      path: '/incidents/illegal_casino?q.url=bet777&q.active_only=true&page=2&size=50&sort=-id',
    });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]?.body).toEqual({
      page_number: 2,
      page_size: 50,
      sort_field: 'id',
      sort_order: 'descend',
      filter: { url: 'bet777', active_only: true },
    });
    expect(screen.getByLabelText('URL', { selector: 'input' })).toHaveProperty('value', 'bet777');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alphaUserWith } from '../../../test/fixtures/profiles';
import { pickOption } from '../../../test/features/admin';
import { bodiesSentTo, listOf, serve } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { MCS_PATHS } from '../mobile-check';
import { McsAnalyticsPage } from './McsAnalyticsPage';

// jsdom has no canvas: the chart stands in as its series' names; the tables beside are the real ones.
vi.mock('echarts-for-react', () => ({
  default: ({ option }: { option: { series: { data: unknown[] }[] } }) => (
    <div data-testid="chart">{JSON.stringify(option.series[0]?.data ?? [])}</div>
  ),
}));

const MCS_ANALYTICS_EXPORT = '/api/mcs/v2/analytics/export';
const EMPTY = { total: 0, day: [], operator: [], sim_changed: [], call_forwarding: [] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the mobile check analytics page', { timeout: 30_000 }, () => {
  it('asks for the period in the address and shows each chart with its table in words', async () => {
    const calls = serve({
      [MCS_PATHS.analytics]: () => ({
        total: 5,
        day: [{ key: '2026-11-20', count: 5 }],
        operator: [
          { key: 'kyivstar', count: 3 },
          { key: 'vodafone', count: 2 },
        ],
        sim_changed: [
          { key: 'yes', count: 1 },
          { key: 'another_operator_or_not_active', count: 4 },
        ],
        call_forwarding: [{ key: 'unknown', count: 5 }],
      }),
    });
    renderInApp(<McsAnalyticsPage />, {
      profile: alphaUserWith(['user', 'U1004']),
      path: '/analytics/mcs-search?from=01.11.2026&to=27.11.2026&operator=kyivstar',
      routes: ['/analytics/mcs-search'],
      language: 'en',
    });
    await waitFor(() =>
      expect(bodiesSentTo(calls, MCS_PATHS.analytics)[0]).toEqual({
        filter: { date_from: '2026-11-01', date_to: '2026-11-27', operator: 'kyivstar' },
      }),
    );
    expect((await screen.findAllByText('Kyivstar')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Another operator or not active').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Call forwarding: unknown').length).toBeGreaterThan(0);
    expect(screen.getByText('Checks in all')).toBeTruthy();
    // A day as the portal writes dates, in the chart and its table.
    expect(screen.getAllByText('20.11.2026').length).toBeGreaterThan(0);
    // The period in the portal's date range, as the address holds it.
    expect(screen.getByDisplayValue('01.11.2026')).toBeTruthy();
    expect(screen.getByDisplayValue('27.11.2026')).toBeTruthy();
    // U1004: no organisation filter.
    expect(screen.queryByLabelText('Organisation')).toBeNull();
  });

  it('E1004 picks an organisation by name, which goes in the address and the request', async () => {
    const empty = { total: 0, day: [], operator: [], sim_changed: [], call_forwarding: [] };
    const calls = serve({
      [MCS_PATHS.analytics]: () => empty,
      [MCS_PATHS.organisations]: () =>
        listOf([
          { id: 3, name: 'Bank Beta', monitoring_email: null, org_type_id: 'issuer', country_id: 'UA' },
        ]),
    });
    renderInApp(<McsAnalyticsPage />, {
      profile: alphaUserWith(['user', 'E1004']),
      path: '/analytics/mcs-search?from=01.11.2026&to=27.11.2026',
      routes: ['/analytics/mcs-search'],
      language: 'en',
    });
    await pickOption(await screen.findByLabelText('Organisation'), 'Bank Beta');
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, MCS_PATHS.analytics).at(-1)).toEqual({
        filter: { date_from: '2026-11-01', date_to: '2026-11-27', org_id: 3 },
      }),
    );
  });

  it('Reset clears the address: the last 30 days, every operator', async () => {
    const calls = serve({ [MCS_PATHS.analytics]: () => EMPTY });
    const { router } = renderInApp(<McsAnalyticsPage />, {
      profile: alphaUserWith(['user', 'U1004']),
      path: '/analytics/mcs-search?from=01.11.2026&to=27.11.2026&operator=kyivstar',
      routes: ['/analytics/mcs-search'],
      language: 'en',
    });
    await waitFor(() => expect(bodiesSentTo(calls, MCS_PATHS.analytics)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const last = bodiesSentTo(calls, MCS_PATHS.analytics).at(-1) as { filter: Record<string, string> };
    expect(Object.keys(last.filter)).toEqual(['date_from', 'date_to']);
    expect(last.filter.date_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('exports the tables through the server with the filter on the screen, and saves its file', async () => {
    const calls = serve({
      [MCS_PATHS.analytics]: () => EMPTY,
      [MCS_ANALYTICS_EXPORT]: () =>
        new Response('x', {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="mcs-analytics-2026-11-01-2026-11-27.xlsx"',
          },
        }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:xlsx');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInApp(<McsAnalyticsPage />, {
      profile: alphaUserWith(['user', 'U1004']),
      path: '/analytics/mcs-search?from=01.11.2026&to=27.11.2026&operator=vodafone',
      routes: ['/analytics/mcs-search'],
      language: 'en',
    });
    // One export for the whole page: the charts have no buttons of their own.
    const exports = await screen.findAllByRole('button', { name: /Export/ });
    expect(exports).toHaveLength(1);
    await userEvent.click(exports[0]!);
    await userEvent.click(await screen.findByText('Excel (xlsx)'));
    await waitFor(() =>
      expect(bodiesSentTo(calls, MCS_ANALYTICS_EXPORT)).toEqual([
        { filter: { date_from: '2026-11-01', date_to: '2026-11-27', operator: 'vodafone' }, format: 'xlsx' },
      ]),
    );
    await waitFor(() => expect(saved).toEqual(['mcs-analytics-2026-11-01-2026-11-27.xlsx']));
  });
});

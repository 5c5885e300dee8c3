import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, serve, type ServedCall } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { DashboardPage } from './DashboardPage';
import { DASHBOARD_INFO_PATH } from './dashboardInfo';

// jsdom cannot draw on a canvas; the chart's own module is replaced, the card around it is real.
vi.mock('./IncidentTrendChart', () => ({
  IncidentTrendChart: () => <div data-testid="incident-trend-chart" />,
}));

const INFO = {
  users: 5,
  api_users: 2,
  organisations: 6,
  bins: 12345,
  incidents_total: 40,
  incidents_forum: 10,
  incidents_api: 12,
  incidents_menu: 18,
  negative_checks: null,
  fpt_alerts_awaiting: 7,
  fpt_alerts_overdue: 2,
  crc_requests_total: null,
  crc_requests_today: null,
  incident_trend: null,
  generated_at: '2026-11-21T10:15:00.000Z',
};

let calls: ServedCall[] = [];

/** The dashboard's figures, as the server answers them from now on. */
function answerWith(body: unknown) {
  calls = serve({ [DASHBOARD_INFO_PATH]: () => body });
}

function counter(name: string): string {
  return screen.getByTestId(`counter-${name}`).querySelector('.ant-statistic-content')?.textContent ?? '';
}

function renderDashboard() {
  renderInApp(<DashboardPage />);
}

beforeEach(() => {
  calls = [];
});

describe('the dashboard', { timeout: 20_000 }, () => {
  it('shows the counts, and "—" where a service is not installed', async () => {
    answerWith(INFO);
    renderDashboard();

    await waitFor(() => expect(counter('users')).toBe('5'));
    expect(counter('api_users')).toBe('2');
    expect(counter('organisations')).toBe('6');
    expect(counter('bins')).toBe('12,345');
    expect(counter('incidents_total')).toBe('40');
    expect(counter('fpt_alerts_awaiting')).toBe('7');
    expect(counter('fpt_alerts_overdue')).toBe('2');
    expect(counter('incidents_forum')).toBe('10');
    expect(counter('incidents_api')).toBe('12');
    expect(counter('incidents_menu')).toBe('18');
    expect(counter('negative_checks')).toBe('—');
    expect(counter('crc_requests_total')).toBe('—');
    expect(counter('crc_requests_today')).toBe('—');
    expect(screen.getByTestId('dashboard-generated-at').textContent).toBe(
      'Figures as of 21.11.2026 12:15:00',
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${DASHBOARD_INFO_PATH}`]);
  });

  it('says the incident registry is missing instead of drawing an empty chart', async () => {
    answerWith(INFO);
    renderDashboard();

    expect((await screen.findByTestId('trend-not-installed')).textContent).toContain(
      'The incident registry is not installed yet',
    );
    expect(screen.queryByTestId('incident-trend-chart')).toBeNull();
  });

  it('draws the trend with its figures in text', async () => {
    answerWith({
      ...INFO,
      incident_trend: [
        { date: '2026-11-19', count: 3 },
        { date: '2026-11-20', count: 7 },
        { date: '2026-11-21', count: 0 },
      ],
    });
    renderDashboard();

    expect(await screen.findByTestId('incident-trend-chart')).toBeTruthy();
    expect(screen.getByTestId('trend-summary').textContent).toBe(
      'Over 3 days 10 were registered; the busiest day had 7 (20.11.2026).',
    );
    const table = screen.getByRole('table', { name: 'Incidents registered over 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('shows every counter as "—" when the request fails', async () => {
    serve({ [DASHBOARD_INFO_PATH]: () => failure(503, 'Service unavailable') });
    renderDashboard();

    await waitFor(() => expect(counter('users')).toBe('—'));
    expect(counter('organisations')).toBe('—');
    expect(counter('crc_requests_today')).toBe('—');
    expect(screen.getByText('The chart data could not be loaded.')).toBeTruthy();
  });

  it('loads the figures again on refresh', async () => {
    answerWith(INFO);
    renderDashboard();
    await waitFor(() => expect(counter('users')).toBe('5'));

    const first = calls;
    answerWith({ ...INFO, users: 7 });
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));

    await waitFor(() => expect(counter('users')).toBe('7'));
    expect([...first, ...calls].map((call) => call.path)).toEqual([DASHBOARD_INFO_PATH, DASHBOARD_INFO_PATH]);
  });
});

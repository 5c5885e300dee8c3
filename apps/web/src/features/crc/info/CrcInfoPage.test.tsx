import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alphaUserWith } from '../../../../test/fixtures/profiles';
import { bodiesSentTo, serve } from '../../../../test/network';
import { renderInApp } from '../../../../test/render';
import { CrcInfoPage } from './CrcInfoPage';
import { INFO_SUMMARY_PATH, type InfoBank, type InfoSummary } from './infoApi';

// jsdom cannot draw on a canvas: the chart's own module is replaced; what it is given is real.
vi.mock('../../../components/chart/DailyChart', () => ({
  DailyChart: ({ days, series }: { days: string[]; series: { label: string; values: number[] }[] }) => (
    <div data-testid="crc-info-chart">
      {days.join(',')} | {series.map((entry) => `${entry.label}: ${entry.values.join(',')}`).join(' | ')}
    </div>
  ),
}));

const TIMEOUT_MS = 30_000;

const FIGURES = {
  received: 12,
  taken: 10,
  replied: 7,
  rejected: 2,
  median_minutes_to_take: 45,
  median_minutes_to_reply: 1565,
  answered_by_due_share: 0.875,
};

const bank = (organisation_id: number, name: string, received: number): InfoBank => ({
  ...FIGURES,
  organisation_id,
  name,
  received,
});

function summary(banks: InfoBank[] = []): InfoSummary {
  return {
    figures: FIGURES,
    per_day: [
      { day: '2026-11-25', received: 5, replied: 3, rejected: 1 },
      { day: '2026-11-26', received: 7, replied: 4, rejected: 1 },
    ],
    banks,
  };
}

type SummaryBody = { date_from: string; date_to: string; organisation_id?: number };

function renderInfo(roles: string[], path = '/crc/info') {
  return renderInApp(<CrcInfoPage />, { profile: alphaUserWith(roles), path, language: 'en' });
}

describe('/crc/info (issue 14)', { timeout: TIMEOUT_MS }, () => {
  it("shows the own bank's figures for the last 30 days, the chart per day and the guide; no bank table for U1009", async () => {
    const calls = serve({ [INFO_SUMMARY_PATH]: () => summary() });
    const { router } = renderInfo(['user', 'U1009']);
    const figures = await screen.findByTestId('crc-info-figures');
    expect(within(figures).getByText('Requests received')).toBeTruthy();
    expect(within(figures).getByText('12')).toBeTruthy();
    expect(within(figures).getByText('45 min')).toBeTruthy();
    expect(within(figures).getByText('1 d 2 h')).toBeTruthy();
    expect(within(figures).getByText('88 %')).toBeTruthy();
    expect((await screen.findByTestId('crc-info-chart')).textContent).toBe(
      '2026-11-25,2026-11-26 | Requests received: 5,7 | Replied: 3,4 | Rejected: 1,1',
    );
    const [sent] = bodiesSentTo(calls, INFO_SUMMARY_PATH) as SummaryBody[];
    expect(sent?.date_from).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(sent?.organisation_id).toBeUndefined();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('crc-info-banks')).toBeNull();
    expect(screen.queryByTestId('crc-info-organisation')).toBeNull();
    expect(screen.getByTestId('crc-info-guide')).toBeTruthy();
    // The full help page is U22's, not U1009's.
    expect(screen.queryByText('Full guide')).toBeNull();
  });

  it('reads the period and the bank from the address; E1009 sees every bank, a bank select and the export', async () => {
    const calls = serve({
      [INFO_SUMMARY_PATH]: () => summary([bank(2, 'Bank Alpha', 8), bank(3, 'Bank Beta', 4)]),
    });
    const { router } = renderInfo(['user', 'E1009', 'U22'], '/crc/info?from=01.11.2026&to=26.11.2026&org=3');
    const table = await screen.findByTestId('crc-info-banks');
    expect(within(table).getByText('Bank Alpha')).toBeTruthy();
    expect(within(table).getByText('Bank Beta')).toBeTruthy();
    expect(bodiesSentTo(calls, INFO_SUMMARY_PATH)[0]).toEqual({
      date_from: '01.11.2026',
      date_to: '26.11.2026',
      organisation_id: 3,
    });
    expect(screen.getByText('Export CSV')).toBeTruthy();
    expect(screen.getByText('Full guide')).toBeTruthy();

    fireEvent.mouseDown(within(screen.getByTestId('crc-info-organisation')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('All banks'));
    await waitFor(() => expect(router.state.location.search).toBe('?from=01.11.2026&to=26.11.2026'));
    await waitFor(() =>
      expect(bodiesSentTo(calls, INFO_SUMMARY_PATH).at(-1)).toEqual({
        date_from: '01.11.2026',
        date_to: '26.11.2026',
      }),
    );
  });

  it('a U1009 user cannot ask for another bank through the address', async () => {
    const calls = serve({ [INFO_SUMMARY_PATH]: () => summary() });
    renderInfo(['user', 'U1009'], '/crc/info?from=01.11.2026&to=26.11.2026&org=3');
    await screen.findByTestId('crc-info-figures');
    expect(bodiesSentTo(calls, INFO_SUMMARY_PATH)[0]).toEqual({
      date_from: '01.11.2026',
      date_to: '26.11.2026',
    });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normalizeLooseDate } from '@afx/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, installResizeObserver } from '../i18n/testProviders';
import { defaultRange, toDateRangeFilter, TYPED_DATE_FORMATS } from './dateRange';
import { DateRangeFilter } from './DateRangeFilter';

// antd's pickers parse with this plugin; the test reads typed text the same way.
dayjs.extend(customParseFormat);

describe('date range helpers', () => {
  it.each([
    '20.11.2025',
    '2025-11-20',
    '2025/11/20',
    '1.12.2025',
    '01/12/2025',
    '01-12-2025',
    '01 12 2025',
    '01122025',
  ])('reads %s as the domain does', (typed) => {
    const read = dayjs(typed, [...TYPED_DATE_FORMATS], true);
    expect(read.isValid() ? read.format('DD.MM.YYYY') : null).toBe(normalizeLooseDate(typed));
  });

  it('goes 30 days back to today unless told otherwise', () => {
    const today = dayjs('2025-03-15T12:00:00');
    const [from, to] = defaultRange(undefined, today);
    expect(from.format('DD.MM.YYYY')).toBe('13.02.2025');
    expect(to.format('DD.MM.YYYY')).toBe('15.03.2025');
    expect(defaultRange(7, today)[0].format('DD.MM.YYYY')).toBe('08.03.2025');
  });

  it('sends the ends as YYYY-MM-DD', () => {
    expect(toDateRangeFilter([dayjs('2025-02-13'), dayjs('2025-03-15T23:59:59')])).toEqual({
      from: '2025-02-13',
      to: '2025-03-15',
    });
    expect(toDateRangeFilter(null)).toBeNull();
  });
});

describe('DateRangeFilter', { timeout: 20_000 }, () => {
  beforeEach(installResizeObserver);

  it('shows dd.MM.yyyy, offers the week/month/3 months shortcuts and picks one', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <DateRangeFilter
        value={[dayjs('2025-02-13'), dayjs('2025-03-15')]}
        onChange={onChange}
        aria-label="Period"
      />,
    );
    expect(screen.getByDisplayValue('13.02.2025')).toBeTruthy();
    expect(screen.getByDisplayValue('15.03.2025')).toBeTruthy();
    await user.click(screen.getByDisplayValue('13.02.2025'));
    expect(await screen.findByText('Week')).toBeTruthy();
    expect(screen.getByText('Month')).toBeTruthy();
    await user.click(screen.getByText('3 months'));
    const [range] = onChange.mock.calls.at(-1) ?? [];
    const [from, to] = range as [dayjs.Dayjs, dayjs.Dayjs];
    expect(to.format('YYYY-MM-DD')).toBe(dayjs().format('YYYY-MM-DD'));
    expect(to.diff(from.startOf('day'), 'day')).toBe(90);
  });

  it('takes the typed forms the domain accepts (2025-11-20, 1.12.2025), not only dd.MM.yyyy', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DateRangeFilter value={null} onChange={onChange} />);
    await user.click(screen.getByPlaceholderText('Start date'));
    await user.keyboard('2025-11-20');
    await user.click(screen.getByPlaceholderText('End date'));
    await user.keyboard('1.12.2025{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [range] = onChange.mock.calls.at(-1) ?? [];
    expect((range as [dayjs.Dayjs, dayjs.Dayjs]).map((end) => end.format('DD.MM.YYYY'))).toEqual([
      '20.11.2025',
      '01.12.2025',
    ]);
  });

  it('disables future days', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateRangeFilter value={null} onChange={vi.fn()} />);
    await user.click(screen.getByPlaceholderText('Start date'));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const cell = document.querySelector(`td[title="${tomorrow}"]`);
    expect(cell?.className).toContain('disabled');
  });
});

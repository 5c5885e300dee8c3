import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../i18n/testProviders';
import { HistoryDrawer, type HistoryEntry } from './HistoryDrawer';
import { changeValueText, formatEventTime, newestFirst } from './historyEntries';

const ENTRIES: HistoryEntry[] = [
  { action: 'created', event_dt: '2025-01-10T08:00:00Z', creator: 'alpha.analyst' },
  {
    action: 'updated',
    event_dt: '2025-07-01T21:30:15Z',
    creator: 'alpha.manager',
    notes: 'Corrected the phone',
    changes: { phone: ['380501112233', '380671112233'], notes: [null, 'checked'] },
  },
];

describe('history entries', () => {
  it('orders newest first and shows Kyiv time as dd.MM.yyyy HH:mm:ss', () => {
    expect(newestFirst(ENTRIES).map((entry) => entry.action)).toEqual(['updated', 'created']);
    // Summer time: UTC+3, so the evening in UTC is the next morning in Kyiv.
    expect(formatEventTime('2025-07-01T21:30:15Z')).toBe('02.07.2025 00:30:15');
    expect(formatEventTime('2025-01-10T08:00:00Z')).toBe('10.01.2025 10:00:00');
    expect(formatEventTime('not a time')).toBe('not a time');
  });

  it('writes changed values as text', () => {
    expect(changeValueText(null)).toBeNull();
    expect(changeValueText('')).toBeNull();
    expect(changeValueText(12)).toBe('12');
    expect(changeValueText(false)).toBe('false');
    expect(changeValueText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('HistoryDrawer', { timeout: 20_000 }, () => {
  it('loads on open and shows actions, creators, notes and changes, newest first', async () => {
    const load = vi.fn(() => Promise.resolve(ENTRIES));
    renderWithProviders(
      <HistoryDrawer
        open
        onClose={vi.fn()}
        load={load}
        actionLabel={(action) => (action === 'created' ? 'Created' : 'Updated')}
        fieldLabel={(field) => (field === 'phone' ? 'Phone' : field)}
      />,
    );
    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(screen.getByText('History')).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Updated')).toBeLessThan(text.indexOf('Created'));
    expect(screen.getByText('02.07.2025 00:30:15')).toBeTruthy();
    expect(screen.getByText('By alpha.manager')).toBeTruthy();
    expect(text).toContain('Notes: Corrected the phone');
    expect(text).toContain('Phone: 380501112233 → 380671112233');
    expect(text).toContain('notes: — → checked');
    expect(load).toHaveBeenCalledTimes(1);
  });

  // The values the analysts saw as stored (issue 11, defect 2), as the server now answers them.
  const READABLE: [string, string, unknown, string, string][] = [
    [
      'phones',
      'Телефони',
      [{ type: 1, number: '380671234567' }],
      '+380 67 123 45 67 (мобільний)',
      'Телефони: — → +380 67 123 45 67 (мобільний)',
    ],
    [
      'category_domain_id',
      'Категорія',
      1,
      'Шахрайство з платіжними картками / Компрометація картки',
      'Категорія: — → Шахрайство з платіжними картками / Компрометація картки',
    ],
    ['org_id', 'Емітент', 1, 'Bank Alpha', 'Емітент: — → Bank Alpha'],
    ['card_system_id', 'Платіжна система', 1, 'Visa', 'Платіжна система: — → Visa'],
    ['prepaid', 'Передплачена', true, 'Так', 'Передплачена: — → Так'],
    ['location_id', 'Населений пункт', 'UA80000000000093317', 'м. Київ', 'Населений пункт: — → м. Київ'],
    ['card_system_id', 'Платіжна система', 2, 'Mastercard', 'Платіжна система: — → Mastercard'],
  ];

  it.each(READABLE)('shows %s as people read it', async (field, label, stored, readable, line) => {
    const entry: HistoryEntry = {
      action: 'create',
      event_dt: '2025-01-10T08:00:00Z',
      creator: 'alpha.analyst',
      changes: { [field]: [null, stored] },
      readable_changes: { [field]: [null, readable] },
    };
    renderWithProviders(
      <HistoryDrawer
        open
        onClose={vi.fn()}
        load={() => Promise.resolve([entry])}
        fieldLabel={(name) => (name === field ? label : name)}
      />,
      'uk',
    );
    expect(await screen.findByText(line)).toBeTruthy();
  });

  it('shows a stored value as text where the server gave no readable one', async () => {
    const entry: HistoryEntry = {
      action: 'update',
      event_dt: '2025-01-10T08:00:00Z',
      creator: 'alpha.analyst',
      changes: { notes: ['a', 'b'], ica: [null, '123456'] },
      readable_changes: { notes: ['a', 'b'] },
    };
    renderWithProviders(<HistoryDrawer open onClose={vi.fn()} load={() => Promise.resolve([entry])} />);
    expect(await screen.findByText('notes: a → b')).toBeTruthy();
    expect(screen.getByText('ica: — → 123456')).toBeTruthy();
  });

  it('closes when the history cannot be loaded', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <HistoryDrawer open onClose={onClose} load={() => Promise.reject(new Error('HTTP 500'))} />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('says so when there is no history', async () => {
    renderWithProviders(
      <HistoryDrawer open onClose={vi.fn()} load={() => Promise.resolve([])} title="BIN history" />,
      'uk',
    );
    expect(await screen.findByText('Історія порожня')).toBeTruthy();
    expect(screen.getByText('BIN history')).toBeTruthy();
  });
});

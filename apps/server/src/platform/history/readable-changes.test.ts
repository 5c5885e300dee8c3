import { describe, expect, it } from 'vitest';
import { readableChanges, readableValue } from './readable-changes.js';

const noNames = () => undefined;

describe('readable values', () => {
  it('shows an instant in Kyiv time and an ISO date as dd.MM.yyyy, as the screens do', () => {
    // Summer time: UTC+3, so the evening in UTC is the next morning in Kyiv.
    expect(readableValue('deleted_dt', '2025-07-01T21:30:15.000Z', noNames, 'uk')).toBe(
      '02.07.2025 00:30:15',
    );
    expect(readableValue('erdr_date', '2025-03-09', noNames, 'uk')).toBe('09.03.2025');
    expect(readableValue('event_date', '09.03.2025', noNames, 'uk')).toBe('09.03.2025');
  });

  it('writes lists and records as text, never as JSON', () => {
    expect(readableValue('acq_id_list', ['123456', '654321'], noNames, 'uk')).toBe('123456, 654321');
    expect(readableValue('geo', { latitude: 50.45, shown: true }, noNames, 'en')).toBe(
      'latitude: 50.45; shown: Yes',
    );
    expect(readableValue('tags', [], noNames, 'uk')).toBeNull();
  });

  it('names ids by the lookup, item by item in a list', () => {
    const names = (field: string, value: unknown) =>
      field === 'org_id'
        ? ({ 1: 'Bank Alpha', 2: 'Bank Beta' } as Record<string, string>)[String(value)]
        : undefined;
    expect(readableChanges({ org_id: [1, [1, 2]], notes: ['', 'x'] }, names, 'uk')).toEqual({
      org_id: ['Bank Alpha', 'Bank Alpha, Bank Beta'],
      notes: [null, 'x'],
    });
  });

  it('translates flags and phone kinds into the reader’s language', () => {
    expect(readableValue('token', false, noNames, 'ru')).toBe('Нет');
    expect(readableValue('phones', [{ number: '380442000101', type: 2 }], noNames, 'ru')).toBe(
      '+380 44 200 01 01 (домашний)',
    );
  });
});

import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CRC_NS, en } from './i18n';
import { timeLeftText } from './dueText';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', ns: [CRC_NS], resources: { en: { [CRC_NS]: en } } });
});
const NOW = new Date('2026-11-27T10:00:00Z');
const row = (due: string | null, statusId = 4, overdue = false) => ({
  due_dt: due,
  status_id: statusId,
  overdue,
});

describe('the time left to a request’s due date (decision 0041)', () => {
  it.each([
    ['days and hours', '2026-11-29T15:30:00Z', '2 d 5 h left'],
    ['hours and minutes', '2026-11-27T13:10:00Z', '3 h 10 min left'],
    ['minutes', '2026-11-27T10:07:00Z', '7 min left'],
  ])('%s', (_case, due, text) => {
    expect(timeLeftText(row(due), i18n.getFixedT('en', CRC_NS), NOW)).toBe(text);
  });

  it('says how long an overdue request is late', () => {
    expect(timeLeftText(row('2026-11-26T09:00:00Z', 5, true), i18n.getFixedT('en', CRC_NS), NOW)).toBe(
      'overdue by 1 d 1 h',
    );
  });

  it('says nothing once answered (6, 7) or without a due date', () => {
    expect(timeLeftText(row('2026-11-26T09:00:00Z', 6), i18n.getFixedT('en', CRC_NS), NOW)).toBe('');
    expect(timeLeftText(row('2026-11-26T09:00:00Z', 7), i18n.getFixedT('en', CRC_NS), NOW)).toBe('');
    expect(timeLeftText(row(null), i18n.getFixedT('en', CRC_NS), NOW)).toBe('');
  });
});

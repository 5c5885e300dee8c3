import { describe, expect, it } from 'vitest';
import { auditValueWords } from './audit-values.js';

describe('the administrative history in words', () => {
  it.each([
    ['user', 'status', 'blocked_by_manager', 'en', 'Blocked by manager'],
    ['user', 'status', 'active', 'uk', 'Активний'],
    ['user', 'role', 'manager', 'en', 'organisation manager'],
    ['invoice', 'status', 'paid', 'uk', 'Сплачено'],
    ['invoice', 'status', 'issued', 'en', 'Issued'],
    ['invoice', 'total', '300000', 'uk', '3\u00a0000,00'],
    ['invoice', 'total', '18720', 'en', '187.20'],
    ['invoice_tariff', 'price', '150', 'en', '1.50'],
    // Codes of other entities, unknown codes and other fields stay as they are.
    ['organisation', 'status', 'paid', 'en', 'paid'],
    ['invoice', 'status', 'lost', 'en', 'lost'],
    ['invoice', 'notes', '300000', 'en', '300000'],
    ['invoice_tariff', 'price', 'free', 'en', 'free'],
  ] as const)('%s %s %s (%s) → %s', (entity, field, value, locale, words) => {
    expect(auditValueWords(entity, field, value, locale)).toBe(words);
  });

  it('leaves an empty value empty', () => {
    expect(auditValueWords('invoice', 'total', null, 'uk')).toBeNull();
  });
});

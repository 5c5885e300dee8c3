import { describe, expect, it } from 'vitest';
import { LOCALES } from '../messages/index.js';
import { FPT_FRAUD_TYPES, fptFraudTypeIn, isFptFraudTypeId } from './fraud-types.js';

describe('the fraud-type catalogue', () => {
  it('holds the eight kinds of the issue, other last', () => {
    expect(FPT_FRAUD_TYPES.map((type) => type.name.en)).toEqual([
      'Phishing site',
      "Vishing: a 'bank security service' call",
      'Marketplace purchase or sale',
      'Investment scam',
      'Account takeover',
      'Card-not-present use',
      'Romance scam',
      'Other',
    ]);
  });

  it('has unique ids', () => {
    const ids = FPT_FRAUD_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(LOCALES)('every entry has a name, a short name and a description in %s', (locale) => {
    for (const type of FPT_FRAUD_TYPES) {
      const entry = fptFraudTypeIn(type, locale);
      expect(entry.name.trim()).not.toBe('');
      expect(entry.short_name.trim()).not.toBe('');
      expect(entry.short_name.length).toBeLessThanOrEqual(entry.name.length);
      expect(entry.description.length).toBeGreaterThan(entry.name.length);
    }
  });

  it('answers in the language asked', () => {
    const phishing = FPT_FRAUD_TYPES[0]!;
    expect(fptFraudTypeIn(phishing, 'uk')).toMatchObject({
      id: 1,
      name: 'Фішинговий сайт',
      short_name: 'Фішинг',
    });
    expect(fptFraudTypeIn(phishing, 'ru').name).toBe('Фишинговый сайт');
  });

  it.each([
    [1, true],
    [8, true],
    [0, false],
    [9, false],
  ])('id %s is a fraud type: %s', (id, expected) => {
    expect(isFptFraudTypeId(id)).toBe(expected);
  });
});

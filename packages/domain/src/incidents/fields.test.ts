import { describe, expect, it } from 'vitest';
import {
  INCIDENT_DETAIL_FIELDS,
  checkErdrNumber,
  checkFullname,
  checkIncidentDate,
  checkIncidentDescription,
  checkIncidentEmail,
  checkIncidentPan,
  checkIncidentUrl,
  checkOrgName,
  isIncidentDetailField,
} from './fields.js';

const NOW = new Date('2024-06-15T09:00:00Z');

describe('incident field rules (spec 1 §5 "Incident form")', () => {
  it.each([
    ['fullname: Cyrillic with apostrophe', checkFullname, 'Мар’яна Петренко-Коваль', null],
    ['fullname: Latin with ASCII apostrophe', checkFullname, "John O'Brien", null],
    ['fullname: digits allowed', checkFullname, 'Agent 007', null],
    ['fullname: exactly 5', checkFullname, 'Іван ', null],
    ['fullname: exactly 50', checkFullname, 'а'.repeat(50), null],
    ['fullname: 4 characters', checkFullname, 'Іван', 'fullname_invalid'],
    ['fullname: 51 characters', checkFullname, 'а'.repeat(51), 'fullname_invalid'],
    ['fullname: dot', checkFullname, 'Іванов І.І.', 'fullname_invalid'],
    ['fullname: quote', checkFullname, 'Іван "Жук"', 'fullname_invalid'],
    ['org_name: quotes', checkOrgName, 'ТОВ «Рога і копита»', null],
    ['org_name: ASCII quotes and hyphen', checkOrgName, 'LLC "Fast-Pay"', null],
    ['org_name: 4 characters', checkOrgName, 'ТОВ ', 'org_name_invalid'],
    ['org_name: 100', checkOrgName, 'б'.repeat(100), null],
    ['org_name: 101', checkOrgName, 'б'.repeat(101), 'org_name_invalid'],
    ['org_name: dot', checkOrgName, 'Bank Inc.', 'org_name_invalid'],
    ['erdr_number: 1 digit', checkErdrNumber, '1', null],
    ['erdr_number: 17 digits', checkErdrNumber, '12024100000000123', null],
    ['erdr_number: 18 digits', checkErdrNumber, '120241000000001234', 'erdr_number_invalid'],
    ['erdr_number: letter', checkErdrNumber, '1202410000000012A', 'erdr_number_invalid'],
    ['pan: 16 digits, Luhn', checkIncidentPan, '5168755512345675', null],
    ['pan: test card accepted in this variant', checkIncidentPan, '4441110000000000', null],
    ['pan: 4111111111111111 rejected', checkIncidentPan, '4111111111111111', 'pan_invalid'],
    ['pan: 15 digits', checkIncidentPan, '516875551234567', 'pan_invalid'],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it.each([
    ['https', 'https://casino.example/x', null],
    ['ftp is not http or https', 'ftp://casino.example', 'url_invalid'],
    ['510 characters', `https://a.ua/${'x'.repeat(497)}`, null],
    ['511 characters', `https://a.ua/${'x'.repeat(498)}`, { key: 'max_length', params: { count: 510 } }],
  ])('url "HTTP or HTTPS, up to 510 characters": %s', (_name, value, expected) => {
    expect(checkIncidentUrl(value)).toEqual(expected);
  });

  it('description: 4000 characters is fine', () => {
    expect(checkIncidentDescription('д'.repeat(4000))).toBeNull();
  });

  it('description: 4001 characters is too long', () => {
    expect(checkIncidentDescription('д'.repeat(4001))).toEqual({
      key: 'max_length',
      params: { count: 4000 },
    });
  });

  it.each([
    [`${'a'.repeat(52)}@bank.ua`, null],
    [`${'a'.repeat(53)}@bank.ua`, { key: 'max_length', params: { count: 60 } }],
    ['bad@', 'email_invalid'],
  ])('email "up to 60 characters": %s → %o', (value, expected) => {
    expect(checkIncidentEmail(value)).toEqual(expected);
  });

  it.each([
    ['15.06.2024', null],
    ['16.06.2024', 'date_in_future'],
    ['31.02.2024', 'date_not_exists'],
  ])('event_date / erdr_date "dd.MM.yyyy, not in the future": %s → %s', (value, expected) => {
    expect(checkIncidentDate(value, NOW)).toBe(expected);
  });

  it('lists the 14 detail fields', () => {
    expect(INCIDENT_DETAIL_FIELDS).toHaveLength(14);
    expect(isIncidentDetailField('phones')).toBe(true);
    expect(isIncidentDetailField('iban')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  apiClientRotateSchema,
  auditFilterSchema,
  checkEndpointUrl,
  checkMfo,
  isEmailDomain,
  normalizeEmailDomain,
  organisationActionSchema,
  organisationCreateSchema,
} from './organisation.js';

const org = {
  name: 'Bank Omega',
  short_name: 'Omega',
  type: 'issuer',
  edrpou: '12345678',
  mfo: '322001',
};

describe('organisation rules (issue 15)', () => {
  it.each([
    ['a bank domain', 'bank.com.ua', true],
    ['a sub-domain', 'mail.bank.ua', true],
    ['an IDN in punycode', 'xn--80ak6aa92e.xn--j1amh', true],
    ['one label', 'localhost', false],
    ['upper case (normalised first)', 'Bank.UA', false],
    ['a space', 'bank .ua', false],
    ['a leading hyphen', '-bank.ua', false],
    ['a digit top-level domain', 'bank.123', false],
    ['an address, not a domain', 'fraud@bank.ua', false],
  ])('e-mail domain: %s', (_name, value, valid) => {
    expect(isEmailDomain(value)).toBe(valid);
  });

  it('takes a pasted domain with its @ and capitals', () => {
    expect(normalizeEmailDomain(' @Bank.COM.ua ')).toBe('bank.com.ua');
  });

  it.each([
    ['6 digits', '322001', null],
    ['5 digits', '32200', 'admin_mfo_invalid'],
    ['letters', '32200A', 'admin_mfo_invalid'],
  ])('MFO: %s', (_name, value, expected) => {
    expect(checkMfo(value)).toBe(expected);
  });

  it.each([
    ['https anywhere', 'https://hooks.bank.ua/afx', null],
    ['http to localhost', 'http://localhost:8080/sandbox/bank/1/fpt', null],
    ['http to 127.0.0.1', 'http://127.0.0.1:5000/h', null],
    ['http elsewhere', 'http://hooks.bank.ua/afx', 'admin_endpoint_https_only'],
    ['http to another private address', 'http://10.0.0.5/afx', 'admin_endpoint_https_only'],
    ['another scheme', 'ftp://hooks.bank.ua', 'url_invalid'],
    ['credentials in it', 'https://user:pw@hooks.bank.ua', 'url_invalid'],
    ['not a URL', 'hooks.bank.ua', 'url_invalid'],
  ])('endpoint URL: %s', (_name, value, expected) => {
    expect(checkEndpointUrl(value)).toBe(expected);
  });

  it.each([
    ['a valid bank', org, []],
    ['an MFO of a non-bank', { ...org, type: 'non_bank' }, [{ field: 'mfo', key: 'admin_mfo_banks_only' }]],
    ['a bad EDRPOU', { ...org, edrpou: '123' }, [{ field: 'edrpou', key: 'egrpou_invalid' }]],
    ['a bad country', { ...org, country: 'UKR' }, [{ field: 'country', key: 'admin_country_invalid' }]],
    [
      'a bad domain',
      { ...org, email_domains: ['ok.ua', 'no domain'] },
      [{ field: 'email_domains.1', key: 'admin_email_domain_invalid' }],
    ],
    [
      'an unknown code',
      { ...org, grantable_codes: ['U1000', 'E99999'] },
      [{ field: 'grantable_codes.1', key: 'admin_permission_code_invalid' }],
    ],
    ['no name', { ...org, name: ' ' }, [{ field: 'name', key: 'required_field' }]],
  ])('organisation form: %s', (_name, input, expected) => {
    expect(fieldErrorsOf(organisationCreateSchema, input)).toEqual(expected);
  });

  it('fills the defaults: Ukraine, no domains twice, each code once', () => {
    const parsed = organisationCreateSchema.parse({
      ...org,
      email_domains: ['Bank.ua', 'bank.ua'],
      grantable_codes: ['U1000', 'U1000'],
    });
    expect(parsed).toMatchObject({ country: 'UA', email_domains: ['bank.ua'], grantable_codes: ['U1000'] });
  });

  it('needs a reason to (de)activate', () => {
    expect(fieldErrorsOf(organisationActionSchema, { id: 1, reason: '' })).toEqual([
      { field: 'reason', key: 'admin_reason_required' },
    ]);
  });

  it('takes an overlap of 0 to 168 hours, 24 by default', () => {
    expect(apiClientRotateSchema.parse({ client_id: 'c' }).overlap_hours).toBe(24);
    expect(apiClientRotateSchema.parse({ client_id: 'c', overlap_hours: 0 }).overlap_hours).toBe(0);
    expect(fieldErrorsOf(apiClientRotateSchema, { client_id: 'c', overlap_hours: 169 })).toEqual([
      { field: 'overlap_hours', key: 'admin_overlap_range' },
    ]);
  });

  it('refuses an audit date range that ends before it starts', () => {
    expect(
      fieldErrorsOf(auditFilterSchema, { event_date_from: '02.01.2026', event_date_to: '01.01.2026' }),
    ).toEqual([{ field: 'event_date_to', key: 'admin_date_range_invalid' }]);
  });
});

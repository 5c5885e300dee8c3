import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../zod-rules.js';
import {
  INCIDENT_FILTER_SANITIZERS,
  effectiveIncidentFilter,
  incidentListQuerySchema,
  makeIncidentFilterSchema,
} from './filter.js';

const schema = makeIncidentFilterSchema(() => new Date('2024-06-15T09:00:00Z'));
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
};

describe('incident filter — "Filter box limits" and "Failed patterns show \'invalid value\'"', () => {
  it.each([
    ['inn 10', { inn: '1234567890' }],
    ['partial inn', { inn: '1234' }],
    ['phone 12', { phone_number: '380501234567' }],
    ['passport 9', { passport_id: 'АВ123456' }],
    ['fullname 50', { fullname: 'а'.repeat(50) }],
    ['PAN mask 19', { pan: '414949*********1234' }],
    ['erdr 17', { erdr_number: '12345678901234567' }],
    ['IP 39', { ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334' }],
    ['email 60', { email: `${'a'.repeat(52)}@bank.ua` }],
    ['egrpou 8', { egrpou: '12345678' }],
    ['org name 100', { org_name: 'о'.repeat(100) }],
    ['group id 8', { group_id: '12345678' }],
    ['url 5', { url: 'a.com' }],
    ['incident id 12', { id: '123456789012' }],
    ['date range', { event_date_from: '01.06.2024', event_date_to: '15.06.2024' }],
    ['empty strings are no filter', { inn: '', pan: '' }],
  ])('%s is accepted', (_name, filter) => {
    expect(errorsOf(filter)).toEqual([]);
  });

  it.each([
    ['inn 11', { inn: '12345678901' }, 'inn', { key: 'max_length', params: { count: 10 } }],
    ['inn letters', { inn: '12ab' }, 'inn', { key: 'invalid_value' }],
    [
      'phone 13',
      { phone_number: '3805012345678' },
      'phone_number',
      { key: 'max_length', params: { count: 12 } },
    ],
    [
      'passport 10',
      { passport_id: 'АВ12345678' },
      'passport_id',
      { key: 'max_length', params: { count: 9 } },
    ],
    ['passport Latin', { passport_id: 'DZ1' }, 'passport_id', { key: 'invalid_value' }],
    ['fullname 51', { fullname: 'а'.repeat(51) }, 'fullname', { key: 'max_length', params: { count: 50 } }],
    ['PAN mask shape', { pan: '5168*******5675' }, 'pan', { key: 'invalid_value' }],
    ['PAN mask 20', { pan: '41494987654321012343' }, 'pan', { key: 'max_length', params: { count: 19 } }],
    [
      'erdr 18',
      { erdr_number: '123456789012345678' },
      'erdr_number',
      { key: 'max_length', params: { count: 17 } },
    ],
    [
      'IP 40',
      { ip: '2001:0db8:85a3:0000:0000:8a2e:0370:73340' },
      'ip',
      { key: 'max_length', params: { count: 39 } },
    ],
    ['IP characters', { ip: '10.0.0.x' }, 'ip', { key: 'invalid_value' }],
    [
      'email 61',
      { email: `${'a'.repeat(53)}@bank.ua` },
      'email',
      { key: 'max_length', params: { count: 60 } },
    ],
    ['egrpou 9', { egrpou: '123456789' }, 'egrpou', { key: 'max_length', params: { count: 8 } }],
    [
      'org name 101',
      { org_name: 'о'.repeat(101) },
      'org_name',
      { key: 'max_length', params: { count: 100 } },
    ],
    ['group id 9', { group_id: '123456789' }, 'group_id', { key: 'max_length', params: { count: 8 } }],
    ['url 4 ("5 to 510")', { url: 'a.ua' }, 'url', { key: 'min_length', params: { count: 5 } }],
    ['url 511', { url: 'u'.repeat(511) }, 'url', { key: 'max_length', params: { count: 510 } }],
    ['incident id 13', { id: '1234567890123' }, 'id', { key: 'max_length', params: { count: 12 } }],
    ['future date', { event_date_from: '16.06.2024' }, 'event_date_from', { key: 'date_in_future' }],
    [
      'range the wrong way round',
      { event_date_from: '10.06.2024', event_date_to: '01.06.2024' },
      'event_date_to',
      { key: 'invalid_value' },
    ],
  ])('%s → %s', (_name, filter, field, expected) => {
    expect(errorsOf(filter)).toEqual([{ field, ...expected }]);
  });

  it('"fullname and org_name are trimmed before search"', () => {
    const parsed = schema.parse({ fullname: '  Іван  ', org_name: ' ТОВ Банк ' });
    expect(parsed.fullname).toBe('Іван');
    expect(parsed.org_name).toBe('ТОВ Банк');
  });
});

describe('filter input sanitizers', () => {
  it.each([
    ['inn', '12-34 56', '123456'],
    ['phone_number', '+38 (050) 123', '38050123'],
    ['passport_id', 'ab 12', 'АВ12'],
    ['pan', '516875 xx##', '516875****'],
    ['fullname', 'Іван <script>', 'Іван script'],
    ['email', ' a @b.ua', 'a@b.ua'],
  ] as const)('%s: %j → %j', (field, raw, expected) => {
    expect(INCIDENT_FILTER_SANITIZERS[field](raw)).toBe(expected);
  });
});

describe('effectiveIncidentFilter', () => {
  const filter = schema.parse({
    inn: '1234567890',
    id: '12',
    creator_org_id: 7,
    event_date_from: '01.06.2024',
  });

  it('"The own only checkbox limits the search to the user\'s organisation and disables the other filters"', () => {
    expect(effectiveIncidentFilter({ ...filter, self_only: true }, { extended: true })).toEqual({
      self_only: true,
    });
  });

  it('drops the E1000-only filters for other users', () => {
    const effective = effectiveIncidentFilter(filter, { extended: false });
    expect(effective.inn).toBe('1234567890');
    expect(effective.id).toBeUndefined();
    expect(effective.creator_org_id).toBeUndefined();
    expect(effective.event_date_from).toBeUndefined();
  });

  it('keeps them with E1000', () => {
    expect(effectiveIncidentFilter(filter, { extended: true })).toBe(filter);
  });
});

describe('incident list query', () => {
  it('defaults to page 1, size 20, "id descending"', () => {
    const query = incidentListQuerySchema.parse({});
    expect(query).toMatchObject({ page_number: 1, page_size: 20, sort_field: 'id', sort_order: 'descend' });
  });

  it('"The sort is \'none\' when not applied" falls back to the default sort', () => {
    expect(incidentListQuerySchema.parse({ sort_field: 'event_date', sort_order: 'none' })).toMatchObject({
      sort_field: 'id',
      sort_order: 'descend',
    });
  });

  it.each([
    [{ page_size: 0 }, 'page_size'],
    [{ page_size: 101 }, 'page_size'],
    [{ page_number: 0 }, 'page_number'],
    [{ sort_field: 'phones', sort_order: 'ascend' }, 'sort_field'],
  ])('rejects %o', (input, field) => {
    const result = incidentListQuerySchema.safeParse(input);
    expect(result.success ? [] : fieldErrorsFromZod(result.error)).toEqual([{ field, key: 'invalid_value' }]);
  });
});

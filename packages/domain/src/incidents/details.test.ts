import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../zod-rules.js';
import { makeIncidentDetailsSchema, normalizeIncidentDetails } from './details.js';

const schema = makeIncidentDetailsSchema(() => new Date('2024-06-15T09:00:00Z'));

function errorsOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsFromZod(result.error);
}

describe('normalizeIncidentDetails', () => {
  it('trims, drops empty texts, normalises passport, PAN and phones, drops empty phones', () => {
    expect(
      normalizeIncidentDetails({
        event_date: ' 01.06.2024 ',
        fullname: '  Іван Петренко ',
        passport_id: 'ab 123456',
        pan: '5168 7555 1234 5675',
        inn: '',
        email: null,
        phones: [
          { number: '050 123 45 67', type: 1 },
          { number: '  ', type: 2 },
        ],
      }),
    ).toEqual({
      event_date: '01.06.2024',
      fullname: 'Іван Петренко',
      passport_id: 'АВ123456',
      pan: '5168755512345675',
      phones: [{ number: '380501234567', type: 1 }],
    });
  });

  it('gives an empty phone list when there are none', () => {
    expect(normalizeIncidentDetails({})).toEqual({ phones: [] });
  });
});

describe('incidentDetailsSchema', () => {
  it('accepts a full valid incident and returns the normalised details', () => {
    const result = schema.parse({
      event_date: '15.06.2024',
      inn: '1234567890',
      fullname: 'Мар’яна Петренко',
      passport_id: 'ke 654321',
      phones: [
        { number: '0501234567', type: 1 },
        { number: '', type: 1 },
      ],
      egrpou: '12345678',
      org_name: 'ТОВ «Швидкі гроші»',
      erdr_number: '12024100000000123',
      erdr_date: '01.06.2024',
      pan: '5168755512345675',
      ip: '2001:db8::1',
      email: 'fraud@example.com',
      url: 'https://casino.example',
      description: 'Шахрайство',
    });
    expect(result.passport_id).toBe('КЕ654321');
    expect(result.phones).toEqual([{ number: '380501234567', type: 1 }]);
  });

  it('turns empty optional fields into absent ones', () => {
    expect(schema.parse({ event_date: '01.06.2024', inn: '', email: null })).toEqual({
      event_date: '01.06.2024',
      inn: undefined,
      fullname: undefined,
      passport_id: undefined,
      phones: [],
      egrpou: undefined,
      org_name: undefined,
      erdr_number: undefined,
      erdr_date: undefined,
      pan: undefined,
      ip: undefined,
      email: undefined,
      url: undefined,
      description: undefined,
    });
  });

  it.each([
    ['"event_date: required" (missing)', {}, [{ field: 'event_date', key: 'required_field' }]],
    ['event_date empty', { event_date: ' ' }, [{ field: 'event_date', key: 'required_field' }]],
    ['event_date tomorrow', { event_date: '16.06.2024' }, [{ field: 'event_date', key: 'date_in_future' }]],
    [
      'event_date "31.02.2024"',
      { event_date: '31.02.2024' },
      [{ field: 'event_date', key: 'date_not_exists' }],
    ],
    [
      'inn "0000000000"',
      { event_date: '01.06.2024', inn: '0000000000' },
      [{ field: 'inn', key: 'inn_invalid' }],
    ],
    [
      'phone of 11 digits',
      { event_date: '01.06.2024', phones: [{ number: '38050123456', type: 1 }] },
      [{ field: 'phones.0.number', key: 'phone_invalid' }],
    ],
    [
      'phone type 5',
      { event_date: '01.06.2024', phones: [{ number: '380501234567', type: 5 }] },
      [{ field: 'phones.0.type', key: 'phone_type_invalid' }],
    ],
    [
      '"At most 5 phones"',
      {
        event_date: '01.06.2024',
        phones: Array.from({ length: 6 }, () => ({ number: '380501234567', type: 1 })),
      },
      [{ field: 'phones', key: 'too_many_phones', params: { count: 5 } }],
    ],
    [
      'passport of Latin letters without look-alikes',
      { event_date: '01.06.2024', passport_id: 'DZ123456' },
      [{ field: 'passport_id', key: 'passport_invalid' }],
    ],
    [
      'erdr_date in the future',
      { event_date: '01.06.2024', erdr_date: '01.01.2025' },
      [{ field: 'erdr_date', key: 'date_in_future' }],
    ],
    ['ip', { event_date: '01.06.2024', ip: '300.1.1.1' }, [{ field: 'ip', key: 'ip_invalid' }]],
    [
      'email over 60',
      { event_date: '01.06.2024', email: `${'a'.repeat(53)}@bank.ua` },
      [{ field: 'email', key: 'max_length', params: { count: 60 } }],
    ],
    [
      'egrpou of 7 digits',
      { event_date: '01.06.2024', egrpou: '1234567' },
      [{ field: 'egrpou', key: 'egrpou_invalid' }],
    ],
    [
      'url without scheme',
      { event_date: '01.06.2024', url: 'casino.ua' },
      [{ field: 'url', key: 'url_invalid' }],
    ],
    [
      'a number where text belongs',
      { event_date: '01.06.2024', inn: 1234567890 },
      [{ field: 'inn', key: 'invalid_value' }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});

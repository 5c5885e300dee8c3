import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../zod-rules.js';
import { incidentEditRights, makeIncidentRequestSchemas } from './requests.js';

const schemas = makeIncidentRequestSchemas(() => new Date('2024-06-15T09:00:00Z'));

describe('incident edit rights — "full allows editing everything; half allows editing but not the category"', () => {
  it.each([
    ['full', { canEdit: true, canEditCategory: true }],
    ['half', { canEdit: true, canEditCategory: false }],
    ['read_only', { canEdit: false, canEditCategory: false }],
  ] as const)('%s → %o', (mutable, expected) => {
    expect(incidentEditRights(mutable)).toEqual(expected);
  });
});

describe('incident requests', () => {
  it('create accepts a category, details and an FPT basis', () => {
    const parsed = schemas.create.parse({
      category_domain_id: 4,
      details: { event_date: '01.06.2024', pan: '5168755512345675' },
      basis_type: 2,
      basis_id: 'a1b2c3',
    });
    expect(parsed.details.pan).toBe('5168755512345675');
    expect(parsed.basis_type).toBe(2);
  });

  it.each([
    [
      '"category_domain: required"',
      { details: { event_date: '01.06.2024' } },
      [{ field: 'category_domain_id', key: 'required_field' }],
    ],
    [
      'basis types are 1 and 2',
      { category_domain_id: 1, details: { event_date: '01.06.2024' }, basis_type: 3 },
      [{ field: 'basis_type', key: 'invalid_value' }],
    ],
    ['details are required', { category_domain_id: 1 }, [{ field: 'details', key: 'required_field' }]],
  ])('create: %s', (_name, input, expected) => {
    const result = schemas.create.safeParse(input);
    expect(result.success ? [] : fieldErrorsFromZod(result.error)).toEqual(expected);
  });

  it.each([
    ['reason given', { id: 1, reason: 'дубль' }, []],
    ['"Deletion reason: up to 200 characters" — 200', { id: 1, reason: 'r'.repeat(200) }, []],
    [
      '201 characters',
      { id: 1, reason: 'r'.repeat(201) },
      [{ field: 'reason', key: 'max_length', params: { count: 200 } }],
    ],
    [
      '"Incident deletion asks for a reason"',
      { id: 1, reason: '  ' },
      [{ field: 'reason', key: 'required_field' }],
    ],
    ['id must be positive', { id: 0, reason: 'x' }, [{ field: 'id', key: 'invalid_value' }]],
  ])('delete: %s', (_name, input, expected) => {
    const result = schemas.delete.safeParse(input);
    expect(result.success ? [] : fieldErrorsFromZod(result.error)).toEqual(expected);
  });

  it('get takes id2 and an optional forum message id, or the id', () => {
    expect(schemas.get.parse({ id2: 5 })).toEqual({ id2: 5, forum_msg_id: undefined });
    expect(schemas.get.parse({ id: 7 })).toEqual({ id: 7 });
    const result = schemas.get.safeParse({ forum_msg_id: 3 });
    expect(result.success ? [] : fieldErrorsFromZod(result.error)).toEqual([
      { field: 'id2', key: 'required_field' },
    ]);
  });
});

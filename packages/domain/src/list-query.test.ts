import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PAGING, PAGE_SIZES } from './constants.js';
import { listQuerySchema, pageOffset } from './list-query.js';
import { fieldErrorsOf } from './zod-rules.js';

const schema = listQuerySchema(z.object({ name: z.string().optional() }), ['name', 'update_dt'], {
  field: 'update_dt',
  order: 'descend',
});

describe('list query — "Default list paging: page 1, limit 20; page sizes 10, 20, 30, 50"', () => {
  it('has the spec constants', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50]);
    expect(DEFAULT_PAGING).toEqual({ page: 1, limit: 20 });
  });

  it('fills the defaults', () => {
    expect(schema.parse({ filter: {} })).toEqual({
      page_number: 1,
      page_size: 20,
      sort_field: 'update_dt',
      sort_order: 'descend',
      filter: {},
    });
  });

  it('keeps an explicit sort', () => {
    expect(
      schema.parse({ filter: {}, page_number: 3, page_size: 50, sort_field: 'name', sort_order: 'ascend' }),
    ).toEqual({
      page_number: 3,
      page_size: 50,
      sort_field: 'name',
      sort_order: 'ascend',
      filter: {},
    });
  });

  it.each([
    [{ filter: {}, page_size: 101 }, 'page_size'],
    [{ filter: {}, page_number: -1 }, 'page_number'],
    [{ filter: {}, sort_field: 'secret' }, 'sort_field'],
    [{ filter: {}, sort_order: 'up' }, 'sort_order'],
  ])('rejects %o', (input, field) => {
    expect(fieldErrorsOf(schema, input)).toEqual([{ field, key: 'invalid_value' }]);
  });

  it('keeps the list’s own fields beside the filter, required as declared', () => {
    const withKind = listQuerySchema(
      z.object({}),
      ['name'],
      { field: 'name', order: 'ascend' },
      {
        kind: z.enum(['mcs', 'chv']),
      },
    );
    expect(withKind.parse({ kind: 'chv', filter: {} })).toEqual({
      kind: 'chv',
      page_number: 1,
      page_size: 20,
      sort_field: 'name',
      sort_order: 'ascend',
      filter: {},
    });
    expect(withKind.safeParse({ filter: {} }).success).toBe(false);
  });

  it.each([
    [1, 20, 0],
    [3, 20, 40],
    [0, 10, 0],
  ])('pageOffset(%s, %s) → %s', (page, size, expected) => {
    expect(pageOffset(page, size)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { readListAddress, writeListAddress, type ListAddressSpec } from './listAddress';

interface Filter {
  fullname?: string;
  creator_org_id?: number;
  self_only?: boolean;
  prepaid?: string;
}

const SPEC: ListAddressSpec<Filter> = {
  fields: { fullname: 'text', creator_org_id: 'number', self_only: 'flag', prepaid: ['any', 'yes', 'no'] },
  sortFields: ['id', 'created'],
  pageSizes: [10, 20, 50],
};

const read = (query: string) => readListAddress(new URLSearchParams(query), SPEC);

describe('list address', () => {
  it('writes readable params and reads back the same filter, page, size and sort', () => {
    const params = writeListAddress<Filter>(
      { fullname: 'Мельник О.', creator_org_id: 7, self_only: false },
      { page: 2, pageSize: 50, sort: { field: 'created', order: 'descend' } },
      SPEC,
    );
    expect(params.toString()).toBe(
      'q.fullname=%D0%9C%D0%B5%D0%BB%D1%8C%D0%BD%D0%B8%D0%BA+%D0%9E.&q.creator_org_id=7&q.self_only=false&page=2&size=50&sort=-created',
    );
    expect(readListAddress(params, SPEC)).toEqual({
      filter: { fullname: 'Мельник О.', creator_org_id: 7, self_only: false },
      view: { page: 2, pageSize: 50, sort: { field: 'created', order: 'descend' } },
    });
  });

  it('leaves out empty filter fields and reads ascending and cleared sorts', () => {
    const params = writeListAddress<Filter>(
      { fullname: '', creator_org_id: undefined },
      { page: 1, pageSize: 20, sort: { field: 'id', order: 'ascend' } },
      SPEC,
    );
    expect(params.toString()).toBe('page=1&size=20&sort=id');
    expect(read('page=1&sort=none')?.view.sort).toEqual({ field: 'id', order: 'none' });
  });

  it('is no list address without a page: the list opens with its defaults', () => {
    expect(read('')).toBeNull();
    expect(read('phone_number=380501112201')).toBeNull();
  });

  it('ignores invalid params and unknown fields, keeping the valid ones', () => {
    expect(
      read('page=0&size=1000&sort=-password&q.creator_org_id=7x&q.self_only=yes&q.secret=1&q.fullname=Ivan'),
    ).toEqual({ filter: { fullname: 'Ivan' }, view: {} });
    expect(read('page=abc&size=20&sort=-id')).toEqual({
      filter: {},
      view: { pageSize: 20, sort: { field: 'id', order: 'descend' } },
    });
    expect(read('page=3&q.creator_org_id=99999999999999999999')).toEqual({ filter: {}, view: { page: 3 } });
  });
});

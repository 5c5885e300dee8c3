import { describe, expect, it } from 'vitest';
import { bodiesSentTo, failure, serve } from '../../../../test/network';
import {} from '../../../../test/features/directories';
import { ATM_BASE, atmApi, type AtmListRow } from './atmApi';

const ROW: AtmListRow = {
  term_id: 'ATM0001',
  org_id: 2,
  org_name: 'Bank Alpha',
  location_id: 'UA80000000000093317',
  location_name: 'Київ',
  full_name: 'м. Київ',
  location_address: 'вул. Хрещатик, 1',
  location_description: null,
  mutable: true,
  update_dt: '2026-01-09T10:00:00Z',
};

describe('atmApi.find: is there an ATM with this terminal id (an upload row)', () => {
  it('answers null for a new terminal without a request that fails (no 404 in the console)', async () => {
    const calls = serve({
      // The list matches by prefix: a longer terminal id is not this one.
      [`${ATM_BASE}/list`]: () => ({ list: [{ ...ROW, term_id: 'ATM00019' }], total_count: 1 }),
      [`${ATM_BASE}/get`]: () => failure(404, 'ATM not found'),
    });
    expect(await atmApi.find(2, 'ATM0001')).toBeNull();
    expect(bodiesSentTo(calls, `${ATM_BASE}/get`)).toEqual([]);
    expect(bodiesSentTo(calls, `${ATM_BASE}/list`)).toEqual([
      {
        filter: { org_id: 2, term_id: 'ATM0001' },
        page_number: 1,
        page_size: 1,
        sort_field: 'term_id',
        sort_order: 'ascend',
      },
    ]);
  });

  it('answers the whole stored ATM for a known terminal', async () => {
    const calls = serve({
      [`${ATM_BASE}/list`]: () => ({ list: [ROW], total_count: 1 }),
      [`${ATM_BASE}/get`]: () => ({ ...ROW, latitude: 50.45, longitude: 30.52 }),
    });
    expect(await atmApi.find(2, 'ATM0001')).toMatchObject({ term_id: 'ATM0001', latitude: 50.45 });
    expect(bodiesSentTo(calls, `${ATM_BASE}/get`)).toEqual([{ org_id: 2, term_id: 'ATM0001' }]);
  });
});

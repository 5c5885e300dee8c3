import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/platform/outbox/notify.js';
import { postAs, testContext } from './harness.js';

const ctx = testContext();

beforeAll(async () => {
  // The demo data has no notification for the administrators; two make a list of more than one page.
  for (const count of [1, 2]) {
    await notify(
      ctx.database.db,
      { admins: true },
      {
        kind: 'bin_conflict',
        title: 'notification_bin_conflict',
        params: { count, uploader_org: 'Bank Beta' },
      },
    );
  }
});

/** Every list of the API and a request that finds something in the demo data. */
const LISTS: [url: string, body: Record<string, unknown>][] = [
  ['/api/dcb/v1/list', { filter: {} }],
  ['/api/dcb/v1/organization/list', { filter: {} }],
  ['/api/dal/v1/list', { filter: {} }],
  ['/api/dal/v1/organization/list', { filter: {} }],
  ['/api/dal/v1/location/list', { filter: { full_name: 'київ' } }],
  ['/api/acquiring/v1/list', { filter: {} }],
  ['/api/acquiring/v1/organization/list', { filter: {} }],
  ['/api/contacts/v1/banks/list', { filter: {} }],
  ['/api/contacts/v1/cyber/list', { filter: {} }],
  ['/api/contacts/v1/orgs/list', { filter: {} }],
  ['/api/incidents/v1/incident/list', { filter: {} }],
  ['/api/incidents/v1/organization/list', { filter: {} }],
  ['/api/incidents/v1/user/list', { filter: {} }],
  ['/api/incidents/v1/casino/list', { filter: {} }],
  ['/api/notifications/v1/list', {}],
  ['/api/manager/v1/user/list', { filter: {} }],
];

describe('a page past the last one', () => {
  it.each(LISTS)('%s answers the real total_count and no rows', async (url, body) => {
    const first = await postAs(ctx, 'admin', url, { ...body, page_number: 1, page_size: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const total = first.body.total_count as number;
    // A list with nothing in it could not tell a right total from a wrong one.
    expect(total).toBeGreaterThan(0);

    const past = await postAs(ctx, 'admin', url, { ...body, page_number: total + 5, page_size: 1 });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ list: [], total_count: total });
  });
});

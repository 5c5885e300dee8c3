import { CRIME_CHECK_STATUS_IDS } from '@afx/domain';
import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/harness.js';

const ctx = testContext();
const query = async <T>(text: string, params: unknown[] = []) =>
  (await ctx.database.pool.query(text, params)).rows as T[];

describe('the demo Crime Check requests (issue 14 "Demo data")', () => {
  it('hold every status over the last 30 days, against Bank Alpha and Bank Beta, from two units', async () => {
    const statuses = await query<{ status_id: number }>(
      `select distinct status_id from crc_requests where request_dt > now() - interval '31 days' order by 1`,
    );
    expect(statuses.map((r) => r.status_id)).toEqual([...CRIME_CHECK_STATUS_IDS]);
    const banks = await query<{ name: string }>(
      `select distinct o.name from crc_requests r join organisations o on o.id = r.recipient_org_id order by 1`,
    );
    expect(banks.map((b) => b.name)).toEqual(['Bank Alpha', 'Bank Beta']);
    const units = await query<{ name: string }>(
      `select distinct o.name from crc_requests r join organisations o on o.id = r.police_org_id order by 1`,
    );
    expect(units.map((u) => u.name)).toEqual([
      'Управління кіберполіції в м. Києві',
      'Управління кіберполіції у Львівській області',
    ]);
  });

  it('hold replies with transactions and geodata, one overdue request and one unknown issuer', async () => {
    const geo = await query(
      `select 1 from crc_requests where status_id = 6
          and jsonb_array_length(reply->'transactions') > 0
          and jsonb_array_length(reply->'last_authorization_geodata') > 0`,
    );
    expect(geo.length).toBeGreaterThanOrEqual(1);
    const overdue = await query(
      `select 1 from crc_requests where due_dt < now() and status_id not in (6, 7)`,
    );
    expect(overdue).toHaveLength(1);
    const unknown = await query(
      `select 1 from crc_requests where status_id = 1 and recipient_org_id is null`,
    );
    expect(unknown).toHaveLength(1);
    const histories = await query<{ actions: string }>(
      `select string_agg(h.action, ',' order by h.event_dt, h.id) as actions
         from history_entries h join crc_requests r on r.id = h.entity_key
        where h.entity_type = 'crc_request' and r.status_id = 6 group by r.id`,
    );
    expect(histories.map((h) => h.actions)).toEqual(
      expect.arrayContaining(['create,status,reply', 'create,assign,status,reply']),
    );
  });

  it('point the Kyiv unit’s Crime Check system at the sandbox police, and queue nothing of the past', async () => {
    const endpoints = await query<{ url: string }>(
      `select e.url from service_endpoints e join organisations o on o.id = e.org_id
        where e.service = 'crc' and o.name = 'Управління кіберполіції в м. Києві'`,
    );
    expect(endpoints).toEqual([{ url: expect.stringMatching(/\/sandbox\/police\/\d+\/crc$/) as unknown }]);
    const queued = await query(
      `select 1 from outbox where delivered_at is null and failed_at is null
          and (payload->>'path' like '/crc/%' or service = 'crc' or payload->'event'->>'counter' = 'crc'
               or (kind = 'badge' and payload->>'counter' = 'crc'))`,
    );
    expect(queued).toHaveLength(0);
  });
});

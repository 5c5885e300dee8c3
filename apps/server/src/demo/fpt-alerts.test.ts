import { FPT_STATUS_TABLE } from '@afx/domain';
import { describe, expect, it } from 'vitest';
import { orgIdOf, testContext } from '../../test/harness.js';

const ctx = testContext();
const query = async <T>(text: string, params: unknown[] = []) =>
  (await ctx.database.pool.query(text, params)).rows as T[];

describe('the demo FPT alerts (issue 13 "Demo data")', () => {
  it('hold an alert in every status between Bank Alpha and Bank Beta within the last 30 days', async () => {
    const [alpha, beta] = [await orgIdOf(ctx, 'Bank Alpha'), await orgIdOf(ctx, 'Bank Beta')];
    const rows = await query<{ status_id: number }>(
      `select distinct status_id from fpt_alerts
        where creator_org_id in ($1, $2) and recipient_org_id in ($1, $2)
          and request_dt > now() - interval '31 days'`,
      [alpha, beta],
    );
    expect(rows.map((r) => r.status_id).sort((a, b) => a - b)).toEqual(FPT_STATUS_TABLE.map((s) => s.id));
    // Both banks receive: each has inbound alerts.
    const inbound = await query<{ recipient_org_id: number }>(
      'select distinct recipient_org_id from fpt_alerts where recipient_org_id in ($1, $2)',
      [alpha, beta],
    );
    expect(inbound).toHaveLength(2);
  });

  it('hold a chain of three banks through a forwarded alert, with its history', async () => {
    const chain = await query<{ parent_status: number; sender: string; child_recipient: string }>(
      `select p.status_id as parent_status, po.name as sender, co.name as child_recipient
         from fpt_alerts p
         join fpt_alerts c on c.parent_id = p.id and c.transit_mode
         join organisations po on po.id = p.creator_org_id
         join organisations co on co.id = c.recipient_org_id`,
    );
    expect(chain).toEqual([{ parent_status: 10, sender: 'Bank Alpha', child_recipient: 'Gamma Acquiring' }]);
    const history = await query<{ action: string }>(
      `select h.action from history_entries h join fpt_alerts a on a.id = h.entity_key
        where h.entity_type = 'fpt_alert' and a.status_id = 10 order by h.event_dt, h.id`,
    );
    expect(history.map((h) => h.action)).toEqual(['create', 'status', 'status', 'status']);
  });

  it('hold one failed delivery to Bank Beta that Reset transport can send again, shown in the history', async () => {
    const failed = await query<{ fixable: boolean; alert: string }>(
      `select last_error_fixable as fixable, payload->'subject'->>'entity_key' as alert
         from outbox where kind = 'webhook' and failed_at is not null`,
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]!.fixable).toBe(true);
    const errors = await query(
      `select 1 from history_entries where entity_type = 'fpt_alert' and entity_key = $1
          and action = 'delivery_error'`,
      [failed[0]!.alert],
    );
    expect(errors).toHaveLength(1);
  });

  it('leave nothing else queued: the demo past is not sent to anyone at the first start', async () => {
    const pending = await query(
      `select kind from outbox where delivered_at is null and failed_at is null and kind = 'webhook'`,
    );
    expect(pending).toEqual([]);
  });
});

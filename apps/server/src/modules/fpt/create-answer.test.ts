/**
 * /alert/create answers the status a recipient system sets at once (issue 13): with the outbox worker
 * running, the packet reaches Bank Beta's sandbox system, which answers a card ending in 9 inside the
 * webhook, so the sender gets 'recipient blocked' (4); other cards are answered later: status 1, at once.
 */
import { fptStatusIdOfCode } from '@afx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf, postAs, testContext } from '../../../test/harness.js';
import { TEST_BINS, blockRequest, cardWith } from './test-support.js';

const ctx = testContext({ SANDBOX: '1', FPT_CREATE_ANSWER_WAIT_MS: '5000' });
const sql = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);

/** A Luhn-valid Bank Beta card whose last digit is `digit`. */
function betaCardEndingIn(digit: number): string {
  for (let serial = 1; ; serial += 1) {
    const card = cardWith(TEST_BINS.beta, serial);
    if (card.endsWith(String(digit))) return card;
  }
}

beforeAll(async () => {
  const alpha = await orgIdOf(ctx, 'Bank Alpha');
  const beta = await orgIdOf(ctx, 'Bank Beta');
  for (const [bin, org] of [
    [TEST_BINS.alpha, alpha],
    [TEST_BINS.beta, beta],
  ] as const) {
    await sql('insert into bins (bin, org_id, card_system_id) values ($1, $2, 1)', [bin, org]);
  }
  // Bank Beta's system is the sandbox bank of this very server.
  await sql(`update service_endpoints set url = $1 where org_id = $2 and service = 'fpt'`, [
    `${ctx.baseUrl}/sandbox/bank/${beta}/fpt`,
    beta,
  ]);
  ctx.app.outbox.start();
});

afterAll(async () => {
  await ctx.app.outbox.stop();
});

const create = (recipient: string) =>
  postAs(
    ctx,
    'alpha.analyst',
    '/api/fpt/v2/alert/create',
    blockRequest(cardWith(TEST_BINS.alpha, 1), recipient),
  );

describe('the answer of a recipient system that answers at once', () => {
  it('is applied and returned: a Bank Beta card ending in 9 comes back recipient blocked', async () => {
    const res = await create(betaCardEndingIn(9));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe(fptStatusIdOfCode('recipient_blocked'));
    const seen = await postAs(ctx, 'alpha.analyst', '/api/fpt/v2/outbound/get', { id: res.body.id });
    expect(seen.body.status_id).toBe(fptStatusIdOfCode('recipient_blocked'));
  });

  it('is not waited for when the system answers later: status 1, within the delivery time', async () => {
    const started = Date.now();
    const res = await create(betaCardEndingIn(7));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('gives up at the deadline when the system cannot be reached: status 1, the alert kept', async () => {
    const beta = await orgIdOf(ctx, 'Bank Beta');
    await sql(
      `update service_endpoints set url = 'http://127.0.0.1:9/unreachable' where org_id = $1 and service = 'fpt'`,
      [beta],
    );
    const res = await create(betaCardEndingIn(9));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const seen = await postAs(ctx, 'beta.expert', '/api/fpt/v2/inbound/get', { id: res.body.id });
    expect(seen.status).toBe(200);
  });
});

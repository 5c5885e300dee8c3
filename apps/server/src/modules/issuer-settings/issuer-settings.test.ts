import { beforeAll, describe, expect, it } from 'vitest';
import { as, orgIdOf, postAs, testContext, tokenFor } from '../../../test/harness.js';
import { createUser, PASSWORD } from '../../identity/test-support.js';

const ctx = testContext();
const org = { alpha: 0, beta: 0 };

/** Bank Alpha's user with U1005 alone: FPT settings of the own bank, no Crime Check. */
const FPT_ONLY = 'alpha.fpt.settings';

beforeAll(async () => {
  org.alpha = await orgIdOf(ctx, 'Bank Alpha');
  org.beta = await orgIdOf(ctx, 'Bank Beta');
  await createUser(ctx.database.db, { login: FPT_ONLY, permissions: ['U1005'] });
  await tokenFor(ctx, FPT_ONLY, PASSWORD);
});

const FPT = '/api/fpt/v2';
const CRC = '/api/crc/v1';

const get = (login: string, base: string, id: number) =>
  postAs(ctx, login, `${base}/issuer_config/get`, { id });
const set = (login: string, base: string, body: Record<string, unknown>) =>
  postAs(ctx, login, `${base}/issuer_config/set`, body);

async function myEmail(login: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `${FPT}/my_email`, headers: await as(ctx, login) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

/** The history entries of an organisation's settings in a service, as stored. */
async function historyOf(orgId: number, service: string) {
  const { rows } = await ctx.database.pool.query<{ action: string; changes: unknown; creator_name: string }>(
    `select action, changes, creator_name from history_entries
      where entity_type = 'issuer_config' and entity_key = $1 order by id`,
    [`${orgId}:${service}`],
  );
  return rows;
}

async function organisationUpdatedAt(orgId: number): Promise<string> {
  const { rows } = await ctx.database.pool.query<{ updated_at: Date }>(
    'select updated_at from organisations where id = $1',
    [orgId],
  );
  return rows[0]!.updated_at.toISOString();
}

describe('issuer settings: reading', () => {
  it('answers the settings, the administrator’s IBAN grant and whether the caller may flip IBAN', async () => {
    expect((await get('alpha.analyst', FPT, org.alpha)).body).toEqual({
      id: org.alpha,
      iban_support: false,
      notification_email: 'fraud@alpha.example',
      iban_access: true,
      can_switch_iban: false,
    });
    expect((await get('alpha.manager', CRC, org.alpha)).body).toMatchObject({
      iban_access: true,
      can_switch_iban: true,
    });
    expect((await get('beta.expert', FPT, org.alpha)).body).toMatchObject({ can_switch_iban: true });
    expect((await get('beta.expert', CRC, org.beta)).body).toMatchObject({
      notification_email: 'fraud@beta.example',
      iban_access: false,
      can_switch_iban: false,
    });
  });

  it('keeps a U holder to the own organisation and the service of the code', async () => {
    expect((await get('alpha.analyst', CRC, org.beta)).status).toBe(403);
    expect((await get('alpha.viewer', FPT, org.alpha)).status).toBe(403);
    expect((await get(FPT_ONLY, FPT, org.alpha)).status).toBe(200);
    const crc = await get(FPT_ONLY, CRC, org.alpha);
    expect(crc.status).toBe(403);
    expect(crc.body).toMatchObject({ code: 'forbidden' });
    expect(
      (
        await set(FPT_ONLY, CRC, {
          id: org.alpha,
          iban_support: false,
          notification_email: 'x@alpha.example',
        })
      ).status,
    ).toBe(403);
    expect((await get('admin', CRC, org.beta)).status).toBe(200);
  });

  it('answers 404 for an organisation that does not exist', async () => {
    expect((await get('admin', FPT, 999_999)).status).toBe(404);
  });

  it('GET /my_email answers the caller’s own organisation’s e-mail to an FPT user', async () => {
    expect(await myEmail('beta.expert')).toEqual({
      status: 200,
      body: { notification_email: 'fraud@beta.example' },
    });
    expect((await myEmail('alpha.viewer')).status).toBe(403);
  });
});

describe('issuer settings: the notification e-mail', () => {
  it.each([
    ['missing', undefined, 'required field'],
    ['empty', '  ', 'required field'],
    ['over 100', `${'a'.repeat(93)}@bank.ua`, 'max length 100'],
    ['not an e-mail', 'fraud.beta.example', 'invalid e-mail'],
  ])('refuses one %s', async (_name, email, message) => {
    const res = await set('beta.expert', CRC, {
      id: org.beta,
      iban_support: false,
      notification_email: email,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ notification_email: message });
  });

  it('writes nothing when the e-mail is unchanged (spaces aside)', async () => {
    const before = await organisationUpdatedAt(org.beta);
    const res = await set('beta.expert', CRC, {
      id: org.beta,
      iban_support: false,
      notification_email: ' fraud@beta.example ',
    });
    expect(res.status).toBe(200);
    expect(res.body.notification_email).toBe('fraud@beta.example');
    expect(await organisationUpdatedAt(org.beta)).toBe(before);
    expect(await historyOf(org.beta, 'crc')).toEqual([]);
  });

  it('saves a changed e-mail for both services, with its history', async () => {
    const res = await set('beta.expert', CRC, {
      id: org.beta,
      iban_support: false,
      notification_email: 'antifraud@beta.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.notification_email).toBe('antifraud@beta.example');
    expect((await get('beta.expert', FPT, org.beta)).body.notification_email).toBe('antifraud@beta.example');
    expect((await myEmail('beta.expert')).body).toEqual({ notification_email: 'antifraud@beta.example' });
    expect(await historyOf(org.beta, 'crc')).toEqual([
      {
        action: 'update',
        changes: { notification_email: ['fraud@beta.example', 'antifraud@beta.example'] },
        creator_name: 'Taras Melnyk',
      },
    ]);
  });
});

describe('issuer settings: the IBAN switch', () => {
  it('refuses it without the administrator’s grant, even to an E-code holder, and saves nothing', async () => {
    const res = await set('beta.expert', CRC, {
      id: org.beta,
      iban_support: true,
      notification_email: 'changed@beta.example',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'forbidden',
      message: 'IBAN access has not been granted to the organisation for this service',
    });
    expect((await get('beta.expert', CRC, org.beta)).body).toMatchObject({
      iban_support: false,
      notification_email: 'antifraud@beta.example',
    });
  });

  it('refuses it to a U holder who is not the organisation’s manager', async () => {
    const res = await set('alpha.analyst', FPT, {
      id: org.alpha,
      iban_support: true,
      notification_email: 'fraud@alpha.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only the organisation’s manager may change IBAN support');
    expect((await get('alpha.analyst', FPT, org.alpha)).body.iban_support).toBe(false);
  });

  it('lets the manager flip it, per service, with its history', async () => {
    // The demo's Crime Check IBAN support of Bank Alpha is on (demo/crc-requests.ts): it stays as it is.
    const crcBefore = (await get('alpha.analyst', CRC, org.alpha)).body.iban_support;
    const res = await set('alpha.manager', FPT, {
      id: org.alpha,
      iban_support: true,
      notification_email: 'fraud@alpha.example',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ iban_support: true, can_switch_iban: true });
    expect((await get('alpha.analyst', CRC, org.alpha)).body.iban_support).toBe(crcBefore);
    expect(await historyOf(org.alpha, 'fpt')).toEqual([
      { action: 'update', changes: { iban_support: [false, true] }, creator_name: 'Andrii Shevchenko' },
    ]);
  });

  it('lets an E-code holder flip it for any granted organisation; a U holder may still save the e-mail', async () => {
    const res = await set('beta.expert', CRC, {
      id: org.alpha,
      iban_support: true,
      notification_email: 'fraud@alpha.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.iban_support).toBe(true);
    // The analyst sends the switch as it stands: the e-mail alone changes.
    const email = await set('alpha.analyst', CRC, {
      id: org.alpha,
      iban_support: true,
      notification_email: 'cards@alpha.example',
    });
    expect(email.status).toBe(200);
    expect(email.body).toMatchObject({ iban_support: true, notification_email: 'cards@alpha.example' });
  });
});

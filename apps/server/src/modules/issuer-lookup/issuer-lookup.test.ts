import { cardNumberWith } from '@afx/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClientHeaders, serviceTest } from '../../../test/harness.js';

const { ctx, org, post } = serviceTest('/api/fpt/v2');

/** A Luhn-valid 16-digit card number starting with the prefix. */
const cardWith = (prefix: string): string => cardNumberWith(prefix);

/** A valid IBAN of the country with the BBAN (ISO 13616 check digits). */
function ibanOf(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}
const uaIban = (mfo: string) => ibanOf('UA', `${mfo}0000026007233566001`);

const extra = { delta: 0, foreign: 0 };

beforeAll(async () => {
  const insertOrg = async (values: unknown[]) => {
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `insert into organisations (name, short_name, type, country, mfo, monitoring_email, fpt_connected)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      values,
    );
    return rows[0]!.id;
  };
  // A Ukrainian bank not connected to FPT, and a Polish bank.
  extra.delta = await insertOrg([
    'Bank Delta',
    'Delta',
    'issuer',
    'UA',
    '322313',
    'monitoring@delta.example',
    false,
  ]);
  extra.foreign = await insertOrg([
    'Bank Polska',
    'Polska',
    'issuer',
    'PL',
    null,
    'fraud@polska.example',
    false,
  ]);
  const payService = (
    await ctx.database.pool.query<{ id: number }>(
      "select id from organisations where name = 'PayService LLC'",
    )
  ).rows[0]!.id;
  // 555566 is Gamma's; its 8-digit range 55556677 is Beta's: the longest BIN wins.
  const bins: [string, number, number][] = [
    ['555566', org.gamma, 2],
    ['55556677', org.beta, 2],
    ['45670000', extra.delta, 1],
    ['45670001', extra.foreign, 1],
    ['45670002', payService, 1],
  ];
  for (const [bin, orgId, system] of bins) {
    await ctx.database.pool.query('insert into bins (bin, org_id, card_system_id) values ($1, $2, $3)', [
      bin,
      orgId,
      system,
    ]);
  }
});

describe('issuer lookup by card (the BIN directory)', () => {
  it('finds a connected bank: found, with its country and monitoring e-mail', async () => {
    const { rows } = await ctx.database.pool.query<{ bin: string }>(
      'select bin from bins where org_id = $1 order by bin limit 1',
      [org.alpha],
    );
    const { status, body } = await post('alpha.analyst', '/issuer/find_by_card', {
      pan: cardWith(rows[0]!.bin),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      outcome: 'found',
      issuer_org_id: org.alpha,
      issuer_org_name: 'Bank Alpha',
      issuer_icon_src: null,
      issuer_country_id: 'UA',
      issuer_country_name: 'Ukraine',
      issuer_country_code_2: 'UA',
      service_enable: true,
      monitoring_email: 'monitoring@alpha.example',
    });
  });

  it('takes the longest BIN that prefixes the card number', async () => {
    const eight = await post('alpha.analyst', '/issuer/find_by_card', { pan: cardWith('55556677') });
    expect(eight.body.issuer_org_name).toBe('Bank Beta');
    const six = await post('alpha.analyst', '/issuer/find_by_card', { pan: cardWith('55556688') });
    expect(six.body.issuer_org_name).toBe('Gamma Acquiring');
  });

  it('a member bank not connected: not_connected, with its monitoring e-mail', async () => {
    const { body } = await post('alpha.analyst', '/issuer/find_by_card', { pan: cardWith('45670000') });
    expect(body).toMatchObject({
      outcome: 'not_connected',
      issuer_org_id: extra.delta,
      service_enable: false,
      monitoring_email: 'monitoring@delta.example',
    });
  });

  it('a foreign bank or a non-bank: not_supported', async () => {
    const foreign = await post('alpha.analyst', '/issuer/find_by_card', { pan: cardWith('45670001') });
    expect(foreign.body).toMatchObject({
      outcome: 'not_supported',
      issuer_org_name: 'Bank Polska',
      issuer_country_code_2: 'PL',
      issuer_country_name: 'Poland',
    });
    const nonBank = await post('alpha.analyst', '/issuer/find_by_card', { pan: cardWith('45670002') });
    expect(nonBank.body).toMatchObject({ outcome: 'not_supported', issuer_org_name: 'PayService LLC' });
  });

  it('no BIN matches: not_found, nothing known', async () => {
    const { status, body } = await post('alpha.analyst', '/issuer/find_by_card', { pan: cardWith('3799') });
    expect(status).toBe(200);
    expect(body).toMatchObject({ outcome: 'not_found', issuer_org_id: null, service_enable: false });
  });

  it.each([
    [{ pan: cardWith('55556677').replace(/.$/, (d) => String((Number(d) + 1) % 10)) }, 'invalid card number'],
    [{ pan: '41491234' }, 'invalid card number'],
    [{ pan: '4149-1234-5678-901x' }, 'invalid card number'],
    [{ pan: '' }, 'required field'],
    [{}, 'required field'],
  ])('refuses %j: %s', async (body, message) => {
    const res = await post('alpha.analyst', '/issuer/find_by_card', body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ pan: message });
  });

  it('accepts a number typed in groups', async () => {
    const grouped = cardWith('55556677').replace(/(\d{4})(?=\d)/g, '$1 ');
    const { body } = await post('alpha.analyst', '/issuer/find_by_card', { pan: grouped });
    expect(body.issuer_org_name).toBe('Bank Beta');
  });
});

describe('issuer lookup by account (the bank code of the IBAN)', () => {
  it('finds the bank with the MFO of a Ukrainian IBAN', async () => {
    const { body } = await post('alpha.analyst', '/issuer/find_by_account', { iban: uaIban('300335') });
    expect(body).toMatchObject({ outcome: 'found', issuer_org_id: org.beta, issuer_org_name: 'Bank Beta' });
  });

  it('a bank not connected: not_connected, with its monitoring e-mail', async () => {
    const { body } = await post('alpha.analyst', '/issuer/find_by_account', { iban: uaIban('322313') });
    expect(body).toMatchObject({ outcome: 'not_connected', monitoring_email: 'monitoring@delta.example' });
  });

  it('an unknown Ukrainian bank code: not_found', async () => {
    const { body } = await post('alpha.analyst', '/issuer/find_by_account', { iban: uaIban('999999') });
    expect(body).toMatchObject({ outcome: 'not_found', issuer_org_id: null, issuer_country_code_2: 'UA' });
  });

  it('a foreign IBAN: not_supported, its country only', async () => {
    const { body } = await post('alpha.analyst', '/issuer/find_by_account', {
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    expect(body).toEqual({
      outcome: 'not_supported',
      issuer_org_id: null,
      issuer_org_name: null,
      issuer_icon_src: null,
      issuer_country_id: 'DE',
      issuer_country_name: 'Germany',
      issuer_country_code_2: 'DE',
      service_enable: false,
      monitoring_email: null,
    });
  });

  it.each([
    [{ iban: uaIban('300335').replace(/1$/, '2') }, 'invalid IBAN'],
    [{ iban: ibanOf('UA', '3003350000026007233') }, 'invalid IBAN'],
    [{ iban: '' }, 'required field'],
  ])('refuses %j: %s', async (body, message) => {
    const res = await post('alpha.analyst', '/issuer/find_by_account', body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ iban: message });
  });
});

describe('issuer lookup rights', () => {
  it.each(['/issuer/find_by_card', '/issuer/find_by_account'])('%s needs a token', async (path) => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/fpt/v2${path}`, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it.each(['/issuer/find_by_card', '/issuer/find_by_account'])(
    '%s needs U1005 or E1005, before the body is checked',
    async (path) => {
      const res = await post('alpha.viewer', path, {});
      expect(res.status).toBe(403);
      expect(res.body.fields).toBeUndefined();
    },
  );

  it('answers E1005 and the bank’s API client (client credentials, U1005)', async () => {
    const pan = cardWith('55556677');
    expect((await post('beta.expert', '/issuer/find_by_card', { pan })).status).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/fpt/v2/issuer/find_by_card',
      headers: await apiClientHeaders(ctx),
      payload: { pan },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'found', issuer_org_name: 'Bank Beta' });
  });
});

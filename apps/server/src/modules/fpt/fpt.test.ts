import { describe, expect, it } from 'vitest';
import { as, serviceTest } from '../../../test/harness.js';

const { ctx, post } = serviceTest('/api/fpt/v2');

describe('FPT catalogues', () => {
  it('lists the eight fraud types with names, short names and descriptions in English', async () => {
    const { status, body } = await post('alpha.analyst', '/fraud_type/list', {});
    expect(status).toBe(200);
    expect(body.total_count).toBe(8);
    expect(body.list.map((t) => t.short_name)).toEqual([
      'Phishing',
      'Vishing',
      'Marketplace',
      'Investment',
      'Takeover',
      'CNP',
      'Romance',
      'Other',
    ]);
    expect(body.list[0]).toEqual({
      id: 1,
      name: 'Phishing site',
      short_name: 'Phishing',
      description: expect.stringContaining('fake site') as unknown,
    });
  });

  it.each([
    ['uk', 'Фішинговий сайт', 'нове (очікує обробки)'],
    ['ru', 'Фишинговый сайт', 'новое (ожидает обработки)'],
    ['en', 'Phishing site', 'new (awaiting processing)'],
  ])('answers in the language asked: %s', async (locale, fraudName, statusName) => {
    const types = await post('beta.expert', '/fraud_type/list', { locale });
    expect(types.body.list[0]!.name).toBe(fraudName);
    const statuses = await post('beta.expert', '/status/list', { locale });
    expect(statuses.body.list[0]!.name).toBe(statusName);
  });

  it('answers in the language of the request when the body names none', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/fpt/v2/status/list',
      headers: { ...(await as(ctx, 'alpha.analyst')), cookie: 'language=uk' },
      payload: {},
    });
    expect(res.json<{ list: { name: string }[] }>().list[2]!.name).toBe('в обробці');
  });

  it('lists the thirteen statuses with their codes, names and descriptions', async () => {
    const { body } = await post('alpha.analyst', '/status/list', {});
    expect(body.total_count).toBe(13);
    expect(body.list.map((s) => `${String(s.id)} ${String(s.status)}`)).toEqual([
      '1 new',
      '2 cancelled',
      '3 bank_in_process',
      '4 recipient_blocked',
      '5 withdrawal_limit',
      '6 recipient_not_found',
      '7 recipient_blocked_no_funds',
      '8 possibility',
      '9 funds_withdrawn',
      '10 forwarded',
      '11 refund_refused',
      '12 success',
      '13 fraud_not_confirmed',
    ]);
    expect(body.list[3]).toEqual({
      id: 4,
      status: 'recipient_blocked',
      name: 'recipient blocked',
      description: 'The recipient card or account is blocked and the funds are held',
    });
  });

  it.each(['/fraud_type/list', '/status/list'])('%s refuses an unknown language', async (path) => {
    const res = await post('alpha.analyst', path, { locale: 'de' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ locale: 'invalid value' });
  });

  it.each(['/fraud_type/list', '/status/list'])('%s needs a token', async (path) => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/fpt/v2${path}`, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it.each(['/fraud_type/list', '/status/list'])('%s needs U1005/E1005 or U1006/E1006', async (path) => {
    expect((await post('alpha.viewer', path, {})).status).toBe(403);
  });
});

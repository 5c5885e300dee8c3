import fs from 'node:fs';
import path from 'node:path';
import { SAMPLE_SMART_FORMATS, SMART_PASTE_TEXT_MAX_BYTES } from '@afx/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, type Json, serviceTest, tokenFor } from '../../../test/harness.js';
import { createUser, PASSWORD } from '../../identity/test-support.js';
import { REPO_ROOT } from '../../platform/config.js';

const { ctx, org, post } = serviceTest('/api/smart/v1');

const ALPHA_FORMAT = SAMPLE_SMART_FORMATS.alphaFpt.title;
const BETA_FORMAT = SAMPLE_SMART_FORMATS.betaCrc.title;

/** Bank Alpha's user with U1005 alone: FPT pastes, no Crime Check. */
const FPT_ONLY = 'alpha.paste.fpt';

beforeAll(async () => {
  await createUser(ctx.database.db, { login: FPT_ONLY, permissions: ['U1005'] });
  await tokenFor(ctx, FPT_ONLY, PASSWORD);
});

/** Rows as Bank Alpha copies them from its spreadsheet (the demo format's columns). */
const ALPHA_ROWS = [
  'Date\tTime\tCard\tAmount\tCurrency\tTerminal\tOperation\tAcquirer\tTerminal ID\tMerchant ID\tMerchant\tCity\tCountry\tNotes',
  '20.11.2026\t14:03:11\t4149499912345673\t1250.17\t980\tPOS\tPURCHASE\t414963\tTERM0001\tM0001\tRozetka\tKyiv\tUA\tfirst',
  '',
  '21.11.2026\t09:15:00\t5353530000111128\t300.00\t980\tKIOSK\tPURCHASE\t414963\tTERM0002\tM0002\tEpicentr\tLviv\tUA\tunknown terminal',
  '22.11.2026\t10:00:00\t5353530000111128\tabc\t980\tKIOSK\tPURCHASE\t414963\tTERM0003\tM0003\tSilpo\tKyiv\tUA\ttwo problems',
].join('\r\n');

type Row = { line: number; outcome: string; index: number | null; problems: Json[] };

const paste = async (login: string, body: Json) => {
  const res = await post(login, '/result', body);
  return { ...res, rows: (res.body.rows ?? []) as Row[] };
};

const sample = (file: string): string => fs.readFileSync(path.join(REPO_ROOT, 'docs/samples', file), 'utf8');

describe('POST /result: a paste read by the caller’s own format', () => {
  it.each([
    ['alpha.analyst', 'fpt', ALPHA_FORMAT, 'alpha-fpt-tab.txt'],
    ['beta.expert', 'crc', BETA_FORMAT, 'beta-crc-semicolon.csv'],
  ])('reads the demo bank’s sample export by its demo format: %s, %s', async (login, zone, title, file) => {
    const res = await paste(login, { smart_zone: zone, format_title: title, tran: sample(file) });
    expect(res.status).toBe(200);
    expect(res.rows[0]!.outcome).toBe('header');
    expect(res.rows.slice(1).map((row) => [row.outcome, row.problems])).toEqual(
      res.rows.slice(1).map(() => ['accepted', []]),
    );
    expect(res.body.list).toHaveLength(10);
  });

  it('reads the rows by the format that has the title, row by row', async () => {
    const res = await paste('alpha.analyst', {
      smart_zone: 'fpt',
      format_title: ALPHA_FORMAT,
      tran: ALPHA_ROWS,
    });
    expect(res.status).toBe(200);
    expect(res.rows.map((row) => [row.line, row.outcome])).toEqual([
      [1, 'header'],
      [2, 'accepted'],
      [3, 'blank'],
      [4, 'flagged'],
      [5, 'refused'],
    ]);
    expect(res.body.list).toHaveLength(2);
    expect(res.body.list[0]).toMatchObject({
      date_time: '20.11.2026 14:03:11',
      pan: '4149499912345673',
      amount: '1250.17',
      currency_code: '980',
      term_type: 'pos',
      tran_type: 'other',
      acquirer_id: '414963',
      terminal_id: 'TERM0001',
      merchant_name: 'Rozetka',
      city: 'Kyiv',
      transaction_notes: 'first',
    });
    expect(res.body.list[1]).toMatchObject({ term_type: null, merchant_name: 'Epicentr' });
    expect(res.rows[3]).toMatchObject({ index: 1, problems: [{ field: 'term_type', value: 'KIOSK' }] });
    expect(res.rows[4]!.problems.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for a title the caller’s organisation has not in that service', async () => {
    const unknown = await paste('alpha.analyst', {
      smart_zone: 'fpt',
      format_title: 'No such format',
      tran: ALPHA_ROWS,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: 'format not found' });
    // Alpha's FPT format is not one of its Crime Check formats.
    expect(
      (await paste('alpha.analyst', { smart_zone: 'crc', format_title: ALPHA_FORMAT, tran: ALPHA_ROWS }))
        .status,
    ).toBe(404);
  });

  it('never uses another organisation’s format, even for an E-code holder', async () => {
    const res = await paste('beta.expert', {
      smart_zone: 'fpt',
      format_title: ALPHA_FORMAT,
      tran: ALPHA_ROWS,
    });
    expect(res.status).toBe(404);
    expect(
      (await paste('alpha.analyst', { smart_zone: 'crc', format_title: BETA_FORMAT, tran: 'x' })).status,
    ).toBe(404);
  });

  it('does not read by a disabled format', async () => {
    await post('alpha.analyst', '/format/create', {
      issuer_id: org.alpha,
      service: 'fpt',
      smart_zone_format: { ...SAMPLE_SMART_FORMATS.alphaFpt, title: 'Alpha old layout', disable: true },
    });
    const res = await paste('alpha.analyst', {
      smart_zone: 'fpt',
      format_title: 'Alpha old layout',
      tran: ALPHA_ROWS,
    });
    expect(res.status).toBe(404);
  });

  it('needs the service’s codes: U1005 pastes for fpt, not for crc', async () => {
    expect(
      (await paste(FPT_ONLY, { smart_zone: 'fpt', format_title: ALPHA_FORMAT, tran: ALPHA_ROWS })).status,
    ).toBe(200);
    expect(
      (await paste(FPT_ONLY, { smart_zone: 'crc', format_title: ALPHA_FORMAT, tran: ALPHA_ROWS })).status,
    ).toBe(403);
    expect(
      (await paste('alpha.viewer', { smart_zone: 'fpt', format_title: ALPHA_FORMAT, tran: ALPHA_ROWS }))
        .status,
    ).toBe(403);
  });

  it('refuses text over 256 kB with the field’s message, and a body far past it before reading it', async () => {
    const tooLong = await paste('alpha.analyst', {
      smart_zone: 'fpt',
      format_title: ALPHA_FORMAT,
      tran: 'a'.repeat(SMART_PASTE_TEXT_MAX_BYTES + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.fields)).toEqual(['tran']);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/smart/v1/result',
      headers: {
        ...(await as(ctx, 'alpha.analyst')),
        cookie: 'language=en',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        smart_zone: 'fpt',
        format_title: ALPHA_FORMAT,
        tran: 'a'.repeat(1024 * 1024),
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('requires the title and the text', async () => {
    const res = await paste('alpha.analyst', { smart_zone: 'fpt' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ format_title: 'required field', tran: 'required field' });
  });
});

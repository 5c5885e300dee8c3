/**
 * The authorisation matrix (standing test): for every record type that belongs to an organisation,
 * a U-code user of Bank Alpha cannot read what is not shared, and cannot change or delete Bank
 * Beta's records — by id, by a list filter, or by sending Beta's org_id or creator in the body.
 * Each row makes a record as Bank Beta and says how to reach it; a new module adds one row.
 */
import { randomUUID } from 'node:crypto';
import { cardNumberWith } from '@afx/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAgo } from '../src/modules/incidents/test-support.js';
import { notify } from '../src/platform/outbox/notify.js';
import { apiClientHeaders, as, type Json, orgIdOf, testContext } from './harness.js';

const ctx = testContext();

/** The owner: Bank Beta's expert (E codes), who may make the records. */
const OWNER = 'beta.expert';
/** Bank Alpha's U-code users: a person, and the bank's API client where the service takes one. */
const ANALYST = 'alpha.analyst';
const API_CLIENT = 'alpha-api';

type Call = { path: string; body: Json };
type Answer = { status: number; body: Json & { list?: Json[] } };
type Org = { alpha: number; beta: number; betaUser: number };

/** What a row knows of its record once made: the keys its calls need. */
type Made = Json;

type MatrixRow = {
  name: string;
  /** Who makes and reads the record for Bank Beta (default: Bank Beta's expert). */
  owner?: string;
  /** Bank Alpha's callers to try (default: the analyst). */
  callers?: string[];
  /** Makes the record as Bank Beta. */
  make: (org: Org) => Promise<Made>;
  /** How the owner reads it; the answer must be the same after every attempt. */
  ownerRead: (made: Made, org: Org) => Call;
  /** How the owner counts Bank Beta's records: no attempt may add one in Beta's name, or remove one. */
  ownerCount: (org: Org) => Call;
  /**
   * A read by id as Bank Alpha: 'hidden' answers 403 or 404; 'shared' (a registry or directory
   * every member reads, spec 3 §7, spec 1 §4) answers the record, never changeable by Alpha.
   */
  readById?: { call: (made: Made, org: Org) => Call; access: 'hidden' | 'shared' };
  /** A list as Bank Alpha, filtered to Bank Beta where it takes a filter; `isIt` finds the record. */
  list: {
    call: (made: Made, org: Org) => Call;
    isIt: (row: Json, made: Made) => boolean;
    access: 'hidden' | 'shared';
  };
  /** Changes, deletions and creations in Beta's name as Bank Alpha: each answers 403 or 404. */
  refused: (made: Made, org: Org) => Call[];
  /** Calls that are answered (200) but must leave the record alone, e.g. creator fields ignored for U codes. */
  ignored?: (made: Made, org: Org) => Call[];
};

/** A record is changeable by the caller: the `mutable` flags of the directories and incidents. */
const changeable = (row: Json): boolean =>
  row.mutable === true || row.mutable === 'full' || row.mutable === 'half';

const KYIV = 'UA80000000000093317';
const matrixFormat = (title: string) => ({
  n: 0,
  title,
  fields: ['date_time', 'amount', 'pan'],
  data_format: 'DD.MM.YYYY',
  time_format: 'HH:mm:ss',
  dt_separator: ' ',
  amount_use_semicolon: false,
});
const muleIncident = (inn: string) => ({
  category_domain_id: 4,
  details: { event_date: daysAgo(1), fullname: 'Бета Тест Матриця', inn },
});

async function call(login: string, { path, body }: Call): Promise<Answer> {
  const headers = login === API_CLIENT ? await apiClientHeaders(ctx) : await as(ctx, login);
  const res = await ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, cookie: 'language=en' },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A call that must succeed (making the record, the owner's reads). */
async function ok(login: string, request: Call): Promise<Json & { list?: Json[] }> {
  const answer = await call(login, request);
  expect(answer.status, `${request.path} ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

const MATRIX: MatrixRow[] = [
  {
    name: 'incidents (live): the shared registry',
    callers: [ANALYST, API_CLIENT],
    make: async () =>
      ok(OWNER, { path: '/api/incidents/v1/incident/create', body: muleIncident('3012450101') }),
    ownerRead: (made) => ({ path: '/api/incidents/v1/incident/get', body: { id: made.id } }),
    ownerCount: () => ({ path: '/api/incidents/v1/incident/list', body: { filter: { self_only: true } } }),
    readById: {
      call: (made) => ({ path: '/api/incidents/v1/incident/get', body: { id: made.id } }),
      access: 'shared',
    },
    list: {
      call: (_made, org) => ({
        path: '/api/incidents/v1/incident/list',
        body: { page_size: 100, filter: { inn: '3012450101', creator_org_id: org.beta } },
      }),
      isIt: (row, made) => row.id === made.id,
      access: 'shared',
    },
    refused: (made) => [
      { path: '/api/incidents/v1/incident/update', body: { id: made.id, ...muleIncident('3012450102') } },
      { path: '/api/incidents/v1/incident/delete', body: { id: made.id, reason: 'not ours' } },
    ],
    // Creator fields are E1000's: for a U code they are ignored, and the incident is Alpha's.
    ignored: (_made, org) => [
      {
        path: '/api/incidents/v1/incident/create',
        body: { ...muleIncident('3012450103'), creator_org_id: org.beta, creator_user_id: org.betaUser },
      },
    ],
  },
  {
    name: 'incidents (deleted): their organisation’s alone',
    callers: [ANALYST, API_CLIENT],
    make: async () => {
      const made = await ok(OWNER, {
        path: '/api/incidents/v1/incident/create',
        body: muleIncident('3012450201'),
      });
      await ok(OWNER, {
        path: '/api/incidents/v1/incident/delete',
        body: { id: made.id, reason: 'Бета: внутрішнє' },
      });
      return made;
    },
    ownerRead: (made) => ({ path: '/api/incidents/v1/incident/get', body: { id: made.id } }),
    ownerCount: () => ({ path: '/api/incidents/v1/incident/list', body: { filter: { self_only: true } } }),
    readById: {
      call: (made) => ({ path: '/api/incidents/v1/incident/get', body: { id: made.id } }),
      access: 'hidden',
    },
    list: {
      call: () => ({
        path: '/api/incidents/v1/incident/list',
        body: { page_size: 100, filter: { inn: '3012450201' } },
      }),
      isIt: (row, made) => row.id === made.id,
      access: 'hidden',
    },
    refused: (made) => [
      { path: '/api/incidents/v1/incident/history', body: { id2: made.id2 } },
      { path: '/api/incidents/v1/incident/get', body: { id2: made.id2 } },
      { path: '/api/incidents/v1/incident/update', body: { id: made.id, ...muleIncident('3012450202') } },
      { path: '/api/incidents/v1/incident/delete', body: { id: made.id, reason: 'again' } },
    ],
  },
  {
    name: 'BINs: a shared directory',
    make: async (org) => {
      await ok(OWNER, {
        path: '/api/dcb/v1/add',
        body: { bin: '64200001', org_id: org.beta, ica: '654321' },
      });
      return { bin: '64200001' };
    },
    ownerRead: (made) => ({ path: '/api/dcb/v1/get', body: { bin: made.bin } }),
    ownerCount: (org) => ({ path: '/api/dcb/v1/list', body: { filter: { org_id: org.beta } } }),
    readById: { call: (made) => ({ path: '/api/dcb/v1/get', body: { bin: made.bin } }), access: 'shared' },
    list: {
      call: (_made, org) => ({
        path: '/api/dcb/v1/list',
        body: { page_size: 100, filter: { bin: '6420', org_id: org.beta } },
      }),
      isIt: (row, made) => row.bin === made.bin,
      access: 'shared',
    },
    refused: (made, org) => [
      {
        path: '/api/dcb/v1/update',
        body: { bin: made.bin, org_id: org.beta, ica: '111111', notes: 'Alpha' },
      },
      // Moving Beta's BIN to Alpha by naming Alpha in the body.
      { path: '/api/dcb/v1/update', body: { bin: made.bin, org_id: org.alpha, ica: '111111' } },
      { path: '/api/dcb/v1/delete', body: { bin: made.bin } },
      {
        path: '/api/dcb/v1/group_update',
        body: { org_id: org.beta, list: [made.bin], set: { notes: 'Alpha' } },
      },
      { path: '/api/dcb/v1/group_delete', body: { org_id: org.beta, list: [made.bin] } },
      { path: '/api/dcb/v1/prepare_for_cleanup', body: { org_id: org.beta, list: [] } },
      { path: '/api/dcb/v1/add', body: { bin: '64200002', org_id: org.beta, ica: '654321' } },
      {
        path: '/api/dcb/v1/upload/apply',
        body: { org_id: org.beta, rows: [{ bin: '64200003', ica: '654321' }] },
      },
    ],
  },
  {
    name: 'ATMs: a shared directory',
    make: async (org) => {
      const atm = {
        term_id: 'BETA0001',
        org_id: org.beta,
        location_id: KYIV,
        location_address: 'вул. Бетова, 1',
      };
      await ok(OWNER, { path: '/api/dal/v1/add', body: atm });
      return atm;
    },
    ownerRead: (made) => ({ path: '/api/dal/v1/get', body: { org_id: made.org_id, term_id: made.term_id } }),
    ownerCount: (org) => ({ path: '/api/dal/v1/list', body: { filter: { org_id: org.beta } } }),
    readById: {
      call: (made) => ({ path: '/api/dal/v1/get', body: { org_id: made.org_id, term_id: made.term_id } }),
      access: 'shared',
    },
    list: {
      call: (made, org) => ({
        path: '/api/dal/v1/list',
        body: { filter: { org_id: org.beta, term_id: made.term_id } },
      }),
      isIt: (row, made) => row.term_id === made.term_id,
      access: 'shared',
    },
    refused: (made, org) => [
      { path: '/api/dal/v1/update', body: { ...made, location_address: 'Alpha was here' } },
      { path: '/api/dal/v1/delete', body: { org_id: org.beta, term_id: made.term_id } },
      { path: '/api/dal/v1/group_update', body: { org_id: org.beta, list: [made.term_id] } },
      { path: '/api/dal/v1/group_delete', body: { org_id: org.beta, list: [made.term_id] } },
      { path: '/api/dal/v1/prepare_for_cleanup', body: { org_id: org.beta, list: [] } },
      { path: '/api/dal/v1/add', body: { ...made, term_id: 'BETA0002' } },
    ],
  },
  {
    name: 'acquirer ids: a shared directory',
    make: async (org) => {
      const record = { id: '424242', card_system_id: 2, org_id: org.beta };
      await ok(OWNER, { path: '/api/acquiring/v1/add', body: { ...record, notes: 'Beta' } });
      return record;
    },
    ownerRead: (made) => ({ path: '/api/acquiring/v1/get', body: made }),
    ownerCount: (org) => ({ path: '/api/acquiring/v1/list', body: { filter: { org_id: org.beta } } }),
    readById: { call: (made) => ({ path: '/api/acquiring/v1/get', body: made }), access: 'shared' },
    list: {
      call: (_made, org) => ({ path: '/api/acquiring/v1/list', body: { filter: { org_id: org.beta } } }),
      isIt: (row, made) => row.id === made.id,
      access: 'shared',
    },
    refused: (made) => [
      { path: '/api/acquiring/v1/update', body: { ...made, notes: 'Alpha' } },
      { path: '/api/acquiring/v1/delete', body: made },
      { path: '/api/acquiring/v1/add', body: { ...made, id: '424243' } },
    ],
  },
  {
    name: 'bank contacts: a shared directory',
    make: async (org) => ({ id: org.beta }),
    ownerRead: (made) => ({ path: '/api/contacts/v1/banks/get', body: { id: made.id } }),
    ownerCount: () => ({ path: '/api/contacts/v1/banks/list', body: {} }),
    readById: {
      call: (made) => ({ path: '/api/contacts/v1/banks/get', body: { id: made.id } }),
      access: 'shared',
    },
    list: {
      call: () => ({ path: '/api/contacts/v1/banks/list', body: { page_size: 100 } }),
      isIt: (row, made) => row.id === made.id,
      access: 'shared',
    },
    refused: (made) => [
      {
        path: '/api/contacts/v1/banks/update',
        body: { id: made.id, monitoring_email: 'alpha@alpha.example' },
      },
      { path: '/api/contacts/v1/banks/update', body: { id: made.id, phones: ['380440000000'] } },
    ],
  },
  {
    name: 'smart-zone formats: their organisation’s alone',
    callers: [ANALYST, API_CLIENT],
    make: async (org) => {
      const made = await ok(OWNER, {
        path: '/api/smart/v1/format/create',
        body: { issuer_id: org.beta, service: 'fpt', smart_zone_format: matrixFormat('Beta matrix format') },
      });
      return { issuer_id: org.beta, service: 'fpt', n: made.n };
    },
    ownerRead: (made) => ({ path: '/api/smart/v1/format/get', body: made }),
    ownerCount: (org) => ({
      path: '/api/smart/v1/format/list',
      body: { issuer_id: org.beta, service: 'fpt', any_status: true },
    }),
    readById: { call: (made) => ({ path: '/api/smart/v1/format/get', body: made }), access: 'hidden' },
    list: {
      call: (_made, org) => ({
        path: '/api/smart/v1/format/list',
        body: { issuer_id: org.alpha, service: 'fpt', any_status: true },
      }),
      isIt: (row) => row.title === 'Beta matrix format',
      access: 'hidden',
    },
    refused: (made, org) => [
      { path: '/api/smart/v1/format/history', body: made },
      { path: '/api/smart/v1/format/update', body: { ...made, smart_zone_format: matrixFormat('Alpha') } },
      { path: '/api/smart/v1/format/delete', body: made },
      { path: '/api/smart/v1/format/list', body: { issuer_id: org.beta, service: 'fpt' } },
      {
        path: '/api/smart/v1/format/create',
        body: { issuer_id: org.beta, service: 'fpt', smart_zone_format: matrixFormat('Alpha in Beta') },
      },
    ],
  },
  {
    name: 'issuer settings: their organisation’s alone',
    make: async (org) => ({ id: org.beta }),
    ownerRead: (made) => ({ path: '/api/crc/v1/issuer_config/get', body: made }),
    ownerCount: (org) => ({ path: '/api/fpt/v2/issuer_config/get', body: { id: org.beta } }),
    readById: { call: (made) => ({ path: '/api/crc/v1/issuer_config/get', body: made }), access: 'hidden' },
    // The only settings Alpha's reads answer are Alpha's own.
    list: {
      call: (_made, org) => ({ path: '/api/crc/v1/issuer_config/get', body: { id: org.alpha } }),
      isIt: (row, made) => row.id === made.id,
      access: 'hidden',
    },
    refused: (made) => [
      { path: '/api/fpt/v2/issuer_config/get', body: made },
      ...['/api/crc/v1', '/api/fpt/v2'].map((base) => ({
        path: `${base}/issuer_config/set`,
        body: { ...made, iban_support: true, notification_email: 'alpha@alpha.example' },
      })),
    ],
  },
  {
    name: 'FPT alerts: the two banks’ alone',
    callers: [ANALYST, API_CLIENT],
    // An alert of Bank Beta against a card of its own: Beta is both sender and recipient.
    make: async (org) => {
      await ctx.database.pool.query(
        "insert into bins (bin, org_id, card_system_id) values ('42222299', $1, 1)",
        [org.beta],
      );
      return ok(OWNER, {
        path: '/api/fpt/v2/alert/create',
        body: {
          fraud_type_id: 1,
          recipient_type: 'card',
          recipient_pan: '4222229900000000',
          sender_type: 'card',
          sender_pan: '4222229900000018',
          reply_email: 'fraud@beta.example',
          description: 'Matrix alert: the client sent money to this card after a fake call from the bank.',
          transactions: [{ date_time: '01.01.2025 10:00:00', amount: '600', currency_code: '980' }],
        },
      });
    },
    ownerRead: (made) => ({ path: '/api/fpt/v2/inbound/history', body: { id: made.id, locale: 'en' } }),
    // The counters count every status; the page asks for a status no alert has, so it stays empty.
    ownerCount: () => ({
      path: '/api/fpt/v2/outbound/list',
      body: { page_size: 1, filter: { status: [13] } },
    }),
    readById: {
      call: (made) => ({ path: '/api/fpt/v2/inbound/get', body: { id: made.id } }),
      access: 'hidden',
    },
    list: {
      call: (made) => ({
        path: '/api/fpt/v2/outbound/list',
        body: { page_size: 100, filter: { id: made.id } },
      }),
      isIt: (row, made) => row.id === made.id,
      access: 'hidden',
    },
    refused: (made) => [
      { path: '/api/fpt/v2/outbound/get', body: { id: made.id } },
      { path: '/api/fpt/v2/outbound/history', body: { id: made.id } },
      {
        path: '/api/fpt/v2/alert/set_status',
        body: { id: made.id, status: 'bank_in_process', notes: 'Alpha' },
      },
      { path: '/api/fpt/v2/alert/set_status', body: { id: made.id, status: 'cancelled', notes: 'Alpha' } },
      { path: '/api/fpt/v2/outbound/message', body: { id: made.id, message: 'Alpha' } },
      { path: '/api/fpt/v2/inbound/message', body: { id: made.id, message: 'Alpha' } },
      { path: '/api/fpt/v2/card_block/status/available', body: { id: made.id } },
      { path: '/api/fpt/v2/alert/create_incident', body: { id: made.id } },
    ],
  },
  {
    name: 'Crime Check requests: the recipient bank’s alone',
    // A request of the Kyiv police unit against a card of Bank Beta (decision 0041).
    make: async (org) => {
      await ctx.database.pool.query(
        "insert into bins (bin, org_id, card_system_id) values ('42522299', $1, 1)",
        [org.beta],
      );
      const card = cardNumberWith('42522299', 7);
      const filed = await ok('police.officer', {
        path: '/api/crc/v1/police/request/create',
        body: {
          registry_type: 1,
          reg_number: '12026000000000001',
          reg_date: '01.11.2026',
          incriminated_articles: [{ article: '190' }],
          employee_name: 'Matrix Officer',
          employee_email: 'matrix@cyberpolice.example',
          sender_type: 'card',
          sender_number: cardNumberWith('41491099', 3),
          recipient_type: 'card',
          recipient_number: card,
          fraud_transactions: [
            {
              date_time: '01.11.2026 10:00:00',
              amount: '600',
              currency_code: '980',
              term_type: 'online',
              tran_type: 'p2p',
              pan: card,
            },
          ],
        },
      });
      return { id: filed.request_id };
    },
    ownerRead: (made) => ({ path: '/api/crc/v1/alert/history', body: { request_id: made.id, locale: 'en' } }),
    // A filter no request matches: the page stays empty; new_count counts every bank's.
    ownerCount: () => ({
      path: '/api/crc/v1/alert/list',
      body: { page_size: 1, filter: { reg_number: '99999999999999999' } },
    }),
    readById: {
      call: (made) => ({ path: '/api/crc/v1/alert/get', body: { request_id: made.id } }),
      access: 'hidden',
    },
    list: {
      call: (made) => ({ path: '/api/crc/v1/alert/list', body: { page_size: 100, filter: { id: made.id } } }),
      isIt: (row, made) => row.id === made.id,
      access: 'hidden',
    },
    refused: (made) => [
      { path: '/api/crc/v1/alert/history', body: { request_id: made.id } },
      { path: `/api/crc/v1/issuer/in_process/${String(made.id)}`, body: {} },
      {
        path: '/api/crc/v1/issuer/reply',
        body: { request_id: made.id, update_dt: new Date().toISOString(), notes: 'Alpha' },
      },
      { path: '/api/crc/v1/issuer/comment', body: { request_id: made.id, comment_on_fraud: 'Alpha' } },
      { path: '/api/crc/v1/alert/create_incident', body: { request_id: made.id } },
      { path: '/api/crc/v1/police/request/get', body: { request_id: made.id } },
      {
        path: '/api/crc/v1/police/request/comment',
        body: { request_id: made.id, comment_on_fraud: 'Alpha' },
      },
    ],
  },
  {
    name: 'card-blocking requests: their organisation’s alone',
    // A question Bank Beta's expert asked (written as /info writes it: the sandbox is off here).
    make: async (org) => {
      const id = randomUUID();
      await ctx.database.pool.query(
        `insert into cci_requests (id, org_id, user_name, pan_masked, pan_last4, issuer_org_id, issuer_name,
           tran_date, amount, applicant_name, notes, outcome, failure, duration_ms)
         values ($1, $2, 'Beta Expert', '4149 00** **** 0013', '0013', $2, 'Bank Beta', '2026-11-01', 10,
           'Applicant', 'Notes', 'failed', 'timeout', 100)`,
        [id, org.beta],
      );
      return { id };
    },
    ownerRead: (made) => ({ path: '/api/cci/v1/request/get', body: { cci_request_id: made.id } }),
    ownerCount: (org) => ({
      path: '/api/cci/v1/request/list',
      body: { page_size: 1, filter: { org_id: org.beta } },
    }),
    readById: {
      call: (made) => ({ path: '/api/cci/v1/request/get', body: { cci_request_id: made.id } }),
      access: 'hidden',
    },
    list: {
      call: (_made, org) => ({
        path: '/api/cci/v1/request/list',
        body: { page_size: 100, filter: { org_id: org.beta } },
      }),
      isIt: (row, made) => row.cci_request_id === made.id,
      access: 'hidden',
    },
    // Nothing of a request changes once asked.
    refused: () => [],
  },
  {
    name: 'mobile checks: their organisation’s alone',
    // A check Bank Beta's expert asked for; it stays queued (no outbox worker runs in the tests).
    make: async () => {
      const created = await ok(OWNER, {
        path: '/api/mcs/v2/check/create',
        body: { phone: '380671234562', depth_days: 10, consent: true },
      });
      return { id: created.id };
    },
    ownerRead: (made) => ({ path: '/api/mcs/v2/check/get', body: { id: made.id } }),
    ownerCount: (org) => ({
      path: '/api/mcs/v2/check/list',
      body: { page_size: 1, filter: { org_id: org.beta } },
    }),
    readById: {
      call: (made) => ({ path: '/api/mcs/v2/check/get', body: { id: made.id } }),
      access: 'hidden',
    },
    list: {
      call: (_made, org) => ({
        path: '/api/mcs/v2/check/list',
        body: { page_size: 100, filter: { org_id: org.beta } },
      }),
      isIt: (row, made) => row.id === made.id,
      access: 'hidden',
    },
    // A check is asked once and never changed.
    refused: () => [],
  },
  {
    name: 'invoices: their organisation’s alone',
    // Bank Beta's membership fee invoice for last month, from the demo data.
    make: async (org) => {
      const { rows } = await ctx.database.pool.query<{ id: number }>(
        "select id from invoices where org_id = $1 and kind = 'ema' order by id limit 1",
        [org.beta],
      );
      return { id: rows[0]!.id };
    },
    ownerRead: (made) => ({ path: '/api/ecs/v1/invoice/get', body: { id: made.id } }),
    ownerCount: (org) => ({
      path: '/api/ecs/v1/invoice/list',
      body: { kind: 'ema', page_size: 1, filter: { org_id: org.beta } },
    }),
    readById: {
      call: (made) => ({ path: '/api/ecs/v1/invoice/get', body: { id: made.id } }),
      access: 'hidden',
    },
    list: {
      call: (_made, org) => ({
        path: '/api/ecs/v1/invoice/list',
        body: { kind: 'ema', page_size: 100, filter: { org_id: org.beta } },
      }),
      isIt: (row, made) => row.id === made.id,
      access: 'hidden',
    },
    // Paying, cancelling and building invoices are the administrator's.
    refused: (made, org) => [
      { path: '/api/ecs/v1/invoice/mark_paid', body: { id: made.id } },
      { path: '/api/ecs/v1/invoice/cancel', body: { id: made.id, reason: 'Alpha' } },
      { path: '/api/ecs/v1/invoice/generate', body: { period: '2026-08', kind: 'ema', org_id: org.beta } },
    ],
  },
  {
    name: 'notifications: their organisation’s alone',
    callers: [ANALYST, 'alpha.manager'],
    // No call makes an organisation's notice yet: made as the services make them.
    make: async (org) => ({
      id: await notify(
        ctx.database.db,
        { orgId: org.beta },
        {
          kind: 'bin_conflict',
          title: 'notification_bin_conflict',
          params: { count: 1, uploads: 1, org_name: 'Bank Beta', uploader_org: 'Bank Beta' },
        },
      ),
    }),
    ownerRead: () => ({ path: '/api/notifications/v1/list', body: { page_size: 100 } }),
    ownerCount: () => ({ path: '/api/notifications/v1/unread_count', body: {} }),
    list: {
      call: () => ({ path: '/api/notifications/v1/list', body: { page_size: 100 } }),
      isIt: (row, made) => row.id === made.id,
      access: 'hidden',
    },
    refused: () => [],
    // Marking another organisation's notice read is answered, and marks nothing.
    ignored: (made) => [
      { path: '/api/notifications/v1/mark_read', body: { ids: [made.id] } },
      { path: '/api/notifications/v1/mark_all_read', body: {} },
    ],
  },
  {
    name: 'users: their organisation’s managers’ alone',
    // Bank Beta has no manager in the demo: the administrator invites its user.
    owner: 'admin',
    callers: ['alpha.manager'],
    make: async (org) => {
      const user = await ok('admin', {
        path: '/api/manager/v1/user/create',
        body: {
          org_id: org.beta,
          email: 'matrix.person@beta.example',
          full_name: 'Matrix Person',
          role: 'user',
          permissions: ['U1000'],
        },
      });
      return { id: user.id };
    },
    ownerRead: (made) => ({ path: '/api/manager/v1/user/get', body: { id: made.id } }),
    ownerCount: (org) => ({ path: '/api/manager/v1/user/list', body: { filter: { org_id: org.beta } } }),
    readById: {
      call: (made) => ({ path: '/api/manager/v1/user/get', body: { id: made.id } }),
      access: 'hidden',
    },
    list: {
      call: (_made, org) => ({ path: '/api/manager/v1/user/list', body: { filter: { org_id: org.beta } } }),
      isIt: (row, made) => row.id === made.id,
      access: 'hidden',
    },
    refused: (made, org) => [
      {
        path: '/api/manager/v1/user/update',
        body: { id: made.id, full_name: 'Alpha', role: 'manager', permissions: ['U1000'] },
      },
      { path: '/api/manager/v1/user/action', body: { id: made.id, action: 'remove', reason: 'Alpha' } },
      { path: '/api/manager/v1/user/history', body: { id: made.id } },
      {
        path: '/api/manager/v1/user/create',
        body: {
          org_id: org.beta,
          email: 'alpha.made@beta.example',
          full_name: 'Alpha',
          role: 'user',
          permissions: [],
        },
      },
    ],
  },
];

const org: Org = { alpha: 0, beta: 0, betaUser: 0 };
beforeAll(async () => {
  org.alpha = await orgIdOf(ctx, 'Bank Alpha');
  org.beta = await orgIdOf(ctx, 'Bank Beta');
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    "select id from users where login = 'beta.expert'",
  );
  org.betaUser = rows[0]!.id;
});

describe.each(MATRIX)('authorisation matrix: $name', (row) => {
  const callers = row.callers ?? [ANALYST];
  let made: Made;
  let before: Json;
  let count: Json;

  beforeAll(async () => {
    made = await row.make(org);
    before = await ok(row.owner ?? OWNER, row.ownerRead(made, org));
    count = await ok(row.owner ?? OWNER, row.ownerCount(org));
  });

  it.each(callers)('by id: %s reads it only where it is shared, and never as changeable', async (caller) => {
    if (!row.readById) return;
    const answer = await call(caller, row.readById.call(made, org));
    if (row.readById.access === 'hidden') {
      expect([403, 404]).toContain(answer.status);
      // The error alone: nothing of the record.
      expect(Object.keys(answer.body).sort()).toEqual(['code', 'message']);
    } else {
      expect(answer.status).toBe(200);
      expect(changeable(answer.body)).toBe(false);
    }
  });

  it.each(callers)(
    'by list filter: %s finds it only where it is shared, and never as changeable',
    async (caller) => {
      const answer = await call(caller, row.list.call(made, org));
      expect(answer.status).toBe(200);
      const found = (answer.body.list ?? []).filter((item) => row.list.isIt(item, made));
      if (row.list.access === 'hidden') expect(found).toEqual([]);
      else {
        expect(found).toHaveLength(1);
        expect(changeable(found[0]!)).toBe(false);
      }
    },
  );

  it.each(callers)('changing, deleting or creating in Bank Beta’s name: %s is refused', async (caller) => {
    for (const attempt of row.refused(made, org)) {
      const answer = await call(caller, attempt);
      expect([403, 404], `${attempt.path} ${JSON.stringify(attempt.body)}`).toContain(answer.status);
    }
    for (const attempt of row.ignored?.(made, org) ?? []) {
      expect((await call(caller, attempt)).status, attempt.path).toBe(200);
    }
  });

  it('leaves the record, and Bank Beta’s records, as they were', async () => {
    expect(await ok(row.owner ?? OWNER, row.ownerRead(made, org))).toEqual(before);
    expect(await ok(row.owner ?? OWNER, row.ownerCount(org))).toEqual(count);
  });
});

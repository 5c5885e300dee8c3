import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameData, openStream } from '../../../test/event-stream.js';
import {
  as,
  createTestContext,
  type Json,
  orgIdOf,
  postAs,
  type TestContext,
} from '../../../test/harness.js';
import { type Audience, notify } from '../../platform/outbox/notify.js';

let ctx: TestContext;
let alpha: number;
let beta: number;
let pay: number;

const post = (login: string, url: string, payload: unknown = {}) =>
  postAs(ctx, login, `/api/notifications/v1${url}`, payload);

async function userIdOf(login: string): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ id: number }>('select id from users where login = $1', [
    login,
  ]);
  return rows[0]!.id;
}

/** A notification for an audience; `by` tells them apart in the titles. */
const notifyAs = (to: Audience, by: string, count = 1): Promise<number> =>
  notify(ctx.database.db, to, {
    kind: 'bin_conflict',
    title: 'notification_bin_conflict',
    params: { count, uploads: 1, org_name: 'Bank Alpha', uploader_org: by },
  });

/** The ids a user's list shows, among the given ones, in the list's order. */
async function visible(login: string, among: readonly number[], body: Json = {}): Promise<number[]> {
  const res = await post(login, '/list', { page_size: 100, ...body });
  expect(res.status).toBe(200);
  return res.body.list.map((n) => n.id as number).filter((id) => among.includes(id));
}

const unreadCount = async (login: string): Promise<number> =>
  (await post(login, '/unread_count')).body.unread_count as number;

beforeAll(async () => {
  ctx = await createTestContext();
  alpha = await orgIdOf(ctx, 'Bank Alpha');
  beta = await orgIdOf(ctx, 'Bank Beta');
  pay = await orgIdOf(ctx, 'PayService LLC');
});
afterAll(async () => ctx?.close());

describe('notifications: who sees what', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      admins: await notifyAs({ admins: true }, 'to admins'),
      alpha: await notifyAs({ orgId: alpha }, 'to Bank Alpha'),
      beta: await notifyAs({ orgId: beta }, 'to Bank Beta'),
      pay: await notifyAs({ orgId: pay }, 'to PayService'),
      analyst: await notifyAs({ userId: await userIdOf('alpha.analyst') }, 'to the analyst'),
      manager: await notifyAs({ userId: await userIdOf('alpha.manager') }, 'to the manager'),
    };
  });
  const all = () => Object.values(ids);

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/v1/list', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('shows administrators the administrators’ notices and their own, newest first', async () => {
    expect(await visible('admin', all())).toEqual([ids.pay, ids.admins]);
  });

  it('shows others their organisation’s notices and their own, never the administrators’', async () => {
    expect(await visible('alpha.analyst', all())).toEqual([ids.analyst, ids.alpha]);
    expect(await visible('alpha.manager', all())).toEqual([ids.manager, ids.alpha]);
    // All E codes are not the admin role.
    expect(await visible('beta.expert', all())).toEqual([ids.beta]);
  });

  it('renders the title with its values in the caller’s language', async () => {
    const en = await post('alpha.analyst', '/list', { page_size: 1 });
    expect(en.body.list[0]).toMatchObject({
      id: ids.analyst,
      kind: 'bin_conflict',
      title:
        'BIN conflicts for Bank Alpha: 1 BIN(s) of other organisations in 1 upload(s), the last by to the analyst',
      read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const uk = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/v1/list',
      headers: { ...(await as(ctx, 'alpha.analyst')), cookie: 'language=uk' },
      payload: { page_size: 1 },
    });
    expect(uk.json().list[0].title).toBe(
      'Конфлікти BIN для Bank Alpha: BIN інших організацій — 1, завантажень — 1; останнє від to the analyst',
    );
  });

  it('pages the list with the paging helper', async () => {
    const first = await post('alpha.analyst', '/list', { page_number: 1, page_size: 1 });
    const second = await post('alpha.analyst', '/list', { page_number: 2, page_size: 1 });
    expect(first.body.total_count).toBe(second.body.total_count);
    expect(first.body.list).toHaveLength(1);
    expect(second.body.list[0]!.id).not.toBe(first.body.list[0]!.id);
  });
});

describe('notifications: read state', () => {
  it('is kept per person: an organisation’s notice read by one member is unread for another', async () => {
    const shared = await notifyAs({ orgId: alpha }, 'read per person');
    const analystBefore = await unreadCount('alpha.analyst');
    const managerBefore = await unreadCount('alpha.manager');

    const marked = await post('alpha.analyst', '/mark_read', { ids: [shared] });
    expect(marked.body).toEqual({ count: 1 });
    expect((await post('alpha.analyst', '/mark_read', { ids: [shared] })).body).toEqual({ count: 0 });

    expect(await unreadCount('alpha.analyst')).toBe(analystBefore - 1);
    expect(await unreadCount('alpha.manager')).toBe(managerBefore);
    const analystView = (await post('alpha.analyst', '/list', { page_size: 100 })).body.list.find(
      (n) => n.id === shared,
    );
    expect(analystView).toMatchObject({ read: true });
    expect(await visible('alpha.analyst', [shared], { only_unread: true })).toEqual([]);
    expect(await visible('alpha.manager', [shared], { only_unread: true })).toEqual([shared]);
  });

  it('marks only what the caller may see', async () => {
    const betas = await notifyAs({ orgId: beta }, 'not for Alpha');
    expect((await post('alpha.analyst', '/mark_read', { ids: [betas] })).body).toEqual({ count: 0 });
    expect(await visible('beta.expert', [betas], { only_unread: true })).toEqual([betas]);
  });

  it('marks all read for the caller only, and the count follows', async () => {
    const one = await notifyAs({ orgId: alpha }, 'all read 1');
    const two = await notifyAs({ userId: await userIdOf('alpha.analyst') }, 'all read 2');
    const before = await unreadCount('alpha.analyst');
    expect(before).toBeGreaterThanOrEqual(2);

    expect((await post('alpha.analyst', '/mark_all_read')).body).toEqual({ count: before });
    expect(await unreadCount('alpha.analyst')).toBe(0);
    expect(await visible('alpha.analyst', [one, two], { only_unread: true })).toEqual([]);
    expect(await visible('alpha.manager', [one], { only_unread: true })).toEqual([one]);
  });

  it('refuses a bad request with field errors', async () => {
    const empty = await post('alpha.analyst', '/mark_read', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ ids: 'required field' });
    const wrong = await post('alpha.analyst', '/mark_read', { ids: ['x'] });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['ids.0']);
    expect((await post('alpha.analyst', '/list', { only_unread: 'yes' })).status).toBe(400);
  });
});

describe('notifications: the BIN upload conflict', () => {
  it('reaches the administrators’ list and, through the outbox, their open pages', async () => {
    await postAs(ctx, 'beta.expert', '/api/dcb/v1/add', { bin: '64000020', org_id: beta, ica: '654321' });
    const adminBefore = await unreadCount('admin');
    const analystBefore = await unreadCount('alpha.analyst');
    const adminStream = await openStream(ctx, 'admin');
    const analystStream = await openStream(ctx, 'alpha.analyst');
    await adminStream.waitFor((f) => f.includes(': connected'));
    await analystStream.waitFor((f) => f.includes(': connected'));
    ctx.app.outbox.start();
    try {
      const upload = await postAs(ctx, 'alpha.analyst', '/api/dcb/v1/upload/apply', {
        org_id: alpha,
        rows: [{ bin: '64000020', ica: '111111' }],
      });
      expect(upload.body).toMatchObject({ conflicts: 1 });

      const [latest] = (await post('admin', '/list', { page_size: 1 })).body.list;
      expect(latest).toMatchObject({
        kind: 'bin_conflict',
        title:
          'BIN conflicts for Bank Alpha: 1 BIN(s) of other organisations in 1 upload(s), the last by Bank Alpha',
        read: false,
      });
      expect(await unreadCount('admin')).toBe(adminBefore + 1);
      expect(await unreadCount('alpha.analyst')).toBe(analystBefore);

      // The worker also delivers the events of the notices made earlier in this file.
      const isThis = (f: string) =>
        f.startsWith('event: notification') &&
        isDeepStrictEqual(frameData(f), { type: 'notification', id: latest!.id });
      expect(await adminStream.waitFor(isThis, 3000)).toBeDefined();
      expect(await analystStream.waitFor(isThis, 300)).toBeUndefined();
    } finally {
      await ctx.app.outbox.stop();
      await adminStream.close();
      await analystStream.close();
    }
  });
});

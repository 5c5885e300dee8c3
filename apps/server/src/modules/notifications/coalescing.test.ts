import { beforeAll, describe, expect, it } from 'vitest';
import { as, orgIdOf, postAs, testContext } from '../../../test/harness.js';
import { type MailPayload, renderMail } from '../../platform/mail/message.js';

/** The window is configured; 5 minutes here, to see that the setting counts. */
const WINDOW_MINUTES = 5;
const ctx = testContext({ NOTIFICATION_WINDOW_MINUTES: String(WINDOW_MINUTES) });
const org = { alpha: 0, beta: 0, gamma: 0 };
beforeAll(async () => {
  org.alpha = await orgIdOf(ctx, 'Bank Alpha');
  org.beta = await orgIdOf(ctx, 'Bank Beta');
  org.gamma = await orgIdOf(ctx, 'Gamma Acquiring');
});
const post = (login: string, url: string, payload: unknown) =>
  postAs(ctx, login, `/api/dcb/v1${url}`, payload);

const FLOOD = 50;
const betaBin = (n: number) => String(64100000 + n);

type NotificationRow = { id: number; params: Record<string, unknown> };
type OutboxRow = { id: number; kind: string; payload: Record<string, unknown>; next_attempt_at: Date };

const query = async <T>(sql: string, values: unknown[] = []): Promise<T[]> =>
  (await ctx.database.pool.query(sql, values)).rows as T[];

const lastIds = async () => {
  const [row] = await query<{ n: number; o: number }>(
    `select (select coalesce(max(id), 0) from notifications)::int as n,
            (select coalesce(max(id), 0) from outbox)::int as o`,
  );
  return row!;
};

const conflictNotices = (since: number) =>
  query<NotificationRow>(
    `select id, params from notifications where kind = 'bin_conflict' and id > $1 order by id`,
    [since],
  );

const outboxSince = (since: number) =>
  query<OutboxRow>(`select id, kind, payload, next_attempt_at from outbox where id > $1 order by id`, [
    since,
  ]);

/** One upload by Bank Alpha of BINs that Bank Beta owns: each row is a conflict. */
const conflictingUpload = (login: string, orgId: number, bins: string[]) =>
  post(login, '/upload/apply', { org_id: orgId, rows: bins.map((bin) => ({ bin, ica: '111111' })) });

const adminList = async () =>
  (await postAs(ctx, 'admin', '/api/notifications/v1/list', { page_size: 100 })).body.list;

describe('BIN conflict notifications coalesce per organisation and window', () => {
  it('makes one notification and one e-mail per administrator of 50 conflicting uploads at once, with the counts', async () => {
    const beta = await post('beta.expert', '/upload/apply', {
      org_id: org.beta,
      rows: Array.from({ length: FLOOD + 10 }, (_, n) => ({ bin: betaBin(n), ica: '654321' })),
    });
    expect(beta.body).toMatchObject({ created: FLOOD + 10 });
    const before = await lastIds();
    await as(ctx, 'alpha.analyst'); // signed in once, before the flood

    const uploads = await Promise.all(
      Array.from({ length: FLOOD }, (_, n) => conflictingUpload('alpha.analyst', org.alpha, [betaBin(n)])),
    );
    expect(uploads.map((u) => [u.status, u.body.conflicts])).toEqual(
      Array.from({ length: FLOOD }, () => [200, 1]),
    );

    const notices = await conflictNotices(before.n);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice!.params).toMatchObject({ org_id: org.alpha, count: FLOOD, uploads: FLOOD });
    expect(notice!.params.conflicts).toHaveLength(FLOOD);

    const [shown] = (await adminList()).filter((n) => n.id === notice!.id);
    expect(shown).toMatchObject({
      kind: 'bin_conflict',
      count: FLOOD,
      title: `BIN conflicts for Bank Alpha: ${FLOOD} BIN(s) of other organisations in ${FLOOD} upload(s), the last by Bank Alpha`,
    });

    const queued = await outboxSince(before.o);
    const mails = queued.filter((row) => row.kind === 'email');
    expect(mails.map((m) => m.payload.to)).toEqual(['admin@afx.example']);
    expect(queued.filter((row) => row.kind === 'live_event')).toHaveLength(1);
    // The e-mail waits for the window to close, so it tells of the whole flood.
    const [stored] = await query<{ window_start: Date }>(
      'select window_start from notifications where id = $1',
      [notice!.id],
    );
    const windowEnd = stored!.window_start.getTime() + WINDOW_MINUTES * 60_000;
    expect(mails[0]!.next_attempt_at.getTime()).toBe(windowEnd);
    const payload = mails[0]!.payload as MailPayload;
    // The administrator reads Ukrainian.
    expect(renderMail(payload, 'https://afx.example').subject).toBe(
      `Конфлікти BIN для Bank Alpha: BIN інших організацій — ${FLOOD}, завантажень — ${FLOOD}; останнє від Bank Alpha`,
    );
    const mail = renderMail({ ...payload, locale: 'en' }, 'https://afx.example');
    expect(mail.text).toContain(
      `${FLOOD} BIN(s) in ${FLOOD} upload(s) of a BIN sheet for Bank Alpha belong to other organisations`,
    );
    // The e-mail names the first 20 in the order the uploads committed, which concurrency decides.
    const named = [...mail.text.matchAll(/(\d{8}): owned by Bank Beta/g)].map((match) => match[1]);
    expect(named).toHaveLength(20);
    const flood = Array.from({ length: FLOOD }, (_, index) => betaBin(index));
    expect(named.every((bin) => flood.includes(bin!))).toBe(true);
    expect(mail.text).toContain(`… and ${FLOOD - 20} more`);
  });

  it('makes a notification read before the next conflict unread again, and tells the open pages', async () => {
    const [latest] = await query<NotificationRow>(
      `select id from notifications where kind = 'bin_conflict' order by id desc limit 1`,
    );
    await postAs(ctx, 'admin', '/api/notifications/v1/mark_read', { ids: [latest!.id] });
    const before = await lastIds();

    await conflictingUpload('alpha.analyst', org.alpha, [betaBin(FLOOD), betaBin(FLOOD + 1)]);

    expect(await conflictNotices(before.n)).toEqual([]);
    const [shown] = (await adminList()).filter((n) => n.id === latest!.id);
    expect(shown).toMatchObject({ read: false, count: FLOOD + 1 });
    expect(shown!.title).toContain(`${FLOOD + 2} BIN(s) of other organisations in ${FLOOD + 1} upload(s)`);
    const queued = await outboxSince(before.o);
    expect(queued.map((row) => row.kind)).toEqual(['live_event']);
    // The waiting e-mail now tells of this upload too.
    const [mail] = await query<OutboxRow>(
      `select payload from outbox where kind = 'email' and (payload->>'notification_id')::bigint = $1`,
      [latest!.id],
    );
    expect(mail!.payload.params).toMatchObject({ count: FLOOD + 2, uploads: FLOOD + 1 });
  });

  it('keeps organisations and windows apart', async () => {
    const before = await lastIds();
    // E1007 uploads for Gamma: Gamma's conflicts are another notification.
    await conflictingUpload('beta.expert', org.gamma, [betaBin(FLOOD + 2)]);
    const gamma = await conflictNotices(before.n);
    expect(gamma.map((n) => [n.params.org_id, n.params.uploads])).toEqual([[org.gamma, 1]]);

    // Once Bank Alpha's window has passed, its next conflict starts a new notification.
    await query(
      `update notifications set window_start = window_start - interval '1 day'
        where kind = 'bin_conflict' and (params->>'org_id')::int = $1`,
      [org.alpha],
    );
    await conflictingUpload('alpha.analyst', org.alpha, [betaBin(FLOOD + 3)]);
    const fresh = await conflictNotices(gamma[0]!.id);
    expect(fresh.map((n) => [n.params.org_id, n.params.count, n.params.uploads])).toEqual([
      [org.alpha, 1, 1],
    ]);
    const mails = (await outboxSince(before.o)).filter((row) => row.kind === 'email');
    expect(mails).toHaveLength(2);
  });
});

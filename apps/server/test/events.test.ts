import { describe, expect, it } from 'vitest';
import { isFor } from '../src/platform/events/matches.js';
import { pgNotifyBus } from '../src/platform/events/pg-bus.js';
import type { Envelope } from '../src/platform/events/types.js';
import { openDatabase } from '../src/platform/db/pool.js';
import type { SessionUser } from '../src/platform/auth/session-user.js';
import { openStream as openEventStream } from './event-stream.js';
import { as, testContext } from './harness.js';

const ctx = testContext();

const openStream = (login: string) => openEventStream(ctx, login);

describe('events stream', () => {
  it('refuses a stream without a token', async () => {
    const res = await fetch(`${ctx.baseUrl}/api/events`);
    expect(res.status).toBe(401);
  });

  it('delivers a pushed test event to the caller within a second, and to nobody else', async () => {
    const mine = await openStream('alpha.analyst');
    const other = await openStream('beta.expert');
    expect(mine.res.headers.get('content-type')).toContain('text/event-stream');
    await mine.waitFor((f) => f.includes(': connected'));
    await other.waitFor((f) => f.includes(': connected'));

    const sent = Date.now();
    const post = await fetch(`${ctx.baseUrl}/api/events/test`, {
      method: 'POST',
      headers: { ...(await as(ctx, 'alpha.analyst')), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hello' }),
    });
    expect(post.status).toBe(202);
    const frame = await mine.waitFor((f) => f.startsWith('event: test'));
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(frame).toBeDefined();
    expect(JSON.parse(frame!.split('data: ')[1]!)).toMatchObject({ type: 'test', message: 'hello' });
    expect(await other.waitFor((f) => f.startsWith('event: test'), 300)).toBeUndefined();
    await mine.close();
    await other.close();
  });

  it('delivers counter events by organisation and permission code', async () => {
    const analyst = await openStream('alpha.analyst');
    const viewer = await openStream('alpha.viewer');
    await analyst.waitFor((f) => f.includes(': connected'));
    await viewer.waitFor((f) => f.includes(': connected'));
    const { rows } = await ctx.database.pool.query(`select id from organisations where name = 'Bank Alpha'`);
    await ctx.app.events.publish({
      to: { orgId: rows[0].id, codes: ['U1006', 'E1006'] },
      event: { type: 'counter', counter: 'fpt', new_count: 7 },
    });
    const frame = await analyst.waitFor((f) => f.startsWith('event: counter'));
    expect(JSON.parse(frame!.split('data: ')[1]!)).toEqual({ type: 'counter', counter: 'fpt', new_count: 7 });
    // alpha.viewer holds only U6: no FPT counter for them.
    expect(await viewer.waitFor((f) => f.startsWith('event: counter'), 300)).toBeUndefined();
    await analyst.close();
    await viewer.close();
  });
});

describe('isFor', () => {
  const user: SessionUser = {
    sub: 's',
    login: 'l',
    name: 'n',
    roles: ['user', 'U22'],
    user_id: 5,
    org_id: 3,
    org_name: 'Bank Alpha',
    locale: 'uk',
    client_id: undefined,
  };
  it.each<[string, Envelope['to'], boolean]>([
    ['own user id', { userId: 5 }, true],
    ['another user id', { userId: 6 }, false],
    ['own organisation', { orgId: 3 }, true],
    ['another organisation', { orgId: 4 }, false],
    ['own organisation with a held code', { orgId: 3, codes: ['U22', 'E22'] }, true],
    ['own organisation without the code', { orgId: 3, codes: ['U1006', 'E1006'] }, false],
    ['everyone', { all: true }, true],
    ['the administrators', { role: 'admin' }, false],
  ])('%s → %s', (_name, to, expected) => {
    expect(isFor(user, to)).toBe(expected);
  });
  it('admin receives code-gated events and the administrators’ events', () => {
    expect(isFor({ ...user, roles: ['admin'] }, { all: true, codes: ['E1006'] })).toBe(true);
    expect(isFor({ ...user, roles: ['admin'] }, { role: 'admin' })).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('LISTEN/NOTIFY fan-out across processes', () => {
  it('an event published by one server process reaches the listeners of another', async () => {
    const url = ctx.config.databaseUrl!;
    const a = openDatabase(url, 1);
    const b = openDatabase(url, 1);
    const busA = pgNotifyBus(a.pool, url);
    const busB = pgNotifyBus(b.pool, url);
    const received: Envelope[] = [];
    busB.subscribe((e) => received.push(e));
    await Promise.all([busA.ready(), busB.ready()]); // both LISTENs in place
    await busA.publish({ to: { userId: 1 }, event: { type: 'test', message: 'x', at: 'now' } });
    // NOTIFY has no other path to B: a generous wait only spares a loaded CI machine, it cannot pass a lost event.
    const until = Date.now() + 5_000;
    while (received.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(received).toEqual([{ to: { userId: 1 }, event: { type: 'test', message: 'x', at: 'now' } }]);
    await busA.close();
    await busB.close();
    await a.close();
    await b.close();
  });
});

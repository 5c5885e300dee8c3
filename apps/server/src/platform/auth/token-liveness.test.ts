import { describe, expect, it } from 'vitest';
import { localBus } from '../events/local-bus.js';
import type { Bus } from '../events/types.js';
import { type Revocation, type TokenSubject, TokenLiveness } from './token-liveness.js';

const alice: TokenSubject = { userId: 1, grantId: 'g-alice', clientId: 'afx-web' };
const bob: TokenSubject = { userId: 2, grantId: 'g-bob', clientId: 'afx-web' };

/** The database as the test sets it: the grants ended, and every question it was asked. */
function database() {
  const ended = new Set<string>();
  const asked: TokenSubject[] = [];
  return {
    ended,
    asked,
    check: async (s: TokenSubject) => {
      asked.push(s);
      return !ended.has(s.grantId ?? '');
    },
  };
}

function liveness(db: ReturnType<typeof database>, bus: Bus<Revocation> = localBus<Revocation>()) {
  const clock = { now: 0 };
  const errors: unknown[] = [];
  const subject = new TokenLiveness(db.check, bus, {
    ttlMs: 5_000,
    onPublishError: (err) => errors.push(err),
    now: () => clock.now,
  });
  return { liveness: subject, clock, errors };
}

describe('token liveness', () => {
  it('asks the database once per subject while its answer stands, and again when it runs out', async () => {
    const db = database();
    const { liveness: l, clock } = liveness(db);
    expect(await l.isLive(alice)).toBe(true);
    clock.now = 4_999;
    expect(await l.isLive(alice)).toBe(true);
    expect(db.asked).toHaveLength(1);
    db.ended.add('g-alice'); // ended unannounced, as a user blocked in the table
    expect(await l.isLive(alice)).toBe(true);
    clock.now = 5_000;
    expect(await l.isLive(alice)).toBe(false);
    expect(db.asked).toHaveLength(2);
  });

  it('shares one question among the requests that arrive while it runs', async () => {
    const db = database();
    const { liveness: l } = liveness(db);
    expect(await Promise.all([l.isLive(alice), l.isLive(alice), l.isLive(alice)])).toEqual([
      true,
      true,
      true,
    ]);
    expect(db.asked).toHaveLength(1);
  });

  it('forgets an ended grant at once in this process and in the others on the bus, and only that grant', async () => {
    const db = database();
    const bus = localBus<Revocation>();
    const here = liveness(db, bus).liveness;
    const there = liveness(db, bus).liveness;
    for (const l of [here, there]) {
      expect(await l.isLive(alice)).toBe(true);
      expect(await l.isLive(bob)).toBe(true);
    }
    db.ended.add('g-alice');
    await here.revoked({ grantIds: ['g-alice'] });
    expect(await here.isLive(alice)).toBe(false);
    expect(await there.isLive(alice)).toBe(false);
    const asked = db.asked.length;
    expect(await here.isLive(bob)).toBe(true);
    expect(await there.isLive(bob)).toBe(true);
    expect(db.asked).toHaveLength(asked);
  });

  it('does not keep an answer read before a revocation that arrived while it was being read', async () => {
    let answer: (live: boolean) => void = () => undefined;
    const slow = {
      check: () => new Promise<boolean>((resolve) => (answer = resolve)),
    };
    const l = new TokenLiveness(slow.check, localBus<Revocation>(), { onPublishError: () => undefined });
    const before = l.isLive(alice);
    await l.revoked({ grantIds: ['g-alice'] });
    answer(true); // the query read the grant before it was deleted
    await before;
    const after = l.isLive(alice);
    answer(false);
    expect(await after).toBe(false);
  });

  it('still forgets locally when the announcement fails, and reports the failure', async () => {
    const db = database();
    const failing: Bus<Revocation> = {
      publish: async () => {
        throw new Error('connection lost');
      },
      publishIn: async () => {
        throw new Error('connection lost');
      },
      subscribe: () => () => undefined,
      ready: async () => undefined,
      close: async () => undefined,
    };
    const { liveness: l, errors } = liveness(db, failing);
    expect(await l.isLive(alice)).toBe(true);
    db.ended.add('g-alice');
    await l.revoked({ grantIds: ['g-alice'] });
    expect(await l.isLive(alice)).toBe(false);
    expect(errors).toEqual([new Error('connection lost')]);
  });
});

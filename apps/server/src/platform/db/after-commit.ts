import type { Db, Tx } from './pool.js';

/** Callbacks waiting for their transaction to commit, keyed by the transaction object. */
const waiting = new WeakMap<object, (() => void)[]>();

/**
 * db.transaction that can run work after the commit (wake the outbox worker): what happens after
 * must not see a rolled-back change, and must not run before the change is visible to others.
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const after: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    waiting.set(tx, after);
    return work(tx);
  });
  for (const callback of after) callback();
  return result;
}

/**
 * Runs the callback once the transaction commits, and never if it rolls back. A transaction not
 * opened by `transaction()` (or the database itself) cannot say when it commits: the callback runs
 * on the next turn of the event loop, and whoever waits for it must not depend on it alone.
 */
export function afterCommit(tx: object, callback: () => void): void {
  const list = waiting.get(tx);
  if (list) list.push(callback);
  else setImmediate(callback);
}

/**
 * This process's workers tell when they have tried a row (delivered it, or recorded a failed
 * attempt), so a request waiting for one row's first delivery (FPT /alert/create) hears it at once
 * instead of polling the database. A row another process delivers is not heard of here: the waiter
 * also looks at the row now and then.
 */
const listeners = new Map<number, Set<() => void>>();

export function outboxRowAttempted(id: number): void {
  const waiting = listeners.get(id);
  if (!waiting) return;
  listeners.delete(id);
  for (const listener of waiting) listener();
}

export function onOutboxRowAttempt(id: number, listener: () => void): () => void {
  let waiting = listeners.get(id);
  if (!waiting) {
    waiting = new Set();
    listeners.set(id, waiting);
  }
  waiting.add(listener);
  return () => {
    const set = listeners.get(id);
    set?.delete(listener);
    if (set?.size === 0) listeners.delete(id);
  };
}

import { EventEmitter } from 'node:events';

/**
 * Rows enqueued in this process wake this process's workers at once (after the commit); rows
 * enqueued by another process are found by the next poll.
 */
const wakeups = new EventEmitter();
wakeups.setMaxListeners(0);

export function wakeOutboxWorkers(): void {
  wakeups.emit('wake');
}

export function onOutboxWake(listener: () => void): () => void {
  wakeups.on('wake', listener);
  return () => wakeups.off('wake', listener);
}

import { EventEmitter } from 'node:events';
import { afterCommit } from '../db/after-commit.js';
import type { Bus, Envelope } from './types.js';

/**
 * The bus of a single process: the embedded database serves one server only (its data directory is
 * locked), so nothing needs to cross processes there.
 */
export function localBus<M = Envelope>(): Bus<M> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (message) => {
      emitter.emit('event', message);
    },
    // One process: after the commit, in the order the commits call back.
    publishIn: async (tx, message) => {
      afterCommit(tx, () => emitter.emit('event', message));
    },
    subscribe: (listener: (message: M) => void) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    ready: async () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

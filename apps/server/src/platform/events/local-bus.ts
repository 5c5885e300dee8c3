import { EventEmitter } from 'node:events';
import type { Envelope, EventBus } from './types.js';

/**
 * The bus of a single process: the embedded database serves one server only (its data directory is
 * locked), so nothing needs to cross processes there.
 */
export function localBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (envelope) => {
      emitter.emit('event', envelope);
    },
    subscribe: (listener: (e: Envelope) => void) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

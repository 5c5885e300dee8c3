import type { Executor } from '../db/pool.js';

/**
 * Who a pushed event is for: one user, the members of one organisation, the platform
 * administrators, or everyone signed in.
 */
export type EventTarget =
  | { userId: number }
  | { role: 'admin' }
  | { orgId: number; codes?: readonly string[] }
  | { all: true; codes?: readonly string[] };

/**
 * What the page receives. `counter` carries a badge's new value; `notification` says one was
 * created for the user (the page reads it through the API); `test` proves the channel.
 */
export type PushedEvent =
  | { type: 'counter'; counter: 'fpt' | 'crc'; new_count: number }
  | { type: 'notification'; id: number }
  /** A mobile check of the user's was answered or failed (decision 0044). */
  | { type: 'mcs_check'; id: number; status: 'answered' | 'failed' }
  | { type: 'test'; message: string; at: string };

export type Envelope = { to: EventTarget; event: PushedEvent };

/** Fans messages out to every server process, the publishing one included. */
export interface Bus<M> {
  publish(message: M): Promise<void>;
  /**
   * Sent when the transaction commits, never if it rolls back; messages sent this way reach every
   * process in the order their transactions committed.
   */
  publishIn(tx: Executor, message: M): Promise<void>;
  subscribe(listener: (message: M) => void): () => void;
  /** Settles once this process listens (or its first try failed and reconnecting took over). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Fans events out to every server process; each delivers to its own open streams. */
export type EventBus = Bus<Envelope>;

/** Who a pushed event is for: one user, the members of one organisation, or everyone signed in. */
export type EventTarget =
  | { userId: number }
  | { orgId: number; codes?: readonly string[] }
  | { all: true; codes?: readonly string[] };

/** What the page receives. `counter` carries a badge's new value; `test` proves the channel. */
export type PushedEvent =
  | { type: 'counter'; counter: 'fpt' | 'crc'; new_count: number }
  | { type: 'test'; message: string; at: string };

export type Envelope = { to: EventTarget; event: PushedEvent };

/** Fans events out to every server process; each delivers to its own open streams. */
export interface EventBus {
  publish(envelope: Envelope): Promise<void>;
  subscribe(listener: (envelope: Envelope) => void): () => void;
  close(): Promise<void>;
}

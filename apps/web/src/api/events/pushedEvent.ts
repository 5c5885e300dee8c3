import type { CounterName } from '@afx/domain';
import type { SseMessage } from './sseParser';

export type { CounterName };

/**
 * What `GET /api/events` pushes: a counter badge's new value, a notification made for the user (its
 * id; the page reads it through the API), or a test message proving the channel.
 */
export type PushedEvent =
  | { type: 'counter'; counter: CounterName; new_count: number }
  | { type: 'notification'; id: number }
  | { type: 'mcs_check'; id: number; status: string }
  | { type: 'test'; message: string; at: string };

/** The frame's event as the page can use it; null for anything else (unknown types, bad JSON). */
export function toPushedEvent(message: SseMessage): PushedEvent | null {
  const data = parseJson(message.data);
  if (typeof data !== 'object' || data === null) return null;
  const frame = data as Record<string, unknown>;
  if (frame.type !== message.event) return null;
  if (
    frame.type === 'counter' &&
    (frame.counter === 'crc' || frame.counter === 'fpt') &&
    typeof frame.new_count === 'number' &&
    Number.isFinite(frame.new_count)
  ) {
    return { type: 'counter', counter: frame.counter, new_count: frame.new_count };
  }
  if (frame.type === 'notification' && typeof frame.id === 'number' && Number.isInteger(frame.id)) {
    return { type: 'notification', id: frame.id };
  }
  if (frame.type === 'mcs_check' && typeof frame.id === 'number' && typeof frame.status === 'string') {
    return { type: 'mcs_check', id: frame.id, status: frame.status };
  }
  if (frame.type === 'test' && typeof frame.message === 'string') {
    return { type: 'test', message: frame.message, at: typeof frame.at === 'string' ? frame.at : '' };
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

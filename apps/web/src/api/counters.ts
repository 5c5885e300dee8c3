import { NEW_COUNTER_PATHS } from '@afx/domain';
import type { CounterName } from './events/pushedEvent';
import { http, HttpError } from './http';

/** The services' "new items" counters (spec 1 §7): `GET …/new_counter` answers `{ new_count }`. */
export const COUNTER_PATHS: Record<CounterName, string> = NEW_COUNTER_PATHS;

/**
 * The counter's value, or null when the installation has no such counter (404): that is an
 * answer, not a failure, so it shows no message.
 */
export async function fetchNewCount(counter: CounterName, signal?: AbortSignal): Promise<number | null> {
  try {
    return await http.get(COUNTER_PATHS[counter], { signal, expectedStatuses: [404], parse: parseNewCount });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export function parseNewCount(data: unknown): number {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).new_count : undefined;
  const count = Number(value);
  return Number.isFinite(count) ? count : 0;
}

/**
 * The services' "new items" counters (spec 1 §7): `GET {path}` answers `{ new_count }`. An
 * installation serves the counters of the services it has; `/config` says which.
 */
export const NEW_COUNTER_PATHS = {
  crc: '/api/crc/v1/new_counter',
  fpt: '/api/fpt/v2/new_counter',
} as const;

export type CounterName = keyof typeof NEW_COUNTER_PATHS;

export const COUNTER_NAMES = Object.keys(NEW_COUNTER_PATHS) as CounterName[];

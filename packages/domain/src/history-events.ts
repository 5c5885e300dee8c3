import type { MessageKey } from './messages/index.js';

/** History event types of FPT and Crime Check (spec 2 §3.9), with their timeline colours. */
export const HISTORY_EVENT_TYPES = [
  { id: 0, code: 'info', color: 'blue', labelKey: 'event_type_info' },
  { id: 1, code: 'message', color: 'green', labelKey: 'event_type_message' },
  { id: 2, code: 'status', color: 'yellow', labelKey: 'event_type_status' },
  { id: 3, code: 'error', color: 'red', labelKey: 'event_type_error' },
] as const satisfies readonly { id: number; code: string; color: string; labelKey: MessageKey }[];

export type HistoryEventTypeId = (typeof HISTORY_EVENT_TYPES)[number]['id'];

/** How many events of each type a history holds, for the filter checkboxes. */
export function countHistoryEvents(
  events: readonly { readonly event_type: number }[],
): Record<HistoryEventTypeId, number> {
  const counts: Record<HistoryEventTypeId, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const event of events) {
    if (event.event_type in counts) counts[event.event_type as HistoryEventTypeId] += 1;
  }
  return counts;
}

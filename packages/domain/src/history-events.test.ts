import { describe, expect, it } from 'vitest';
import { HISTORY_EVENT_TYPES, countHistoryEvents } from './history-events.js';

describe('history event types — "0 info blue, 1 message green, 2 status yellow, 3 error red"', () => {
  it.each([
    [0, 'info', 'blue'],
    [1, 'message', 'green'],
    [2, 'status', 'yellow'],
    [3, 'error', 'red'],
  ])('%s is %s in %s', (id, code, color) => {
    expect(HISTORY_EVENT_TYPES.find((type) => type.id === id)).toMatchObject({ code, color });
  });

  it('counts events per type for the checkboxes, ignoring unknown types', () => {
    expect(
      countHistoryEvents([{ event_type: 0 }, { event_type: 2 }, { event_type: 2 }, { event_type: 9 }]),
    ).toEqual({
      0: 1,
      1: 0,
      2: 2,
      3: 0,
    });
  });
});

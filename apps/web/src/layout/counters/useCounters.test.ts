import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serve, type ServedCall } from '../../../test/network';
import { configureHttp } from '../../api/http';
import { FIRST_POLL_MS, POLL_INTERVAL_MS, useCounters } from './useCounters';

/** A user with the Crime Check (E22) and FPT (E1006) codes: both counters are theirs to see. */
const EXPERT = { roles: ['user', 'E22', 'E1006'], org_id: 3 };

let calls: ServedCall[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  // Both services' counters answer, so a poll of either would be seen here.
  calls = serve({
    '/api/crc/v1/new_counter': () => ({ new_count: 3 }),
    '/api/fpt/v2/new_counter': () => ({ new_count: 3 }),
  });
  configureHttp({ getAccessToken: () => Promise.resolve('token'), showError: () => undefined });
});
afterEach(() => {
  vi.useRealTimers();
});

const polledPaths = () => calls.map((call) => call.path);

describe('useCounters', () => {
  it('asks nothing of a service the installation does not serve, however long it runs', async () => {
    renderHook(() => useCounters(EXPERT, []));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_MS + 10 * POLL_INTERVAL_MS));
    expect(polledPaths()).toEqual([]);
  });

  it('polls only the counters the installation serves', async () => {
    const { result } = renderHook(() => useCounters(EXPERT, ['fpt']));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_MS));
    expect(polledPaths()).toEqual(['/api/fpt/v2/new_counter']);
    expect(result.current.counts).toEqual({ crc: null, fpt: 3 });
  });
});

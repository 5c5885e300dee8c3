import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_LOADING_DELAY_MS, useLoadingDelay } from './useLoadingDelay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(fetching: boolean) {
  return renderHook(({ on }: { on: boolean }) => useLoadingDelay(on), { initialProps: { on: fetching } });
}

describe('useLoadingDelay', () => {
  it('shows no indicator for an answer within 300 ms', () => {
    const { result, rerender } = setup(true);
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(LIST_LOADING_DELAY_MS - 1);
    });
    expect(result.current).toBe(false);
    rerender({ on: false });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(false);
  });

  it('shows the indicator once loading lasts 300 ms, and drops it the moment the answer arrives', () => {
    const { result, rerender } = setup(true);
    act(() => {
      vi.advanceTimersByTime(LIST_LOADING_DELAY_MS);
    });
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('waits the 300 ms again for the next load', () => {
    const { result, rerender } = setup(true);
    act(() => {
      vi.advanceTimersByTime(LIST_LOADING_DELAY_MS);
    });
    rerender({ on: false });
    rerender({ on: true });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(LIST_LOADING_DELAY_MS);
    });
    expect(result.current).toBe(true);
  });
});

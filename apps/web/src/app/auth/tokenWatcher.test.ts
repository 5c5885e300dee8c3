import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsRefresh, startTokenWatcher, TOKEN_CHECK_INTERVAL_MS } from './tokenWatcher';

describe('needsRefresh', () => {
  it.each([
    [undefined, false],
    [3600, false],
    [60, false],
    [59, true],
    [0, true],
    [-5, true],
  ])('with %s s left answers %s', (secondsLeft, expected) => {
    expect(needsRefresh(secondsLeft)).toBe(expected);
  });
});

describe('startTokenWatcher', () => {
  let secondsLeft: number;
  const refresh = vi.fn<() => Promise<unknown>>();
  const onRefreshFailed = vi.fn<(error: unknown) => void>();
  let stop: () => void = () => undefined;

  const start = (): void => {
    stop = startTokenWatcher({ secondsLeft: () => Promise.resolve(secondsLeft), refresh, onRefreshFailed });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    refresh.mockReset().mockResolvedValue(undefined);
    onRefreshFailed.mockReset();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('leaves a token with a minute or more alone', async () => {
    secondsLeft = 60;
    start();

    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 3);

    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes on the next 10 s check once less than 60 s are left', async () => {
    secondsLeft = 59;
    start();

    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('signs out once and stops checking when the refresh fails', async () => {
    secondsLeft = 10;
    const failure = new Error('invalid_grant');
    refresh.mockRejectedValue(failure);
    start();

    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 4);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshFailed).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it('does not start a second refresh while one is under way', async () => {
    secondsLeft = 10;
    refresh.mockReturnValue(new Promise(() => undefined));
    start();

    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 3);

    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('checks no more after it is stopped', async () => {
    secondsLeft = 10;
    start();
    stop();

    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 2);

    expect(refresh).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http';
import { captureUncaughtErrors, recordHttpFailure, recordRenderError } from './captureErrors';
import { createErrorLog } from './errorLogStore';

let stopCapture: () => void = () => undefined;

afterEach(() => {
  stopCapture();
});

describe('the error log', () => {
  const fixedNow = () => new Date('2025-03-01T10:00:00Z');

  it('records a failed call with its text, the call and the page', () => {
    const log = createErrorLog(fixedNow);
    recordHttpFailure(
      { error: new HttpError(500, { message: 'Database unavailable' }), method: 'POST', path: '/api/x' },
      log,
    );

    expect(log.entries()).toEqual([
      expect.objectContaining({
        message: 'HTTP 500 - Database unavailable',
        info: 'POST /api/x',
        url: window.location.href,
        time: '2025-03-01T10:00:00.000Z',
      }),
    ]);
    expect(log.entries()[0]?.stack).toContain('HttpError');
  });

  it('records uncaught errors and unhandled rejections of the window', () => {
    const log = createErrorLog(fixedNow);
    stopCapture = captureUncaughtErrors(window, log);

    const thrown = new Error('Cannot read properties of undefined');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: thrown,
        message: thrown.message,
        filename: 'app.js',
        lineno: 3,
        colno: 9,
      }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('Lost promise') });
    window.dispatchEvent(rejection);

    expect(log.entries().map((entry) => [entry.message, entry.info])).toEqual([
      ['Lost promise', 'unhandledrejection'],
      ['Cannot read properties of undefined', 'window.onerror app.js:3:9'],
    ]);
  });

  it('records one error once, however many hooks see it', () => {
    const log = createErrorLog(fixedNow);
    const error = new Error('Render failed');
    recordRenderError(error, 'React error boundary', log);
    recordRenderError(error, 'Route error boundary', log);

    expect(log.entries()).toHaveLength(1);
  });

  it('tells its readers about changes and empties on Clear All', () => {
    const log = createErrorLog(fixedNow);
    let notified = 0;
    const unsubscribe = log.subscribe(() => notified++);
    recordRenderError(new Error('a'), 'x', log);
    recordRenderError(new Error('b'), 'x', log);
    log.clear();
    unsubscribe();

    expect(notified).toBe(3);
    expect(log.entries()).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../api/http';
import { renderWithProviders } from '../../components/i18n/testProviders';
import { recordHttpFailure, recordRenderError } from './captureErrors';
import { ErrorLogButton } from './ErrorLogButton';
import { ErrorLogDialog } from './ErrorLogDialog';
import { errorLog } from './errorLogStore';

// The browser's own zone must not decide what the log shows: run it far from Kyiv.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});
afterEach(() => errorLog.clear());

describe('the error log screen', () => {
  it('shows the time of an entry in Kyiv time, as every other screen does', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    recordRenderError(new Error('Render failed'), 'React error boundary');
    vi.useRealTimers();

    renderWithProviders(<ErrorLogDialog open onClose={() => undefined} />);

    expect(screen.getByText('01.03.2026 12:00:00')).toBeTruthy();
  });

  it('keeps an expected refusal (409 duplicate BIN) off the red badge and without a stack', () => {
    recordHttpFailure({
      error: new HttpError(409, { message: 'BIN already exists', code: 'conflict' }),
      method: 'POST',
      path: '/api/bin/v1/add',
    });

    renderWithProviders(<ErrorLogButton onOpen={() => undefined} />);
    expect(screen.queryByTestId('error-log-button')).toBeNull();
    expect(errorLog.entries()).toEqual([
      expect.objectContaining({ level: 'refusal', message: 'HTTP 409 - BIN already exists', stack: '' }),
    ]);
  });

  it('counts server failures and crashes of the page on the badge', () => {
    recordHttpFailure({
      error: new HttpError(409, { message: 'BIN already exists', code: 'conflict' }),
      method: 'POST',
      path: '/api/bin/v1/add',
    });
    recordHttpFailure({
      error: new HttpError(500, { message: 'Internal error', code: 'internal_error' }),
      method: 'POST',
      path: '/api/bin/v1/list',
    });
    recordRenderError(new Error('Cannot read properties of undefined'), 'React error boundary');

    renderWithProviders(<ErrorLogButton onOpen={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Error log, 2 entries' })).toBeTruthy();
  });
});

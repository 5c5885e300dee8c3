import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, serve } from '../../test/network';
import { fetchNewCount, parseNewCount } from './counters';
import { configureHttp } from './http';

const showError = vi.fn<(text: string) => void>();

beforeEach(() => {
  showError.mockReset();
  configureHttp({ showError, reportFailure: () => undefined });
});

describe('fetchNewCount', () => {
  it('reads new_count from the service', async () => {
    const calls = serve({ '/api/fpt/v2/new_counter': () => ({ new_count: 7 }) });

    await expect(fetchNewCount('fpt')).resolves.toBe(7);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/fpt/v2/new_counter']);
  });

  it('answers null, quietly, when the installation has no such counter', async () => {
    serve({
      '/api/crc/v1/new_counter': () => failure(404, 'Route GET:/api/crc/v1/new_counter not found'),
    });

    await expect(fetchNewCount('crc')).resolves.toBeNull();
    expect(showError).not.toHaveBeenCalled();
  });

  it('rejects, with the message shown, on any other failure', async () => {
    serve({ '/api/crc/v1/new_counter': () => failure(500, 'Boom') });

    await expect(fetchNewCount('crc')).rejects.toThrow('Boom');
    expect(showError).toHaveBeenCalledExactlyOnceWith('HTTP 500 - Boom');
  });
});

describe('parseNewCount', () => {
  it.each([
    [{ new_count: 12 }, 12],
    [{ new_count: '5' }, 5],
    [{}, 0],
    [null, 0],
  ])('reads %j as %d', (body, expected) => {
    expect(parseNewCount(body)).toBe(expected);
  });
});

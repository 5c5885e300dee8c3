import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { fetchNewCount, parseNewCount } from './counters';
import { configureHttp } from './http';

const fetchMock = vi.fn<typeof fetch>();
const showError = vi.fn<(text: string) => void>();

beforeEach(() => {
  fetchMock.mockReset();
  showError.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ showError, reportFailure: () => undefined });
});

describe('fetchNewCount', () => {
  it('reads new_count from the service', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { new_count: 7 }));

    await expect(fetchNewCount('fpt')).resolves.toBe(7);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/fpt/v2/new_counter');
  });

  it('answers null, quietly, when the installation has no such counter', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, { message: 'Route GET:/api/crc/v1/new_counter not found' }),
    );

    await expect(fetchNewCount('crc')).resolves.toBeNull();
    expect(showError).not.toHaveBeenCalled();
  });

  it('rejects, with the message shown, on any other failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Boom' }));

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

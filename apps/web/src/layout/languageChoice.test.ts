import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { configureHttp } from '../api/http';
import { LOCALE_PATH, saveLanguageChoice } from './languageChoice';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ showError: () => undefined });
});

describe('saveLanguageChoice', () => {
  it('sets the language cookie and stores the locale on the server', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await saveLanguageChoice('en');

    expect(document.cookie).toContain('language=en');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(LOCALE_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"locale":"en"}');
  });

  it('fails when the server does not store it, so the page is not reloaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Unsupported locale' }));

    await expect(saveLanguageChoice('ru')).rejects.toThrow('Unsupported locale');
  });
});

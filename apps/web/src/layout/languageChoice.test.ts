import { beforeEach, describe, expect, it } from 'vitest';
import { failure, serve } from '../../test/network';
import { configureHttp } from '../api/http';
import { LOCALE_PATH, saveLanguageChoice } from './languageChoice';

beforeEach(() => {
  configureHttp({ showError: () => undefined });
});

describe('saveLanguageChoice', () => {
  it('sets the language cookie and stores the locale on the server', async () => {
    const calls = serve({ [LOCALE_PATH]: () => undefined });

    await saveLanguageChoice('en');

    expect(document.cookie).toContain('language=en');
    expect(calls.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { locale: 'en' } },
    ]);
  });

  it('fails when the server does not store it, so the page is not reloaded', async () => {
    serve({ [LOCALE_PATH]: () => failure(400, 'Unsupported locale') });

    await expect(saveLanguageChoice('ru')).rejects.toThrow('Unsupported locale');
  });
});

import { render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { analystProfileBody, testSession } from '../../../test/fixtures';
import { parseProfile } from '../../app/auth/profile';
import { ProfileContext } from '../../app/auth/profileContext';
import { SessionContext } from '../../app/auth/sessionContext';
import { AppProviders } from '../../app/providers/AppProviders';
import { createQueryClient } from '../../app/providers/queryClient';
import { createI18n } from '../../i18n/i18n';
import { SUPPORTED_LANGUAGES, type Language } from '../../i18n/languages';
import { AtmListHelpPage } from './AtmListHelpPage';
import { CrimeCheckHelpPage } from './CrimeCheckHelpPage';
import { SupportPage } from './SupportPage';

/** jsdom has no ResizeObserver; antd's tables observe their size. */
class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

function renderHelp(page: ReactElement, language: Language, roles = ['user', 'U22', 'U1008']) {
  vi.stubGlobal('ResizeObserver', InertResizeObserver);
  return render(
    <AppProviders i18n={createI18n(language)} queryClient={createQueryClient()}>
      <SessionContext value={testSession().session}>
        <App>
          <ProfileContext value={parseProfile(analystProfileBody({ roles }))}>
            <MemoryRouter>{page}</MemoryRouter>
          </ProfileContext>
        </App>
      </SessionContext>
    </AppProviders>,
  );
}

/** An i18next key shown instead of its text, like 'crimeCheck.where.list'. */
const UNTRANSLATED = /\b(support|crimeCheck|atmList)\.[a-z]+/;

describe.each(SUPPORTED_LANGUAGES)('the help pages in %s', { timeout: 20_000 }, (language) => {
  it('support: the contacts from /config and every text translated', () => {
    const { container } = renderHelp(<SupportPage />, language);

    expect(screen.getByTestId('support-email').getAttribute('href')).toBe('mailto:support@afx.example');
    expect(screen.getByText('+380 44 000 00 00')).toBeTruthy();
    expect(screen.getByTestId('support-privacy')).toBeTruthy();
    expect(container.textContent).not.toMatch(UNTRANSLATED);
  });

  it('Crime Check: statuses 1 to 7 with their names and every text translated', () => {
    const { container } = renderHelp(<CrimeCheckHelpPage />, language);

    const rows = within(screen.getByTestId('crc-status-table')).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('td')?.textContent).filter(Boolean)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(container.textContent).not.toMatch(UNTRANSLATED);
  });

  it('ATM list: the upload columns and every text translated', () => {
    const { container } = renderHelp(<AtmListHelpPage />, language);

    const columns = within(screen.getByTestId('atm-upload-columns')).getAllByRole('code');
    expect(columns.map((cell) => cell.textContent)).toEqual([
      'term_id',
      'region',
      'city',
      'address',
      'location_description',
      'katottg',
      'latitude',
      'longitude',
    ]);
    expect(container.textContent).not.toMatch(UNTRANSLATED);
  });
});

describe('the support page links', { timeout: 20_000 }, () => {
  it('leaves out help pages the user may not open', () => {
    renderHelp(<SupportPage />, 'en', ['user', 'U6']);

    expect(screen.queryByText('Help: the ATM directory')).toBeNull();
    expect(screen.queryByText(/Help: answering cyber police requests/)).toBeNull();
    expect(screen.getByText('Change password')).toBeTruthy();
  });
});

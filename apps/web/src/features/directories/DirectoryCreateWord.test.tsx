import { cleanup, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AcquirersPage } from './acquirers/AcquirersPage';
import { AtmsPage } from './atms/AtmsPage';
import { BinsPage } from './bins/BinsPage';
import { BanksPage, CyberPolicePage, OrganisationsPage } from './contacts/ContactPages';
import { DIALOG_TEST_TIMEOUT_MS } from '../../../test/features/directoryDialogs';
import { listOf, serve } from '../../../test/network';
import { renderDirectory, U_CODES } from '../../../test/features/directories';

const PAGES: Record<string, ReactElement> = {
  bins: <BinsPage />,
  atms: <AtmsPage />,
  acquirers: <AcquirersPage />,
  banks: <BanksPage />,
  cyberPolice: <CyberPolicePage />,
  organisations: <OrganisationsPage />,
};

/** The words on the buttons that open a new record (the ones with the plus icon). */
/** Every directory's list, empty: the pages ask for it on opening. */
const LISTS = [
  '/api/dcb/v1/list',
  '/api/dal/v1/list',
  '/api/acquiring/v1/list',
  '/api/contacts/v1/banks/list',
  '/api/contacts/v1/cyber/list',
  '/api/contacts/v1/orgs/list',
];

async function createWordsOf(page: ReactElement): Promise<string[]> {
  serve(Object.fromEntries(LISTS.map((path) => [path, () => listOf([])])));
  const { container } = renderDirectory(page, U_CODES);
  await waitFor(() => expect(container.querySelector('.ant-table')).not.toBeNull());
  return [...container.querySelectorAll('button')]
    .filter((button) => button.querySelector('.anticon-plus'))
    .map((button) => button.textContent?.trim() ?? '');
}

afterEach(cleanup);

describe('creating a record', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('is called by one word on every directory page', async () => {
    const words: Record<string, string[]> = {};
    for (const [name, page] of Object.entries(PAGES)) {
      words[name] = await createWordsOf(page);
      cleanup();
    }
    // Pages where this user may create show the same single word.
    const offering = Object.entries(words).filter(([, found]) => found.length > 0);
    expect(offering.length).toBeGreaterThan(1);
    expect(new Set(offering.flatMap(([, found]) => found))).toEqual(new Set(['Add']));
  });
});

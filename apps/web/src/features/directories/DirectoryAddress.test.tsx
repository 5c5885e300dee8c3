import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BIN_BASE } from './bins/binApi';
import { BinsPage } from './bins/BinsPage';
import { CONTACTS_BASE } from './contacts/contactApi';
import { BanksPage } from './contacts/ContactPages';
import { DIALOG_TEST_TIMEOUT_MS } from '../../../test/features/directoryDialogs';
import { bodiesSentTo, serve } from '../../../test/network';
import { CARD_SYSTEMS, renderDirectory, U_CODES } from '../../../test/features/directories';

function serveBins() {
  const calls = serve({
    [`${BIN_BASE}/list`]: () => ({ list: [], total_count: 0 }),
    [`${BIN_BASE}/card_system/list`]: () => CARD_SYSTEMS,
    [`${BIN_BASE}/organization/list`]: () => ({ list: [], total_count: 0 }),
  });
  return () => bodiesSentTo(calls, `${BIN_BASE}/list`);
}

const binInput = () => screen.getByRole('textbox', { name: 'BIN' });

describe('a directory list in the address', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('opens on the search, page, size and sort of its address, the form filled', async () => {
    const listed = serveBins();
    renderDirectory(<BinsPage />, U_CODES, '/di/bins?q.bin=411111&q.prepaid=yes&page=2&size=50&sort=-bin');
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(listed()[0]).toEqual({
      page_number: 2,
      page_size: 50,
      sort_field: 'bin',
      sort_order: 'descend',
      filter: { bin: '411111', prepaid: true, token: null },
    });
    expect(binInput()).toHaveProperty('value', '411111');
  });

  it('writes a search into the address, and Back returns to the previous one', async () => {
    const listed = serveBins();
    const { router } = renderDirectory(<BinsPage />, U_CODES, '/di/bins');
    await waitFor(() => expect(listed()).toHaveLength(1));
    fireEvent.change(binInput(), { target: { value: '4111' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(listed()).toHaveLength(2));
    expect(router.state.location.search).toBe(
      '?q.bin=4111&q.prepaid=any&q.token=any&page=1&size=20&sort=-update_dt',
    );
    fireEvent.change(binInput(), { target: { value: '5222' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(listed()).toHaveLength(3));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(binInput()).toHaveProperty('value', '4111'));
    expect(router.state.location.search).toContain('q.bin=4111');
  });

  it('ignores invalid params', async () => {
    const listed = serveBins();
    renderDirectory(<BinsPage />, U_CODES, '/di/bins?q.prepaid=maybe&q.org_id=x&page=-1&sort=-secret');
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(listed()[0]).toEqual({
      page_number: 1,
      page_size: 20,
      sort_field: 'update_dt',
      sort_order: 'descend',
      filter: { prepaid: null, token: null },
    });
  });

  it('a contact directory opens on the search of its address, the box filled', async () => {
    const calls = serve({ [`${CONTACTS_BASE}/banks/list`]: () => ({ list: [], total_count: 0 }) });
    renderDirectory(
      <BanksPage />,
      U_CODES,
      '/di/banks?q.query=%D0%9B%D1%8C%D0%B2%D1%96%D0%B2&page=3&sort=-name',
    );
    await waitFor(() => expect(bodiesSentTo(calls, `${CONTACTS_BASE}/banks/list`)).toHaveLength(1));
    expect(bodiesSentTo(calls, `${CONTACTS_BASE}/banks/list`)[0]).toEqual({
      page_number: 3,
      page_size: 20,
      sort_field: 'name',
      sort_order: 'descend',
      filter: { query: 'Львів' },
    });
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'Львів');
  });
});

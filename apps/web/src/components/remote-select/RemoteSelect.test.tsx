import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../api/http';
import { failure, listOf, serve, type Reply } from '../../../test/network';
import { renderWithProviders, installResizeObserver } from '../i18n/testProviders';
import { RemoteSelect } from './RemoteSelect';

const BANKS = [
  { id: 7, name: 'Bank Beta' },
  { id: 8, name: 'Bank Gamma' },
];

const LIST_PATH = '/api/manager/v1/organisation/list';

function setup(answer: Reply, onChange = vi.fn(), searchIn?: 'filter' | 'search') {
  const calls = serve({ [LIST_PATH]: answer });
  configureHttp({ showError: vi.fn() });
  renderWithProviders(
    <RemoteSelect
      url={LIST_PATH}
      searchIn={searchIn}
      value={5}
      initialOption={{ value: 5, label: 'Bank Alpha' }}
      extraFilter={{ org_id: 3 }}
      onChange={onChange}
      aria-label="Issuer"
    />,
  );
  return { calls, onChange };
}

describe('RemoteSelect', { timeout: 20_000 }, () => {
  beforeEach(installResizeObserver);

  it('shows the current value by its label before any search', () => {
    setup(() => listOf([]));
    expect(screen.getByText('Bank Alpha')).toBeTruthy();
  });

  it('searches by name after a 300 ms pause and picks an option', async () => {
    const { calls, onChange } = setup(() => listOf(BANKS));
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Issuer' }), 'Be');
    await waitFor(() => expect(calls.some((call) => JSON.stringify(call.body).includes('"Be"'))).toBe(true));
    const search = calls.find((call) => JSON.stringify(call.body).includes('"Be"'));
    expect(search).toEqual({
      method: 'POST',
      path: LIST_PATH,
      search: '',
      body: {
        page_number: 1,
        page_size: 10,
        sort_field: 'name',
        sort_order: 'ascend',
        filter: { name: 'Be', org_id: 3 },
      },
    });
    // Typing 'B' then 'e' within 300 ms sends no search for 'B' alone.
    expect(calls.some((call) => JSON.stringify(call.body).includes('"B"'))).toBe(false);
    await user.click(await screen.findByTitle('Bank Beta'));
    expect(onChange).toHaveBeenCalledWith(7, { value: 7, label: 'Bank Beta' });
  });

  it('sends the text as the body’s search when asked (the Crime Check pickers)', async () => {
    const { calls } = setup(() => listOf(BANKS), vi.fn(), 'search');
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Issuer' }), 'Be');
    await waitFor(() => expect(calls.some((call) => JSON.stringify(call.body).includes('"Be"'))).toBe(true));
    expect(calls.find((call) => JSON.stringify(call.body).includes('"Be"'))?.body).toEqual({
      search: 'Be',
      page_size: 10,
      filter: { org_id: 3 },
    });
  });

  it('empties the options when a search fails', async () => {
    const { calls } = setup((body) =>
      JSON.stringify(body).includes('"Be"') ? listOf(BANKS) : failure(503, 'Unavailable'),
    );
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Issuer' });
    await user.type(input, 'Be');
    expect(await screen.findByTitle('Bank Gamma')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'x');
    await waitFor(() => expect(calls.some((call) => JSON.stringify(call.body).includes('"x"'))).toBe(true));
    await waitFor(() => expect(screen.queryByTitle('Bank Gamma')).toBeNull());
  });
});

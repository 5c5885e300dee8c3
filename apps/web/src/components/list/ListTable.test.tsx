import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../api/http';
import { listOf, serve } from '../../../test/network';
import { installResizeObserver, renderWithProviders } from '../i18n/testProviders';
import { sortableColumn } from './columns';
import { ListTable } from './ListTable';
import { clickableRow, openableRow } from './rowOpening';
import { useListQuery } from './useListQuery';

interface Bank {
  id: number;
  name: string;
}

const BANKS: Bank[] = [
  { id: 1, name: 'Bank Alpha' },
  { id: 2, name: 'Bank Beta' },
];

interface BanksProps {
  onOpen: (bank: Bank) => void;
  keyboard?: boolean;
  onSelect?: (keys: string[]) => void;
}

function Banks({ onOpen, keyboard = false, onSelect }: BanksProps) {
  const list = useListQuery<Bank, object>({
    queryKey: 'banks',
    url: '/api/banks/list',
    filter: {},
    defaultSort: { field: 'id', order: 'descend' },
  });
  const opener = keyboard ? openableRow : clickableRow;
  return (
    <ListTable<Bank>
      list={list}
      rowKey="id"
      columns={[sortableColumn(list, 'name', 'Name')]}
      onRow={(bank) => opener(() => onOpen(bank))}
      selection={onSelect ? { selected: [], onSelect } : undefined}
    />
  );
}

function serveBanks() {
  installResizeObserver();
  const calls = serve({ '/api/banks/list': () => listOf(BANKS) });
  configureHttp({ showError: vi.fn() });
  return calls;
}

describe('ListTable', { timeout: 20_000 }, () => {
  it('shows the server’s rows and total; a sortable header asks the server again, sorted', async () => {
    const calls = serveBanks();
    renderWithProviders(<Banks onOpen={vi.fn()} />);
    expect(await screen.findByText('Bank Beta')).toBeTruthy();
    expect(screen.getByText('Total: 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({ sort_field: 'name', sort_order: 'ascend' }),
    );
  });

  it('opens a row by a click; the keyboard-openable rows by Enter too', async () => {
    serveBanks();
    const onOpen = vi.fn();
    renderWithProviders(<Banks onOpen={onOpen} keyboard />);
    await userEvent.click(await screen.findByText('Bank Alpha'));
    expect(onOpen).toHaveBeenLastCalledWith(BANKS[0]);
    screen.getByText('Bank Beta').closest('tr')?.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(BANKS[1]);
  });

  it('offers row selection only when asked, by the rows’ keys', async () => {
    serveBanks();
    const onSelect = vi.fn();
    const { unmount } = renderWithProviders(<Banks onOpen={vi.fn()} />);
    await screen.findByText('Bank Alpha');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    unmount();
    renderWithProviders(<Banks onOpen={vi.fn()} onSelect={onSelect} />);
    await screen.findByText('Bank Alpha');
    const alpha = screen.getByText('Bank Alpha').closest('tr') as HTMLElement;
    await userEvent.click(within(alpha).getByRole('checkbox'));
    expect(onSelect).toHaveBeenCalledWith(['1']);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_TEST_TIMEOUT_MS } from '../../../../test/features/directoryDialogs';
import { renderDirectory } from '../../../../test/features/directories';
import { BinGroupUpdateDialog, binGroupSetOf } from './BinGroupUpdateDialog';

describe('BIN group update', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('sends only the fields chosen; unknown is null, empty replaced notes are cleared', () => {
    expect(binGroupSetOf({ prepaid: 'keep', token: 'keep', replaceNotes: false, notes: 'ignored' })).toEqual(
      {},
    );
    expect(binGroupSetOf({ prepaid: 'no', token: 'unknown', replaceNotes: true, notes: '  ' })).toEqual({
      prepaid: false,
      token: null,
      notes: null,
    });
  });

  it('sets the token to Card and replaces the notes of the selected BINs, then closes', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ count: 3 });
    const onClose = vi.fn();
    renderDirectory(<BinGroupUpdateDialog count={3} onSubmit={onSubmit} saving={false} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Selected: 3');
    const notes = within(dialog).getByLabelText('Notes');
    expect((notes as HTMLTextAreaElement).disabled).toBe(true);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Token' }));
    fireEvent.click(await screen.findByTitle('Card'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Replace notes' }));
    await userEvent.type(notes, ' Reissued ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ token: false, notes: 'Reissued' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open when the server refuses, so the choices can be sent again', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('HTTP 500'));
    const onClose = vi.fn();
    renderDirectory(<BinGroupUpdateDialog count={1} onSubmit={onSubmit} saving={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({}));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

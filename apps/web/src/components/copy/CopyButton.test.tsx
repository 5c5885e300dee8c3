import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../i18n/testProviders';
import { CopyButton } from './CopyButton';

describe('CopyButton', { timeout: 20_000 }, () => {
  it('copies the text and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<CopyButton text="4111 **** 1111" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('4111 **** 1111');
    expect(await screen.findByText('Copied successfully')).toBeTruthy();
  });

  it('says the notice it is given instead', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<CopyButton text="407500" successMessage="Copied to clipboard successfully" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to clipboard successfully')).toBeTruthy();
    expect(screen.queryByText('Copied successfully')).toBeNull();
  });

  it('names itself in the user language, or by its label', () => {
    renderWithProviders(<CopyButton text="x" />, 'ru');
    expect(screen.getByRole('button', { name: 'Копировать' })).toBeTruthy();
    renderWithProviders(<CopyButton text="x" label="Copy link" />);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });
});

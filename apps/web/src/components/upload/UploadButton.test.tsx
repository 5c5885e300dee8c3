import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../i18n/testProviders';
import { binPlugin, binSheet, validBins } from './testSheet';
import type { UploadOutcome } from './types';
import { UploadButton } from './UploadButton';
import { UploadDialog } from './UploadDialog';
import { useUploadEngine } from './useUploadEngine';

function Screen({ orgId, beforeStart }: { orgId: number; beforeStart?: (file: File) => boolean }) {
  const handleRow = vi.fn(() => Promise.resolve<UploadOutcome>(orgId === 1 ? 'created' : 'updated'));
  const { engine, snapshot } = useUploadEngine(binPlugin({ handleRow }), {
    readSheet: () => Promise.resolve(binSheet(validBins(2))),
  });
  return (
    <>
      <UploadButton engine={engine} beforeStart={beforeStart} />
      <span data-testid="state">{snapshot.state}</span>
      <UploadDialog engine={engine} title="Upload BINs" onClosed={vi.fn()} />
    </>
  );
}

const file = (): File => new File(['bin\n400001'], 'bins.xlsx');

describe('UploadButton with useUploadEngine', { timeout: 20_000 }, () => {
  it('accepts spreadsheets and runs the chosen file through the engine', async () => {
    const { container } = renderWithProviders(<Screen orgId={1} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toBe('.xlsx,.xls');
    expect(screen.getByRole('button', { name: /Upload/ })).toBeTruthy();
    await userEvent.upload(input as HTMLInputElement, file());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('complete'));
    expect(screen.getByText('Upload complete')).toBeTruthy();
    expect(screen.getByText('Created').closest('tr')?.textContent).toContain('2');
  });

  it('starts nothing when the screen refuses the file', async () => {
    const beforeStart = vi.fn(() => false);
    const { container } = renderWithProviders(<Screen orgId={1} beforeStart={beforeStart} />);
    await userEvent.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      file(),
    );
    await waitFor(() => expect(beforeStart).toHaveBeenCalled());
    expect(screen.getByTestId('state').textContent).toBe('idle');
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../i18n/testProviders';
import { createUploadEngine } from './engine';
import { binPlugin, binSheet, flush, validBins } from './testSheet';
import type { UploadEngine, UploadOutcome } from './types';
import { UploadDialog, type UploadDialogProps } from './UploadDialog';

function renderDialog<F>(
  engine: UploadEngine<F, unknown, string>,
  props: Partial<UploadDialogProps<F, unknown, string>> = {},
  language: 'en' | 'uk' = 'en',
) {
  const onClosed = vi.fn();
  renderWithProviders(
    <UploadDialog engine={engine} title="Upload BINs" onClosed={onClosed} {...props} />,
    language,
  );
  return onClosed;
}

/** A button of the dialog footer (the title bar has its own 'Close' icon once finished). */
function footerButton(name: string): HTMLElement {
  const footer = document.querySelector<HTMLElement>('.ant-modal-footer');
  if (!footer) throw new Error('No dialog footer');
  return within(footer).getByRole('button', { name });
}

function footerButtonNames(): (string | null)[] {
  const footer = document.querySelector<HTMLElement>('.ant-modal-footer');
  return footer
    ? within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
}

/** A plugin whose rows finish only when the test says so. */
function manualRows() {
  const pending: ((outcome: UploadOutcome) => void)[] = [];
  const handleRow = vi.fn(() => new Promise<UploadOutcome>((resolve) => pending.push(resolve)));
  return { handleRow, finish: (outcome: UploadOutcome = 'created') => pending.shift()?.(outcome) };
}

// antd's first render in jsdom alone can take seconds.
describe('UploadDialog', { timeout: 20_000 }, () => {
  it('shows the column headers error with the expected names', async () => {
    const engine = createUploadEngine(binPlugin());
    const onClosed = renderDialog(engine);
    await act(() => engine.start(binSheet(validBins(1), ['Bin'])));
    expect(screen.getByText('Column headers error')).toBeTruthy();
    expect(
      screen.getByText(
        'Columns must have the following case-sensitive names: bin, notes, ica, bid, prepaid, token',
      ),
    ).toBeTruthy();
    await userEvent.click(footerButton('Close'));
    expect(onClosed).toHaveBeenCalledWith({ completed: false, done: 0 });
    expect(engine.getSnapshot().state).toBe('idle');
  });

  it('says how many rows the sheet has and how many one upload takes, in the user language', async () => {
    const engine = createUploadEngine(binPlugin());
    const onClosed = renderDialog(engine);
    await act(() => engine.start(binSheet(validBins(60_000))));
    expect(
      screen.getByText(
        'The sheet has 60,000 rows; one upload takes at most 50,000. Split it into several files.',
      ),
    ).toBeTruthy();
    await userEvent.click(footerButton('Close'));
    expect(onClosed).toHaveBeenCalledWith({ completed: false, done: 0 });
  });

  it('lists input data errors with row and column, in the user language', async () => {
    const engine = createUploadEngine(binPlugin());
    renderDialog(engine, {}, 'uk');
    await act(() => engine.start(binSheet([{ bin: '' }, { bin: '4000x1' }])));
    expect(screen.getByText('Помилка вхідних даних')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Помилка вхідних даних' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Некоректне значення клітинки — порожня (рядок 2, bin)',
      'Некоректне значення клітинки — недопустимий символ (рядок 3, bin)',
    ]);
  });

  it('shows progress and counters; Cancel asks, Continue goes on', async () => {
    const rows = manualRows();
    const engine = createUploadEngine(binPlugin({ handleRow: rows.handleRow }));
    renderDialog(engine);
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = engine.start(binSheet(validBins(3)));
      await flush();
    });
    expect(screen.getByText('Uploading 1 of 3')).toBeTruthy();
    await act(async () => {
      rows.finish('updated');
      await flush();
    });
    expect(screen.getByText('Uploading 2 of 3')).toBeTruthy();
    expect(screen.getByText('Updated').closest('tr')?.textContent).toContain('1');

    await userEvent.click(footerButton('Cancel'));
    expect(screen.getByText('Abort upload?')).toBeTruthy();
    expect(engine.getSnapshot().state).toBe('paused');
    await userEvent.click(footerButton('Continue'));
    expect(screen.queryByText('Abort upload?')).toBeNull();
    await act(async () => {
      rows.finish();
      await flush();
      rows.finish();
      await done;
    });
    expect(screen.getByText('Upload complete')).toBeTruthy();
    expect(screen.getByText('Total').closest('tr')?.textContent).toContain('3');
  });

  it('labels every counter in the user’s language, a skipped row too', async () => {
    const handleRow = vi.fn((_row: unknown, index: number) =>
      index === 1 ? Promise.reject(new Error('timeout')) : Promise.resolve<UploadOutcome>('created'),
    );
    const engine = createUploadEngine(binPlugin({ handleRow, pauseActions: ['skip'] }));
    renderDialog(engine, {}, 'uk');
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = engine.start(binSheet(validBins(3)));
      await flush();
    });
    await userEvent.click(footerButton('Пропустити рядок'));
    await act(() => done);
    const counters = [...document.querySelectorAll('.ant-descriptions-item-label')].map(
      (label) => label.textContent,
    );
    expect(counters).toEqual(['Усього', 'Створено', 'Оновлено', 'Конфлікти', 'Пропущено']);
    expect(screen.getByText('Пропущено').closest('tr')?.textContent).toContain('1');
  });

  it('aborts on Confirm cancellation and reports an unfinished upload on Close', async () => {
    const rows = manualRows();
    const engine = createUploadEngine(binPlugin({ handleRow: rows.handleRow }));
    const onClosed = renderDialog(engine, { abortQuestion: 'Abort upload of ATMs' });
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = engine.start(binSheet(validBins(3)));
      await flush();
    });
    await userEvent.click(footerButton('Cancel'));
    expect(screen.getByText('Abort upload of ATMs')).toBeTruthy();
    await userEvent.click(footerButton('Confirm cancellation'));
    expect(screen.getByText('Stopping after the current row…')).toBeTruthy();
    await act(async () => {
      rows.finish();
      await done;
    });
    expect(screen.getByText('Upload aborted')).toBeTruthy();
    await userEvent.click(footerButton('Close'));
    expect(onClosed).toHaveBeenCalledWith({ completed: false, done: 1 });
  });

  it('after a row error offers abort with confirmation (BINs)', async () => {
    const engine = createUploadEngine(
      binPlugin({ handleRow: () => Promise.reject(new Error('BIN information retrieval error')) }),
    );
    renderDialog(engine);
    await act(async () => {
      void engine.start(binSheet(validBins(2)));
      await flush();
    });
    expect(screen.getByText('Error in row 2: BIN information retrieval error')).toBeTruthy();
    expect(footerButtonNames()).toEqual(['Cancel']);
    await userEvent.click(footerButton('Cancel'));
    await userEvent.click(footerButton('Confirm cancellation'));
    expect(engine.getSnapshot().state).toBe('aborted');
  });

  it('after a row error offers only Close (ATMs), which ends the upload', async () => {
    const engine = createUploadEngine(
      binPlugin({ handleRow: () => Promise.reject(new Error('Location retrieval error')) }),
    );
    const onClosed = renderDialog(engine, { errorExit: 'close' });
    await act(async () => {
      void engine.start(binSheet(validBins(2)));
      await flush();
    });
    expect(footerButtonNames()).toEqual(['Close']);
    await userEvent.click(footerButton('Close'));
    expect(onClosed).toHaveBeenCalledWith({ completed: false, done: 0 });
    expect(engine.getSnapshot().state).toBe('idle');
  });

  it('shows the follow-up and its action when complete; Close reports completion', async () => {
    const engine = createUploadEngine(binPlugin({ afterComplete: () => Promise.resolve(['40000009']) }));
    const deleteOld = vi.fn();
    const onClosed = renderDialog(engine, {
      renderFollowUp: (old) => <p>Old BINs: {old.join(', ')}</p>,
      extraActions: () => [{ key: 'delete', label: 'Delete old BINs', danger: true, onClick: deleteOld }],
    });
    await act(() => engine.start(binSheet(validBins(2))));
    expect(screen.getByText('Old BINs: 40000009')).toBeTruthy();
    await userEvent.click(footerButton('Delete old BINs'));
    expect(deleteOld).toHaveBeenCalled();
    await userEvent.click(footerButton('Close'));
    expect(onClosed).toHaveBeenCalledWith({ completed: true, done: 2 });
  });
});

import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderDirectory, U_CODES } from './directories';

/** Per-test time for dialogs full of antd controls. */
export const DIALOG_TEST_TIMEOUT_MS = 30_000;

/** The open dialog (antd renders it into the body) and what the tests look up in it. */
export const inDialog = {
  element: (): HTMLElement => screen.getByRole('dialog'),
  /** A footer button by its visible text (the corner × is also named 'Close'). */
  button: (text: string): HTMLElement | null =>
    within(inDialog.element())
      .queryAllByRole('button')
      .find((button) => button.textContent === text) ?? null,
  /** A field by its label. */
  field: (label: string): HTMLElement => within(inDialog.element()).getByLabelText(label),
  /** A select by its name. */
  combobox: (name: string): HTMLElement => within(inDialog.element()).getByRole('combobox', { name }),
};

/**
 * A read-only record as the dialog shows it: label → text of each line. Fails when anything still
 * invites an edit: an input, a text area, a select, a switch, a required mark or a placeholder.
 */
export function readOnlyLines(): Record<string, string> {
  const dialog = inDialog.element();
  const editable = dialog.querySelectorAll(
    'input, textarea, .ant-select, .ant-switch, .ant-form-item-required, [placeholder]',
  );
  if (editable.length > 0) throw new Error(`Editable controls in a read-only view: ${editable.length}`);
  const view = within(dialog).getByTestId('record-view');
  const lines: Record<string, string> = {};
  for (const label of view.querySelectorAll('.ant-descriptions-item-label')) {
    lines[label.textContent ?? ''] = label.nextElementSibling?.textContent ?? '';
  }
  return lines;
}

export const valueOf = (element: HTMLElement): string => (element as HTMLInputElement).value;
export const isDisabled = (element: HTMLElement): boolean => (element as HTMLInputElement).disabled;

/** Spies for whichever of these callbacks a row dialog takes. */
function dialogSpies() {
  return { onClose: vi.fn(), onChanged: vi.fn(), onSaved: vi.fn(), onDeleted: vi.fn() };
}

/** A row dialog as a directory page opens it, for a user with these roles; answers its spies. */
export function renderRowDialog(
  dialogOf: (spies: ReturnType<typeof dialogSpies>) => ReactElement,
  roles: readonly string[] = U_CODES,
) {
  const spies = dialogSpies();
  renderDirectory(dialogOf(spies), roles);
  return spies;
}

import { formatInstantDate } from '@afx/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, failure, serve } from '../../../test/network';
import {
  ALPHA,
  FORMAT_CODES,
  FORMAT_ROWS,
  FORMAT_TEST_TIMEOUT_MS,
  renderSetup,
  TAB_FORMAT,
} from '../../../test/features/smartFormats';
import { FormatEditor } from './FormatEditor';
import { NEW_FORMAT_VALUES } from './formatForm';
import type { FormatOpening } from './formatOpening';
import { SMART_PATHS } from './smartFormatApi';

const SCOPE = { issuerId: ALPHA.orgId, service: 'fpt' } as const;
const KEY = { issuer_id: ALPHA.orgId, service: 'fpt' } as const;

/** The format dialog as the page opens it, with spies for its close and change. */
function openDialog(opening: FormatOpening) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  renderSetup(
    <FormatEditor
      scope={SCOPE}
      opening={opening}
      listed={FORMAT_ROWS}
      onClose={onClose}
      onChanged={onChanged}
    />,
    FORMAT_CODES.fpt.own,
  );
  return { onClose, onChanged };
}

// By label and text, not by role: the accessibility tree of a dialog this size is slow in jsdom.
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const field = (label: string) => within(dialog()).getByLabelText(label);
const button = (text: string, scope: HTMLElement = dialog()) =>
  [...scope.querySelectorAll('button')].find((element) => element.textContent === text) as HTMLElement;
const typeInto = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
/** The popup confirmation open now (antd renders it outside the dialog). */
const popconfirm = () => document.querySelector('.ant-popover:not(.ant-popover-hidden)') as HTMLElement;

describe('the format dialog (spec 3 §2.5, §5)', { timeout: FORMAT_TEST_TIMEOUT_MS }, () => {
  it('checks the title on blur (required, at most 80, unique), the separator, and sends nothing while wrong', async () => {
    const calls = serve({});
    openDialog({ n: 0, values: NEW_FORMAT_VALUES });
    expect(dialog().textContent).toContain('New format');
    expect(button('Delete')).toBeUndefined();
    expect(button('History')).toBeUndefined();

    typeInto('Full name', '   ');
    expect(await within(dialog()).findByText('required field')).toBeTruthy();
    typeInto('Full name', 'x'.repeat(81));
    expect(await within(dialog()).findByText('max length 80')).toBeTruthy();
    typeInto('Full name', ' Alpha CSV ');
    expect(await within(dialog()).findByText('non-unique title')).toBeTruthy();

    typeInto('Date and time separator', 'ab');
    expect(await within(dialog()).findByText('exactly one character')).toBeTruthy();
    typeInto('Date and time separator', ';');
    expect(await within(dialog()).findByText('Code: 0x3B')).toBeTruthy();

    fireEvent.click(button('Add'));
    await waitFor(() => expect(within(dialog()).queryByText('exactly one character')).toBeNull());
    expect(within(dialog()).getByText('non-unique title')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a mapping row is confirmed only with its key and its value', async () => {
    serve({});
    openDialog({ n: 0, values: NEW_FORMAT_VALUES });
    const termTable = field('Terminal types');
    fireEvent.click(within(dialog()).getAllByText('Add row')[0] as HTMLElement);
    fireEvent.click(within(termTable).getByLabelText('Confirm row'));
    expect(await within(dialog()).findByText('key and value required')).toBeTruthy();
    fireEvent.change(within(termTable).getByLabelText('Input value: Terminal type 1'), {
      target: { value: 'KIOSK' },
    });
    fireEvent.click(within(termTable).getByLabelText('Confirm row'));
    expect(await within(dialog()).findByText('term type required')).toBeTruthy();
    // One row at a time: no other row is added or edited meanwhile.
    expect(
      (within(dialog()).getAllByText('Add row')[0]?.closest('button') as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('create: the format goes to /format/create for the issuer and service; the list reloads', async () => {
    const calls = serve({ [SMART_PATHS.create]: () => ({ ...TAB_FORMAT, n: 9, title: 'Alpha semicolon' }) });
    const { onClose, onChanged } = openDialog({ n: 0, values: NEW_FORMAT_VALUES });
    typeInto('Full name', '  Alpha semicolon ');
    fireEvent.click(button('Add'));
    expect(await screen.findByText('Created successfully')).toBeTruthy();
    expect(bodiesSentTo(calls, SMART_PATHS.create)).toEqual([
      {
        ...KEY,
        smart_zone_format: {
          n: 0,
          title: 'Alpha semicolon',
          disable: false,
          fields: ['date_time', 'amount'],
          data_format: 'DD.MM.YYYY',
          time_format: 'HH:mm:ss',
          dt_separator: ' ',
          column_separator: '\t',
          amount_use_semicolon: true,
          term_types: [],
          tran_types: [],
        },
      },
    ]);
    expect(onChanged).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('a failed save keeps the dialog open with the server’s words under the field', async () => {
    serve({
      [SMART_PATHS.create]: () =>
        failure(409, 'non-unique title', { 'smart_zone_format.title': 'non-unique title' }),
    });
    const { onClose, onChanged } = openDialog({ n: 0, values: NEW_FORMAT_VALUES });
    typeInto('Full name', 'Alpha semicolon');
    fireEvent.click(button('Add'));
    expect(await within(dialog()).findByText('non-unique title')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('edit: loads the format, shows repeated columns numbered, deletes a mapping row after asking, updates', async () => {
    const calls = serve({
      [SMART_PATHS.get]: () => TAB_FORMAT,
      [SMART_PATHS.update]: (body) => ({
        ...TAB_FORMAT,
        ...(body as { smart_zone_format: object }).smart_zone_format,
      }),
    });
    const { onChanged } = openDialog({ n: 7 });
    await screen.findByRole('dialog');
    expect(dialog().textContent).toContain('Format: Alpha tab export');
    expect(bodiesSentTo(calls, SMART_PATHS.get)).toEqual([{ ...KEY, n: 7 }]);
    const columns = [...field('Columns').querySelectorAll('li code')].map((code) => code.textContent);
    expect(columns).toEqual(['date', 'time', 'term_type', 'amount', 'pan', 'notes 1', 'notes 2']);
    expect(within(dialog()).getByText('Code: 0x20')).toBeTruthy();

    fireEvent.click(field('Down: pan'));
    fireEvent.click(within(field('Terminal types')).getByLabelText('Delete row 1'));
    await waitFor(() => expect(popconfirm().textContent).toContain('Delete this row?'));
    fireEvent.click(button('Yes', popconfirm()));
    await waitFor(() => expect(within(field('Terminal types')).queryByText('ATM')).toBeNull());

    fireEvent.click(button('Update'));
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(bodiesSentTo(calls, SMART_PATHS.update)).toEqual([
      {
        ...KEY,
        n: 7,
        smart_zone_format: expect.objectContaining({
          n: 7,
          title: 'Alpha tab export',
          fields: ['date', 'time', 'term_type', 'amount', 'notes', 'pan', 'notes'],
          term_types: [],
          tran_types: [{ k: '*', v: 'cash', t: 'atm' }],
        }),
      },
    ]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('delete asks "Delete this format?" first; the history opens in a drawer', async () => {
    const calls = serve({
      [SMART_PATHS.get]: () => TAB_FORMAT,
      [SMART_PATHS.remove]: () => ({ n: 7 }),
      [SMART_PATHS.history]: () => ({
        list: [
          { event_dt: '2026-11-21T08:00:00.000Z', creator: 'Olena Koval', action: 'updated', notes: null },
        ],
      }),
    });
    const { onChanged } = openDialog({ n: 7 });
    await screen.findByRole('dialog');
    await waitFor(() => expect(button('History')).toBeTruthy());

    fireEvent.click(button('History'));
    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(screen.getByText('History: Alpha tab export')).toBeTruthy();
    expect(bodiesSentTo(calls, SMART_PATHS.history)).toEqual([{ ...KEY, n: 7 }]);

    fireEvent.click(button('Delete'));
    await waitFor(() => expect(popconfirm().textContent).toContain('Delete this format?'));
    expect(bodiesSentTo(calls, SMART_PATHS.remove)).toEqual([]);
    fireEvent.click(button('Delete', popconfirm()));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    expect(bodiesSentTo(calls, SMART_PATHS.remove)).toEqual([{ ...KEY, n: 7 }]);
    expect(onChanged).toHaveBeenCalled();
  });

  it('the preview reads pasted rows with the format as it is edited, unsaved', async () => {
    const calls = serve({});
    openDialog({ n: 0, values: { ...NEW_FORMAT_VALUES, fields: ['date_time', 'amount', 'currency_code'] } });
    const day = formatInstantDate(new Date(Date.now() - 2 * 24 * 3600_000));
    const preview = within(dialog()).getByTestId('format-preview');
    fireEvent.change(within(preview).getByLabelText('Pasted rows'), {
      target: { value: `${day} 08:12:45\t1 250,17\t980` },
    });
    fireEvent.click(within(preview).getByText('Simple'));
    fireEvent.click(button('Parse', preview));
    expect(await within(preview).findByText('Accepted: 1, flagged: 0, refused: 0, skipped: 0')).toBeTruthy();
    expect(within(preview).getByText('1250.17')).toBeTruthy();

    // Another date pattern: the same text is read again, and its date no longer fits.
    fireEvent.change(field('Date format'), { target: { value: 'YYYY-MM-DD' } });
    expect(await within(preview).findByText(/^Accepted: 0,/)).toBeTruthy();
    // A format that breaks its rules shows no preview until it is right.
    fireEvent.change(field('Date and time separator'), { target: { value: '' } });
    expect(await within(preview).findByText('Correct the format to see the preview.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a format that fails to load closes the dialog', async () => {
    serve({ [SMART_PATHS.get]: () => failure(404, 'Not found') });
    const { onClose } = openDialog({ n: 7 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dialog()).toBeNull();
  });
});

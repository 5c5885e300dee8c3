import { fireEvent, screen, within } from '@testing-library/react';
import type { PastedTransaction, SmartPasteResult } from '@afx/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, serve } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { PASTE_RESULT_PATH, usePasteResult } from './pasteApi';
import { PastePanel } from './PastePanel';

const BLANK: PastedTransaction = {
  date_time: '',
  term_type: null,
  tran_type: null,
  amount: null,
  currency_code: null,
  pan: null,
  iban: null,
  phone: null,
  acquirer_id: null,
  terminal_id: null,
  merchant_id: null,
  merchant_name: null,
  city: null,
  country_code: null,
  transaction_notes: null,
  recipient_cardholder_id: null,
  recipient_cardholder_name: null,
};

/** Four pasted lines: a header, an accepted row, a row flagged for its terminal, a refused row. */
const RESULT: SmartPasteResult = {
  list: [
    { ...BLANK, date_time: '25.11.2026 14:03:11', term_type: 'atm', amount: '1234.56', currency_code: '980' },
    { ...BLANK, date_time: '25.11.2026 15:00:00', term_type: null, amount: '500.00', currency_code: '980' },
  ],
  rows: [
    { line: 1, outcome: 'header', index: null, problems: [] },
    { line: 2, outcome: 'accepted', index: 0, problems: [] },
    {
      line: 3,
      outcome: 'flagged',
      index: 1,
      problems: [{ field: 'term_type', message: 'invalid_value', value: 'KIOSK' }],
    },
    {
      line: 4,
      outcome: 'refused',
      index: null,
      problems: [
        { field: 'date_time', message: 'invalid_value', value: '31.02.2026' },
        { field: 'amount', message: 'invalid_value', value: 'abc' },
      ],
    },
  ],
};

const PASTED = 'date\tterm\tamount\n25.11.2026 14:03:11\tATM\t1 234,56';

describe('the paste panel', () => {
  it('shows each row’s outcome, marks the flagged value, lists refused rows with reasons, and accepts the taken ones', async () => {
    const parse = vi.fn(() => RESULT);
    const onAccept = vi.fn();
    renderInApp(<PastePanel parse={parse} onAccept={onAccept} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Pasted rows' }), { target: { value: PASTED } });
    fireEvent.click(screen.getByRole('button', { name: 'Parse' }));

    expect(await screen.findByText('Accepted: 1, flagged: 1, refused: 1, skipped: 0')).toBeTruthy();
    expect(parse).toHaveBeenCalledWith(PASTED);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Accepted')).toBeTruthy();
    expect(within(table).getByText('Flagged')).toBeTruthy();
    expect(within(table).getByText('1234.56')).toBeTruthy();
    // The flagged terminal type is marked with the value that was not understood.
    const flagged = within(table).getByText('KIOSK').closest('td') as HTMLElement;
    expect(flagged.className).toContain('afx-paste-flagged');
    expect(within(table).getByText('Terminal type: invalid value (KIOSK)')).toBeTruthy();
    const refused = screen.getByRole('list', { name: 'Rows not taken' });
    expect(refused.textContent).toBe(
      'Line 4 — Refused: Date and time: invalid value (31.02.2026); Amount: invalid value (abc)',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Accept transactions: 2' }));
    expect(onAccept).toHaveBeenCalledWith(RESULT.list);
  });

  it('parses nothing over 256 kB and says so', () => {
    const parse = vi.fn(() => RESULT);
    renderInApp(<PastePanel parse={parse} />);
    const big = 'x'.repeat(256 * 1024 + 1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Pasted rows' }), { target: { value: big } });
    fireEvent.click(screen.getByRole('button', { name: 'Parse' }));
    expect(screen.getByText('The text is larger than 256 kB')).toBeTruthy();
    expect(parse).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('parses on the server with the dialog’s format: POST /api/smart/v1/result', async () => {
    const calls = serve({ [PASTE_RESULT_PATH]: () => RESULT });
    function ServerPaste() {
      const parse = usePasteResult({
        smart_zone: 'crc',
        format_title: 'Beta CSV export',
        variant: 'offline',
      });
      return <PastePanel parse={parse} />;
    }
    renderInApp(<ServerPaste />);
    fireEvent.change(screen.getByLabelText('Pasted rows'), { target: { value: PASTED } });
    fireEvent.click(screen.getByText('Parse'));
    expect(await screen.findByText('Accepted: 1, flagged: 1, refused: 1, skipped: 0')).toBeTruthy();
    expect(bodiesSentTo(calls, PASTE_RESULT_PATH)).toEqual([
      { smart_zone: 'crc', format_title: 'Beta CSV export', tran: PASTED, variant: 'offline' },
    ]);
  });
});

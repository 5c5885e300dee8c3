import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ALPHA_EMAIL,
  button,
  issuerInfo,
  RECEIVER_CARD,
  RECEIVER_IBAN,
  renderWizard,
  SENDER_CARD,
  serveWizard,
  toDetails,
  type,
  WIZARD_TEST_TIMEOUT_MS,
} from '../../../../test/features/fptWizard';
import { bodiesSentTo, failure } from '../../../../test/network';
import type { PastedTransaction } from '@afx/domain';
import { PASTE_RESULT_PATH } from '../../../components/paste/pasteApi';
import { SMART_PATHS } from '../../smart-formats';
import { WIZARD_PATHS } from './alertWizardApi';

const ALERT_ID = '0193a4b2-7c1d-7e3f-9a5b-1c2d3e4f5a6b';
const DESCRIPTION =
  'The client transferred the money to a fraudster after a call from a so-called bank security service.';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
// By label and text, not by role: the accessibility tree of a page with a table is slow in jsdom.
const dialog = () => document.querySelector<HTMLElement>('.ant-modal') as HTMLElement;

async function chooseFraudType(name: string) {
  fireEvent.mouseDown(screen.getByLabelText('Fraud type'));
  fireEvent.click(await screen.findByTitle(name));
}

/** One transaction through the simplified dialog. */
async function addTransaction(amount: string, currency = '980') {
  fireEvent.click(button('Add transaction'));
  await screen.findByText('New transaction');
  fireEvent.change(within(dialog()).getByLabelText('Date and time'), {
    target: { value: '01.06.2024 10:00:00' },
  });
  fireEvent.change(within(dialog()).getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(within(dialog()).getByLabelText('Currency'), { target: { value: currency } });
  fireEvent.click(button('Save', dialog()));
  await waitFor(() => expect(screen.queryByText('New transaction')).toBeNull());
}

/** Step 1 filled so that the block request passes the domain's rules. */
async function fillDetails() {
  await chooseFraudType('Vishing');
  await addTransaction('1500');
  type('Fraud description', DESCRIPTION);
}

const errorsShown = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

describe('the create-alert wizard (spec 2 §2.1, §4.1)', { timeout: WIZARD_TEST_TIMEOUT_MS }, () => {
  it('step 0: the domain’s messages for missing and invalid numbers; nothing is looked up; Prev is disabled', async () => {
    const calls = serveWizard();
    renderWizard();
    expect(button('Prev').disabled).toBe(true);
    fireEvent.click(button('Next'));
    await waitFor(() => expect(errorsShown()).toEqual(['required field', 'required field']));

    type("Receiver's card or IBAN", '5168 7555 1234 5676');
    type("Sender's card or IBAN", 'UA21 3223 1300 0002 6007 2335 6600 2');
    fireEvent.click(button('Next'));
    await waitFor(() => expect(errorsShown()).toEqual(['invalid card number', 'invalid IBAN']));
    expect(calls).toEqual([]);
    expect(screen.queryByText("Sender's issuer")).toBeNull();
  });

  it('an IBAN is an account: find_by_account, separators stripped; the e-mail is the organisation’s', async () => {
    const calls = serveWizard(issuerInfo({ issuer_org_name: 'Bank Gamma' }));
    renderWizard();
    await toDetails('UA21 3223-1300 0002 6007 2335 6600 1', SENDER_CARD);
    expect(bodiesSentTo(calls, WIZARD_PATHS.findByAccount)).toEqual([{ iban: RECEIVER_IBAN }]);
    expect(bodiesSentTo(calls, WIZARD_PATHS.findByCard)).toEqual([{ pan: SENDER_CARD }]);
    expect(screen.getByText(RECEIVER_IBAN)).toBeTruthy();
    expect(screen.getByText('Bank Gamma')).toBeTruthy();
    expect(screen.getByText('Bank Alpha')).toBeTruthy();
    expect(field('Reply e-mail').value).toBe(ALPHA_EMAIL);
  });

  it('a receiver’s issuer that is not supported replaces the form, and Next is disabled', async () => {
    serveWizard(
      issuerInfo({ outcome: 'not_supported', issuer_org_name: null, issuer_country_name: 'Poland' }),
    );
    renderWizard();
    await toDetails();
    expect(screen.getByText("The receiver's issuer is not serviced")).toBeTruthy();
    expect(screen.queryByLabelText('Fraud type')).toBeNull();
    expect(screen.queryByLabelText('Fraud description')).toBeNull();
    expect(button('Next').disabled).toBe(true);
  });

  it('not connected: the monitoring unit’s e-mail as a mail link, or that none was found; not found: its block', async () => {
    serveWizard(issuerInfo({ outcome: 'not_connected', monitoring_email: 'monitoring@beta.example' }));
    const first = renderWizard();
    await toDetails();
    expect(screen.getByText("The receiver's issuer is not connected to FPT")).toBeTruthy();
    const link = screen.getByText('monitoring@beta.example');
    expect(link.getAttribute('href')).toBe('mailto:monitoring@beta.example');
    expect(button('Next').disabled).toBe(false);
    first.unmount();

    serveWizard(issuerInfo({ outcome: 'not_connected', monitoring_email: null }));
    const second = renderWizard();
    await toDetails();
    expect(screen.getByText("no monitoring unit e-mail found in the banks' contacts directory")).toBeTruthy();
    second.unmount();

    serveWizard(
      issuerInfo({
        outcome: 'not_found',
        issuer_org_id: null,
        issuer_org_name: null,
        issuer_country_name: null,
      }),
    );
    renderWizard();
    await toDetails();
    expect(screen.getByText('Issuer not found')).toBeTruthy();
    expect(screen.getByText('unknown issuer')).toBeTruthy();
  });

  it('a sender of another bank: refused under U1005, a warning under E1005', async () => {
    serveWizard();
    const member = renderWizard(['user', 'U1005']);
    await toDetails(SENDER_CARD, RECEIVER_CARD);
    expect(
      screen.getByText(
        "The sender's card or account is not issued by Bank Alpha: alerts are filed only for your organisation's clients",
      ),
    ).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    member.unmount();

    serveWizard();
    renderWizard(['user', 'E1005']);
    await toDetails(SENDER_CARD, RECEIVER_CARD);
    expect(
      screen.getByText(
        "The sender's card or account is not issued by Bank Alpha: the alert is filed on behalf of another bank",
      ),
    ).toBeTruthy();
    expect(button('Next').disabled).toBe(false);
  });

  it('a transaction added in the simple dialog; a total under the minimum is refused with the domain’s message', async () => {
    const calls = serveWizard();
    renderWizard();
    await toDetails();
    await chooseFraudType('Vishing');
    type('Fraud description', DESCRIPTION);
    await addTransaction('100,5');
    const row = screen.getByText('01.06.2024 10:00:00').closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent)).toEqual([
      '01.06.2024 10:00:00',
      '100.50',
      '980',
    ]);
    fireEvent.click(button('Next'));
    expect(await screen.findByText('amount must be greater than 500.00 UAH')).toBeTruthy();
    expect(bodiesSentTo(calls, WIZARD_PATHS.create)).toEqual([]);
  });

  it('the prevented-fraud switch turns the labels to "prevent"', async () => {
    serveWizard();
    renderWizard();
    fireEvent.click(document.querySelector('button[role="switch"]') as HTMLElement);
    await toDetails();
    expect(screen.getByLabelText('Type of the prevented fraud')).toBeTruthy();
    expect(screen.getByText('Prevented transactions')).toBeTruthy();
    expect(screen.getByLabelText('Description of the prevented fraud')).toBeTruthy();
    expect(screen.queryByLabelText('Fraud type')).toBeNull();
  });

  it('Prev at step 1 goes back to step 0 with the numbers kept', async () => {
    serveWizard();
    renderWizard();
    await toDetails();
    fireEvent.click(button('Prev'));
    expect(await screen.findByLabelText("Receiver's card or IBAN")).toBeTruthy();
    expect(field("Receiver's card or IBAN").value).toBe(RECEIVER_CARD);
    expect(field("Sender's card or IBAN").value).toBe(SENDER_CARD);
    expect(button('Prev').disabled).toBe(true);
  });

  it('sends the block request, waits (Prev disabled), then shows the result; New alert keeps the e-mail', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const created = new Promise((resolve) => {
      answer = resolve;
    });
    const calls = serveWizard(issuerInfo(), { [WIZARD_PATHS.create]: () => created });
    renderWizard();
    await toDetails();
    await fillDetails();
    type('Reply e-mail', 'alerts@alpha.example');
    fireEvent.click(button('Next'));

    expect(await screen.findByText("Waiting for the issuer's response…")).toBeTruthy();
    expect(button('Prev').disabled).toBe(true);
    await waitFor(() =>
      expect(bodiesSentTo(calls, WIZARD_PATHS.create)).toEqual([
        {
          fraud_type_id: 2,
          prevented_fraud: false,
          recipient_type: 'card',
          recipient_pan: RECEIVER_CARD,
          sender_type: 'card',
          sender_pan: SENDER_CARD,
          reply_email: 'alerts@alpha.example',
          description: DESCRIPTION,
          transactions: [{ date_time: '01.06.2024 10:00:00', amount: '1500.00', currency_code: '980' }],
        },
      ]),
    );
    answer({ id: ALERT_ID, status: 1 });

    expect(await screen.findByText('Alert created')).toBeTruthy();
    expect(screen.getByText('1c2d3e4f5a6b')).toBeTruthy();
    expect(screen.getByText('new (awaiting processing)')).toBeTruthy();
    expect(screen.getByText('Outbound alerts').closest('a')?.getAttribute('href')).toBe('/fpt/request-out');
    expect(await screen.findByText('Alert 1c2d3e4f5a6b successfully created')).toBeTruthy();
    expect(screen.queryByText(ALERT_ID)).toBeNull();

    fireEvent.click(button('New alert'));
    expect(field("Receiver's card or IBAN").value).toBe('');
    await toDetails();
    expect(field('Reply e-mail').value).toBe('alerts@alpha.example');
    expect(screen.getByText('No transactions yet')).toBeTruthy();
  });

  it('a failed create returns to step 1 with the details kept and the server’s message shown', async () => {
    serveWizard(issuerInfo(), { [WIZARD_PATHS.create]: () => failure(502, 'Issuer system unavailable') });
    renderWizard();
    await toDetails();
    await fillDetails();
    fireEvent.click(button('Next'));
    expect(await screen.findByText('HTTP 502 - Issuer system unavailable')).toBeTruthy();
    expect(await screen.findByLabelText('Fraud description')).toBeTruthy();
    expect((field('Fraud description') as unknown as HTMLTextAreaElement).value).toBe(DESCRIPTION);
    expect(screen.getByText('1500.00')).toBeTruthy();
    expect(screen.queryByText('Alert created')).toBeNull();
  });

  it('the smart paste parses with the organisation’s FPT format and appends the taken rows', async () => {
    const pasted: PastedTransaction = {
      date_time: '02.06.2024 11:00:00',
      term_type: 'atm',
      tran_type: 'cash',
      amount: '700.00',
      currency_code: '980',
      pan: null,
      iban: null,
      phone: null,
      acquirer_id: '407500',
      terminal_id: 'ATM00001',
      merchant_id: null,
      merchant_name: 'Beta ATM',
      city: 'Kyiv',
      country_code: null,
      transaction_notes: null,
      recipient_cardholder_id: null,
      recipient_cardholder_name: null,
    };
    const calls = serveWizard(issuerInfo(), {
      [SMART_PATHS.list]: () => ({
        list: [
          {
            n: 7,
            title: 'Alpha tab export',
            disable: false,
            update_dt: '2026-11-20T10:00:00.000Z',
            last_user_name: null,
          },
        ],
      }),
      [PASTE_RESULT_PATH]: () => ({
        list: [pasted],
        rows: [{ line: 1, outcome: 'accepted', index: 0, problems: [] }],
      }),
    });
    renderWizard();
    await toDetails();
    await addTransaction('1500');
    fireEvent.click(screen.getByText('Paste from a statement'));
    await screen.findByText('Alpha tab export');
    fireEvent.change(screen.getByLabelText('Pasted rows'), {
      target: { value: '02.06.2024 11:00:00\tATM\t700' },
    });
    fireEvent.click(button('Parse'));
    fireEvent.click(await screen.findByText('Accept transactions: 1'));

    expect(bodiesSentTo(calls, SMART_PATHS.list)).toEqual([
      { issuer_id: 2, service: 'fpt', any_status: false },
    ]);
    expect(bodiesSentTo(calls, PASTE_RESULT_PATH)).toEqual([
      {
        smart_zone: 'fpt',
        format_title: 'Alpha tab export',
        tran: '02.06.2024 11:00:00\tATM\t700',
        variant: 'full',
      },
    ]);
    expect(await screen.findByText('Transactions added: 1')).toBeTruthy();
    const list = screen.getByText('1500.00').closest('tbody') as HTMLElement;
    expect(
      [...list.querySelectorAll('tr.ant-table-row')].map((tr) => tr.querySelector('td')?.textContent),
    ).toEqual(['01.06.2024 10:00:00', '02.06.2024 11:00:00']);
    expect(within(list).getByText('Beta ATM')).toBeTruthy();
  });

  it('in Ukrainian an empty currency asks: UAH (980) or a foreign one', async () => {
    serveWizard();
    renderWizard(['user', 'U1005'], 'uk');
    type('Картка або IBAN отримувача', RECEIVER_CARD);
    type('Картка або IBAN відправника', SENDER_CARD);
    fireEvent.click(button('Далі'));
    await screen.findByText('Емітент відправника');
    fireEvent.click(button('Додати транзакцію'));
    await screen.findByText('Нова транзакція');
    fireEvent.change(within(dialog()).getByLabelText('Дата й час'), {
      target: { value: '01.06.2024 10:00:00' },
    });
    fireEvent.change(within(dialog()).getByLabelText('Сума'), { target: { value: '600' } });
    fireEvent.click(button('Зберегти', dialog()));
    expect(
      await screen.findByText('Валюту не вказано. Використати гривню (980) чи ввести іноземну валюту?'),
    ).toBeTruthy();
    fireEvent.click(button('Гривня (980)'));
    await waitFor(() => expect(screen.queryByText('Нова транзакція')).toBeNull());
    const row = screen.getByText('600.00').closest('tr') as HTMLElement;
    expect(within(row).getByText('980')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  button,
  errorsShown,
  issuerInfo,
  OFFICER_EMAIL,
  POLICE_TEST_TIMEOUT_MS,
  RECIPIENT_CARD,
  renderPolice,
  SENDER_CARD,
  servePolice,
  type,
} from '../../../../../test/features/crcPolice';
import { bodiesSentTo, failure } from '../../../../../test/network';
import { POLICE_PATHS } from '../api/policeApi';
import { CreateRequestPage } from './CreateRequestPage';

const dialog = () => document.querySelector<HTMLElement>('.ant-modal') as HTMLElement;

function renderForm() {
  return renderPolice(<CreateRequestPage />, { path: '/crc/police/create' });
}

async function chooseRegistry(name: string) {
  fireEvent.mouseDown(screen.getByLabelText('Registry type'));
  fireEvent.click(await screen.findByTitle(name));
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(within(dialog()).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

/** One fraud transaction through the FPT wizard's full dialog (the filing takes full ones only). */
async function addTransaction(amount: string) {
  fireEvent.click(button('Add full transaction'));
  await screen.findByText('New transaction');
  const field = (label: string, value: string) =>
    fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
  field('Date and time', '01.06.2024 10:00:00');
  await choose('Terminal type', 'POS terminal');
  await choose('Transaction type', 'Other');
  field('Amount', amount);
  field('Currency', '980');
  field('Acquirer ID', '305299');
  field('Terminal ID', 'T0001');
  field('Merchant name', 'Shop');
  fireEvent.click(button('Save', dialog()));
  await waitFor(() => expect(screen.queryByText('New transaction')).toBeNull());
}

/** Every required field filled so that the filing passes the domain's rules. */
async function fillValid() {
  await chooseRegistry('ERDR');
  type('Registration number', '12026100000000123');
  type('Registration date', '19.11.2026');
  type('Article 1', '190');
  type('Part 1', '4');
  type(`Sender card or IBAN`, SENDER_CARD);
  type('Recipient card or IBAN', RECIPIENT_CARD);
  await addTransaction('1500');
}

describe('the police filing form (issue 14)', { timeout: POLICE_TEST_TIMEOUT_MS }, () => {
  it("fills the employee's name and e-mail from the signed-in user's profile", async () => {
    servePolice();
    renderForm();
    await waitFor(() =>
      expect((screen.getByLabelText("Employee's e-mail") as HTMLInputElement).value).toBe(OFFICER_EMAIL),
    );
    expect((screen.getByLabelText("Employee's name") as HTMLInputElement).value).toBe('Ivan Petrenko');
  });

  it("shows the filing schema's messages under the fields and sends nothing", async () => {
    const calls = servePolice();
    renderForm();
    type('Registration number', '12A');
    type('Fraud URL', 'ftp://fraud.example');
    type('Parent request', '123');
    fireEvent.click(button('Send the request'));
    await waitFor(() => expect(errorsShown()).toContain('registration number: 1 to 17 digits'));
    const shown = errorsShown();
    expect(shown).toContain('URL must start with http:// or https://');
    expect(shown).toContain('request id: 12 digits');
    // Registry type, registration date, article, both numbers, the transactions: required.
    expect(shown.filter((text) => text === 'required field').length).toBeGreaterThanOrEqual(5);
    expect(bodiesSentTo(calls, POLICE_PATHS.create)).toEqual([]);
  });

  it('adds and removes article and contact rows and sends them as rows', async () => {
    const calls = servePolice({
      [POLICE_PATHS.create]: () => ({ request_id: '100000000124', status_id: 4 }),
    });
    renderForm();
    await fillValid();
    fireEvent.click(button('Add an article'));
    expect(screen.getAllByTestId('article-row')).toHaveLength(2);
    type('Article 2', '361');
    type('Point 2', '2');
    fireEvent.click(button('Add an article'));
    fireEvent.click(screen.getByLabelText('Remove the article 3'));
    expect(screen.getAllByTestId('article-row')).toHaveLength(2);

    expect(screen.queryAllByTestId('contact-row')).toHaveLength(0);
    fireEvent.click(button('Add a contact'));
    fireEvent.click(button('Add a contact'));
    type('Name 1', 'Sergii');
    type('Phone 1', '+380 67 123 45 67');
    fireEvent.click(screen.getByLabelText('Remove the contact 2'));
    expect(screen.getAllByTestId('contact-row')).toHaveLength(1);

    fireEvent.click(button('Send the request'));
    await screen.findByText('The request has been sent');
    const [sent] = bodiesSentTo(calls, POLICE_PATHS.create) as Record<string, unknown>[];
    expect(sent).toMatchObject({
      registry_type: 1,
      reg_number: '12026100000000123',
      reg_date: '19.11.2026',
      incriminated_articles: [
        { article: '190', part: '4' },
        { article: '361', point: '2' },
      ],
      employee_name: 'Ivan Petrenko',
      employee_email: OFFICER_EMAIL,
      sender_type: 'card',
      sender_number: SENDER_CARD,
      recipient_type: 'card',
      recipient_number: RECIPIENT_CARD,
      fraudster_contacts: [{ name: 'Sergii', phone: '+380 67 123 45 67' }],
    });
    expect(sent?.fraud_transactions).toHaveLength(1);
  });

  it('an empty contact row names the row to fill or remove', async () => {
    const calls = servePolice();
    renderForm();
    await fillValid();
    fireEvent.click(button('Add a contact'));
    fireEvent.click(button('Send the request'));
    await waitFor(() => expect(errorsShown()).toEqual(['required field']));
    expect(bodiesSentTo(calls, POLICE_PATHS.create)).toEqual([]);
  });

  it('shows the issued id with a copy button and the status the request was routed to', async () => {
    servePolice({ [POLICE_PATHS.create]: () => ({ request_id: '100000000125', status_id: 2 }) });
    renderForm();
    await fillValid();
    fireEvent.click(button('Send the request'));
    const result = await screen.findByTestId('filing-result');
    expect(within(result).getByText('100000000125')).toBeTruthy();
    expect(within(result).getByText('issuer not supported')).toBeTruthy();
    expect(
      within(result).getByText(
        'The issuing bank is not connected to Crime Check; it may still take the request into processing.',
      ),
    ).toBeTruthy();
    expect(within(result).getByLabelText('Copy the request id')).toBeTruthy();
  });

  it("puts the server's field errors under their fields, a row's under the row", async () => {
    servePolice({
      [POLICE_PATHS.create]: () =>
        failure(400, 'Invalid request', {
          parent_id: 'parent request belongs to another unit',
          'incriminated_articles.0.article': 'unknown article',
        }),
    });
    renderForm();
    await fillValid();
    fireEvent.click(button('Send the request'));
    await waitFor(() =>
      expect(errorsShown()).toEqual(['unknown article', 'parent request belongs to another unit']),
    );
    expect(screen.queryByTestId('filing-result')).toBeNull();
  });

  it("finds the recipient's issuer live, and says when no issuer was found", async () => {
    const calls = servePolice(
      {},
      issuerInfo({ outcome: 'not_found', issuer_org_name: null, issuer_country_name: null }),
    );
    renderForm();
    type('Recipient card or IBAN', RECIPIENT_CARD);
    await screen.findByText('Issuer not found: the platform administrator will assign the request');
    expect(bodiesSentTo(calls, POLICE_PATHS.findByCard)).toEqual([{ pan: RECIPIENT_CARD }]);
  });
});

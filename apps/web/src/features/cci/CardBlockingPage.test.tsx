import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button } from '../../../test/features/fptWizard';
import { alphaUserWith } from '../../../test/fixtures/profiles';
import { bodiesSentTo, failure, listOf, serve, type Reply } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { CardBlockingPage } from './CardBlockingPage';
import { CCI_PATHS, type CciAnswerView, type CciIssuer, type CciRequestRow } from './cciApi';
import { RequestsPage } from './RequestsPage';

const TIMEOUT = 30_000;
const CARD = '4149499912345673';
const ALPHA_ISSUER: CciIssuer = {
  outcome: 'found',
  issuer_org_id: 2,
  issuer_org_name: 'Bank Alpha',
  issuer_country_id: 'UA',
  issuer_country_name: 'Ukraine',
  issuer_country_code_2: 'UA',
  info_support: true,
};
const ANSWER: CciAnswerView = {
  cci_request_id: '0193a4b2-7c1d-4e3f-9a5b-1c2d3e4f5a6b',
  ref_number: 'SBX-2-0193A4B2',
  status: 'blocked',
  status_info: 'Blocked',
  notes: '',
  server_time: '2026-11-27T10:00:00Z',
  info: 'Card: 4149 49** **** 5673\nStatus: Card blocked',
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderWizard(routes: Record<string, Reply>) {
  const calls = serve({ [CCI_PATHS.findIssuer]: () => ALPHA_ISSUER, ...routes });
  renderInApp(<CardBlockingPage />, { profile: alphaUserWith(['user', 'U1010']), path: '/cci' });
  return calls;
}

async function toDetails(card = CARD) {
  type('Card number', card);
  fireEvent.click(button('Next'));
  await screen.findByText('Request details', { selector: '.ant-steps-item-title' }).catch(() => undefined);
}

function fillDetails() {
  type('Transaction date', '1/3/2025');
  fireEvent.blur(screen.getByLabelText('Transaction date'));
  type('Transaction amount', '12,5');
  fireEvent.blur(screen.getByLabelText('Transaction amount'));
  type('Applicant’s name', 'Ivan Melnyk');
  type('Circumstances', 'A payment the cardholder did not make');
}

describe('the card-blocking wizard (/cci)', { timeout: TIMEOUT }, () => {
  it('keeps only digits of the card and refuses a number that is no full PAN', async () => {
    const calls = renderWizard({});
    type('Card number', '4149-4999 1234 5674');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4149499912345674');
    fireEvent.click(button('Next'));
    expect(await screen.findByText('invalid card number', { exact: false })).toBeTruthy();
    expect(bodiesSentTo(calls, CCI_PATHS.findIssuer)).toEqual([]);
    expect(button('Back').disabled).toBe(true);
  });

  it('goes from the card to the answer, normalising the date and the amount, and starts anew', async () => {
    const calls = renderWizard({ [CCI_PATHS.info]: () => ANSWER });
    await toDetails();
    expect(await screen.findByText('Bank Alpha, Ukraine')).toBeTruthy();
    expect(screen.getByText(CARD)).toBeTruthy();
    fillDetails();
    fireEvent.click(button('Next'));
    const answer = (await screen.findByLabelText('The issuer’s answer')) as HTMLTextAreaElement;
    expect(answer.value).toBe(ANSWER.info);
    expect(answer.readOnly).toBe(true);
    expect(bodiesSentTo(calls, CCI_PATHS.findIssuer)).toEqual([{ pan: CARD }]);
    expect(bodiesSentTo(calls, CCI_PATHS.info)).toEqual([
      {
        pan: CARD,
        tran_date: '01.03.2025',
        amount: '12.50',
        applicant_name: 'Ivan Melnyk',
        notes: 'A payment the cardholder did not make',
      },
    ]);
    expect(screen.getByText('Copy')).toBeTruthy();
    fireEvent.click(button('New request'));
    expect((await screen.findByLabelText('Card number')) as HTMLInputElement).toHaveProperty('value', '');
  });

  it('checks the details before asking: required, not in the future', async () => {
    const calls = renderWizard({ [CCI_PATHS.info]: () => ANSWER });
    await toDetails();
    await screen.findByText('Bank Alpha, Ukraine');
    type('Transaction date', '01.01.2999');
    fireEvent.click(button('Next'));
    expect(await screen.findByText('date must not be in the future', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('required field', { exact: false }).length).toBeGreaterThanOrEqual(3);
    expect(bodiesSentTo(calls, CCI_PATHS.info)).toEqual([]);
  });

  it('a failure (no answer in time) returns to the details with the message', async () => {
    renderWizard({
      [CCI_PATHS.info]: () =>
        failure(504, 'The issuer’s system did not answer within 55 s. Try again later.'),
    });
    await toDetails();
    await screen.findByText('Bank Alpha, Ukraine');
    fillDetails();
    fireEvent.click(button('Next'));
    expect(await screen.findByText('The request failed')).toBeTruthy();
    expect(screen.getAllByText(/did not answer within 55 s/).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Applicant’s name') as HTMLInputElement).value).toBe('Ivan Melnyk');
  });

  it('notice: the issuer not connected, with its name and country and the police cabinet; Next disabled', async () => {
    renderWizard({
      [CCI_PATHS.findIssuer]: () => ({
        ...ALPHA_ISSUER,
        outcome: 'not_connected',
        issuer_org_name: 'Bank Beta',
        info_support: false,
      }),
    });
    await toDetails();
    expect(await screen.findByText('The issuer is not connected to the service')).toBeTruthy();
    expect(
      screen.getByText(
        'The issuer Bank Beta (Ukraine) is not connected to the service. File a standard request through the police officer’s cabinet.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Transaction date')).toBeNull();
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(button('Back'));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });

  it('notice: the issuer not found', async () => {
    renderWizard({
      [CCI_PATHS.findIssuer]: () => ({
        ...ALPHA_ISSUER,
        outcome: 'not_found',
        issuer_org_id: null,
        issuer_org_name: null,
        issuer_country_name: null,
        info_support: false,
      }),
    });
    await toDetails();
    expect(await screen.findByText('Issuer not found')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
  });
});

const ROW: CciRequestRow = {
  cci_request_id: ANSWER.cci_request_id,
  created_at: '2026-11-27T10:00:00Z',
  org_id: 2,
  org_name: 'Bank Alpha',
  user_id: 7,
  user_name: 'Olena Koval',
  pan_masked: '4149 49** **** 5673',
  issuer_org_id: 2,
  issuer_name: 'Bank Alpha',
  tran_date: '01.03.2025',
  amount: '12.50',
  applicant_name: 'Ivan Melnyk',
  notes: 'Notes',
  outcome: 'failed',
  failure: 'timeout',
  ref_number: null,
  status: null,
  status_info: null,
  answer_notes: null,
  server_time: null,
  duration_ms: 55000,
};

describe('the request log (/cci/requests)', { timeout: TIMEOUT }, () => {
  it('lists the requests with their outcome and sends the filters of the address', async () => {
    const calls = serve({
      [CCI_PATHS.list]: () => listOf([ROW]),
      [CCI_PATHS.users]: () => ({ list: [{ id: 7, name: 'Olena Koval' }] }),
    });
    renderInApp(<RequestsPage />, {
      profile: alphaUserWith(['user', 'U1010']),
      path: '/cci/requests?q.result=timeout&q.card_last4=5673&page=1&size=20&sort=-created_at',
    });
    expect(await screen.findByText('4149 49** **** 5673')).toBeTruthy();
    expect(screen.getByText('No answer in time', { selector: '.ant-tag' })).toBeTruthy();
    await waitFor(() =>
      expect(bodiesSentTo(calls, CCI_PATHS.list).at(-1)).toMatchObject({
        sort_field: 'created_at',
        sort_order: 'descend',
        filter: { result: 'timeout', card_last4: '5673' },
      }),
    );
    expect((screen.getByLabelText('Card’s last 4 digits') as HTMLInputElement).value).toBe('5673');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../../../test/network';
import { DOMAINS, EXPERT, renderIncidents } from '../../../../test/features/incidents';
import { IncidentUpload } from './IncidentUpload';

const API = '/api/incidents/v1';
const HEADER = ['event_date', 'fullname', 'phones', 'description'];

/** A real workbook built in memory, as a user's file would arrive. */
async function workbook(rows: unknown[][]): Promise<File> {
  const { utils, write } = await import('@e965/xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'incidents');
  const data = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([data], 'incidents.xlsx');
}

function serveUpload() {
  let created = 0;
  return serve({
    [`${API}/incident_category_domain/list`]: () => ({ list: DOMAINS, total_count: DOMAINS.length }),
    [`${API}/incident/list`]: () => ({ list: [], total_count: 0 }),
    [`${API}/organization/list`]: () => ({ list: [{ id: 2, name: 'Bank Alpha' }], total_count: 1 }),
    [`${API}/user/list`]: () => ({ list: [{ id: 11, name: 'alpha.analyst', org_id: 2 }], total_count: 1 }),
    [`${API}/incident/create`]: () => {
      created += 1;
      return { id: 100 + created, id2: 9100 + created, forum_msg_id: null, forum_msg_url: null };
    },
  });
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

/** Opens the upload, picks the creator (unless told not to) and gives the file. */
async function upload(rows: unknown[][], options: { pickCreator?: boolean; motion?: boolean } = {}) {
  const onFinished = vi.fn();
  renderIncidents(
    // Without motion a closed modal is gone at once, as after its animation in a browser.
    <ConfigProvider theme={{ token: { motion: options.motion ?? true } }}>
      <IncidentUpload onFinished={onFinished} />
    </ConfigProvider>,
    { profile: EXPERT },
  );
  fireEvent.click(screen.getByText('Upload'));
  await screen.findByText('Choose a file');
  if (options.pickCreator !== false) {
    await pick('Creator organisation', 'Bank Alpha');
    await pick('Creator user', 'alpha.analyst');
  }
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, await workbook(rows));
  return onFinished;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('IncidentUpload', { timeout: 60_000 }, () => {
  it('asks E1000 for the creator organisation before anything is read', async () => {
    const calls = serveUpload();
    await upload([HEADER, ['01.01.2026', '', '', '']], { pickCreator: false });
    expect(await screen.findByText('Select a creator organization')).toBeTruthy();
    expect(screen.queryByText('Upload incidents', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(calls.some((call) => call.path === `${API}/incident/create`)).toBe(false);
  });

  it('asks E1000 for the creator before the file dialog opens', async () => {
    serveUpload();
    renderIncidents(<IncidentUpload onFinished={vi.fn()} />, { profile: EXPERT });
    fireEvent.click(screen.getByText('Upload'));
    const openDialog = vi.spyOn(HTMLInputElement.prototype, 'click');
    fireEvent.click(await screen.findByText('Choose a file'));
    expect(await screen.findByText('Select a creator organization')).toBeTruthy();
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('shows the chosen creator by name when the upload is opened again', async () => {
    serveUpload();
    await upload([['Event_Date'], ['01.01.2026']], { motion: false });
    await screen.findByText('Column headers error');
    const progress = screen.getByText('Column headers error').closest<HTMLElement>('.ant-modal');
    fireEvent.click(within(progress ?? document.body).getByText('Close'));
    await waitFor(() => expect(document.querySelector('#upload-creator-org')).toBeNull());
    fireEvent.click(screen.getByText('Upload'));
    await screen.findByText('Choose a file');
    const chosen = (label: string) =>
      screen.getByLabelText(label).closest('.ant-select')?.querySelector('.ant-select-content')?.textContent;
    expect(chosen('Creator organisation')).toBe('Bank Alpha');
    expect(chosen('Creator user')).toBe('alpha.analyst');
  });

  it('stops on a wrong header with the column names', async () => {
    serveUpload();
    await upload([
      ['Event_Date', 'fullname'],
      ['01.01.2026', 'Мельник Оксана'],
    ]);
    expect(await screen.findByText('Column headers error')).toBeTruthy();
    expect(
      screen.getByText(/^Columns must have the following case-sensitive names: event_date, inn/),
    ).toBeTruthy();
  });

  it('reports every row error with its row and column before anything is saved', async () => {
    const calls = serveUpload();
    await upload([HEADER, ['', 'Мельник Оксана', '', ''], ['01.01.2026', 'x'.repeat(51), '', '']]);
    expect(await screen.findByText('Input data error')).toBeTruthy();
    expect(screen.getByText('Invalid cell value - is empty (row 2, event_date)')).toBeTruthy();
    expect(screen.getByText('Invalid cell value - more than 50 characters (row 3, fullname)')).toBeTruthy();
    expect(calls.some((call) => call.path === `${API}/incident/create`)).toBe(false);
  });

  it('fills the drawer row by row: save, skip, then abort, with the counters', async () => {
    const calls = serveUpload();
    const onFinished = await upload([
      HEADER,
      ['01.01.2026', 'Мельник Оксана', '0501112201,1', 'first'],
      ['02.01.2026', 'Коваленко Андрій', '380671234501', 'second'],
      ['03.01.2026', 'Бондар Ігор', '380931234567,3', 'third'],
    ]);

    // Row 2 of the sheet fills the drawer; the category is the user's choice.
    expect(await screen.findByText('New incident')).toBeTruthy();
    expect(screen.getByText('Row 2 (1 of 3)')).toBeTruthy();
    await pick('Category', 'Phone fraud (vishing)');
    expect(await screen.findByLabelText('Phone number 1')).toHaveProperty('value', '380501112201');
    expect(screen.getByLabelText('Event date')).toHaveProperty('value', '01.01.2026');
    fireEvent.click(screen.getByText('Create'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === `${API}/incident/create`)).toHaveLength(1),
    );
    expect(calls.find((call) => call.path === `${API}/incident/create`)?.body).toMatchObject({
      category_domain_id: 3,
      creator_org_id: 2,
      creator_user_id: 11,
      details: { event_date: '01.01.2026', fullname: 'Мельник Оксана', description: 'first' },
    });

    // One second later the next row, starting on the category just used.
    expect(await screen.findByText('Row 3 (2 of 3)', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Created: 1')).toBeTruthy();
    expect(await screen.findByLabelText('Phone number 1')).toHaveProperty('value', '380671234501');
    fireEvent.click(screen.getByText('Skip'));

    expect(await screen.findByText('Row 4 (3 of 3)', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Skipped: 1')).toBeTruthy();
    const drawerClose = document.querySelector<HTMLElement>('.ant-drawer-open .ant-drawer-close');
    if (!drawerClose) throw new Error('no drawer close button');
    fireEvent.click(drawerClose);
    expect(await screen.findByText('Abort upload?', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    // The upload dialog's own answers, not OK / Cancel.
    expect(screen.getByText('Continue')).toBeTruthy();
    fireEvent.click(screen.getByText('Confirm cancellation'));

    const aborted = await screen.findByText('Upload aborted');
    const counters = within(aborted.closest<HTMLElement>('.ant-modal') ?? document.body);
    expect(counters.getByText('Created').closest('tr')?.textContent).toContain('1');
    expect(counters.getByText('Skipped').closest('tr')?.textContent).toContain('1');
    expect(calls.filter((call) => call.path === `${API}/incident/create`)).toHaveLength(1);
    fireEvent.click(counters.getByText('Close'));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
  });
});

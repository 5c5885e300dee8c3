import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DIALOG_TEST_TIMEOUT_MS } from '../../../../test/features/directoryDialogs';
import { bodiesSentTo, failure, serve } from '../../../../test/network';
import { renderDirectory, U_CODES } from '../../../../test/features/directories';
import { ATM_BASE } from './atmApi';
import { AtmsPage } from './AtmsPage';

/** A real workbook built in memory, as a user's file would arrive. */
async function workbook(rows: unknown[][]): Promise<File> {
  const { utils, write } = await import('@e965/xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'ATMs');
  const data = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([data], 'atms.xlsx');
}

/** The ATM page of Bank Alpha, given a file whose city the codifier does not know. */
async function uploadUnknownCity() {
  const routes = serve({
    '/config': () => ({ authority: 'http://localhost/auth', clientId: 'afx-web' }),
    [`${ATM_BASE}/list`]: () => ({ list: [], total_count: 0 }),
    [`${ATM_BASE}/organization/list`]: () => ({ list: [], total_count: 0 }),
    [`${ATM_BASE}/location/list`]: () => ({ list: [], total_count: 0 }),
    [`${ATM_BASE}/location/resolve`]: () => ({ location: null }),
    [`${ATM_BASE}/get`]: () => failure(404, 'ATM not found'),
    [`${ATM_BASE}/prepare_for_cleanup`]: () => ({ list: [], total_count: 0 }),
  });
  const { container } = renderDirectory(<AtmsPage />, U_CODES);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const file = await workbook([
    ['term_id', 'region', 'city', 'address', 'location_description'],
    ['ATM00009', 'Київська', 'Нетутівка', 'вул. Садова, 3', ''],
  ]);
  await userEvent.upload(input, file);
  await screen.findByText('New: ATM00009');
  return routes;
}

const button = (name: string) => screen.getByRole('button', { name });
/** The ATM dialog of the row (the page has an Address filter, the progress dialog a Cancel). */
const rowDialog = () => within(screen.getByText('New: ATM00009').closest('.ant-modal') as HTMLElement);
const rowAddress = () => rowDialog().getByLabelText('Address') as HTMLInputElement;

describe('ATM upload: Stop upload in the manual-fix dialog', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('asks the progress dialog’s question; Continue returns to the row as it was typed', async () => {
    await uploadUnknownCity();
    fireEvent.change(rowAddress(), { target: { value: 'вул. Нова, 5' } });

    fireEvent.click(button('Stop upload'));
    expect(await screen.findByText('Abort upload of ATMs')).toBeTruthy();
    fireEvent.click(button('Continue'));

    expect(rowAddress().value).toBe('вул. Нова, 5');
    // The run goes on: Cancel skips the row and the upload completes.
    fireEvent.click(rowDialog().getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload complete')).toBeTruthy();
  });

  it('Confirm cancellation aborts the whole upload through the engine; nothing is saved', async () => {
    const calls = await uploadUnknownCity();

    fireEvent.click(button('Stop upload'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm cancellation' }));

    const progress = (await screen.findByText('Upload aborted')).closest('.ant-modal') as HTMLElement;
    expect(within(progress).getByText('Upload acquirer ATMs')).toBeTruthy();
    expect(screen.queryByText('New: ATM00009')).toBeNull();
    expect(bodiesSentTo(calls, `${ATM_BASE}/add`)).toEqual([]);
  });
});

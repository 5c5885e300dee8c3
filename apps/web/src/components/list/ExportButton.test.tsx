import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../api/http';
import { listOf, serve } from '../../../test/network';
import { installResizeObserver, renderWithProviders } from '../i18n/testProviders';
import { exportProgressText } from './exportProgress';
import { ListTable } from './ListTable';
import { useListQuery } from './useListQuery';
import { en } from '../i18n/texts';

interface Bank {
  id: number;
  name: string;
}

function Banks({ filter }: { filter: { name: string } }) {
  const list = useListQuery<Bank, { name: string }>({
    queryKey: 'banks',
    url: '/api/banks/list',
    filter,
    defaultSort: { field: 'name', order: 'ascend' },
  });
  return (
    <ListTable<Bank> list={list} rowKey="id" columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]} />
  );
}

type Answer = { status: number; body: string; headers: Record<string, string> };

/** A server that answers the list as JSON and the export as the given answer; it records each call. */
function serveExport(exportAnswer: Answer) {
  installResizeObserver();
  const calls = serve({
    '/api/banks/list': () => listOf([{ id: 1, name: 'Bank Alpha' }]),
    '/api/banks/export': () =>
      new Response(exportAnswer.body, { status: exportAnswer.status, headers: exportAnswer.headers }),
  });
  const showError = vi.fn();
  configureHttp({ showError });
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const href = `blob:${blobs.size}`;
        blobs.set(href, blob);
        return href;
      },
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return { calls, showError, saved };
}

async function exportAs(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: /Export/ }));
  await userEvent.click(await screen.findByText(label));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ExportButton in the list frame', { timeout: 20_000 }, () => {
  it('posts the applied filter and sort with the format, and saves the file under the server’s name', async () => {
    const csv = '\uFEFFName\r\nBank Alpha\r\n';
    const { calls, saved } = serveExport({
      status: 200,
      body: csv,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="banks-2026-11-25.csv"',
        'x-export-rows': '1',
      },
    });
    renderWithProviders(<Banks filter={{ name: 'Alpha' }} />);
    expect(await screen.findByText('Bank Alpha')).toBeTruthy();
    await exportAs(en.exportCsv);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/banks/export',
      search: '',
      body: { filter: { name: 'Alpha' }, sort_field: 'name', sort_order: 'ascend', format: 'csv' },
    });
    expect(saved[0]!.name).toBe('banks-2026-11-25.csv');
    // The bytes as sent, BOM included (Blob.text() would drop it).
    expect([...new Uint8Array(await saved[0]!.blob.arrayBuffer())]).toEqual([
      ...new TextEncoder().encode(csv),
    ]);
    expect(await screen.findByText('The file banks-2026-11-25.csv is downloaded')).toBeTruthy();
  });

  it('shows the server’s refusal of a list over the limit and saves nothing', async () => {
    const refusal = 'The list has 60001 rows; an export holds at most 50000. Narrow the filter.';
    const { showError, saved, calls } = serveExport({
      status: 422,
      body: JSON.stringify({ message: refusal, code: 'business_rule' }),
      headers: { 'content-type': 'application/json' },
    });
    renderWithProviders(<Banks filter={{ name: '' }} />);
    expect(await screen.findByText('Bank Alpha')).toBeTruthy();
    await exportAs(en.exportXlsx);
    await waitFor(() => expect(showError).toHaveBeenCalledWith(`HTTP 422 - ${refusal}`));
    expect((calls.at(-1)?.body as { format: string }).format).toBe('xlsx');
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });
});

describe('export progress text', () => {
  const t = (key: keyof typeof en, params?: Record<string, string | number>) =>
    en[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name]));
  it('counts CSV rows against the announced total, a sized file in percent, else preparing', () => {
    expect(exportProgressText({ received: 10, totalBytes: null, totalRows: 200, rowsRead: 50 }, t)).toBe(
      'Export: 50 of 200 rows',
    );
    expect(exportProgressText({ received: 250, totalBytes: 1000, totalRows: 9, rowsRead: null }, t)).toBe(
      'Export: 25%',
    );
    expect(exportProgressText(null, t)).toBe('Preparing the file…');
  });
});

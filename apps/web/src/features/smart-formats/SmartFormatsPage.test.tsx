import { copyFormatTitle, formatInstantDate } from '@afx/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, serve, type Reply } from '../../../test/network';
import {
  ALPHA,
  ALPHA_CONFIG,
  FORMAT_CODES,
  FORMAT_ROWS,
  FORMAT_TEST_TIMEOUT_MS,
  renderSetup,
  TAB_FORMAT,
} from '../../../test/features/smartFormats';
import { ISSUER_CONFIG_BASE } from '../issuer-settings';
import { CrcSetupPage, FptSetupPage } from './SmartFormatsPage';
import { SMART_PATHS } from './smartFormatApi';

/** The setup page's calls: the format list, the issuer's config, and whatever the test adds. */
function setupServer(service: 'fpt' | 'crc', extra: Record<string, Reply> = {}) {
  return serve({
    [SMART_PATHS.list]: () => ({ list: FORMAT_ROWS }),
    [`${ISSUER_CONFIG_BASE[service]}/get`]: () => ALPHA_CONFIG,
    ...extra,
  });
}

// By label and text, not by role: the accessibility tree of a page this size is slow in jsdom.
const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
/** A button by (part of) its text, in the page or a part of it. */
const button = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((element) => element.textContent?.includes(text)) as
    HTMLButtonElement | undefined;
const issuerPicker = () => screen.getByLabelText('Issuer') as HTMLInputElement;
const titleField = () => within(dialog()).getByLabelText('Full name') as HTMLInputElement;

describe('the format setup pages (spec 3 §2.5)', { timeout: FORMAT_TEST_TIMEOUT_MS }, () => {
  it('lists the own organisation’s formats; the issuer is locked without E1005; active only goes into the address', async () => {
    const calls = setupServer('fpt');
    const { router } = renderSetup(<FptSetupPage />, FORMAT_CODES.fpt.own);
    const tabRow = await screen.findByText('Alpha tab export');
    expect(bodiesSentTo(calls, SMART_PATHS.list)).toEqual([
      { issuer_id: ALPHA.orgId, service: 'fpt', any_status: true },
    ]);
    const cells = [...(tabRow.closest('tr') as HTMLElement).querySelectorAll('td')].map(
      (td) => td.textContent,
    );
    expect(cells.slice(0, 4)).toEqual(['Alpha tab export', '20.11.2026 12:00:00', 'Active', 'Olena Koval']);
    expect(within(row('Alpha CSV')).getByText('Inactive')).toBeTruthy();
    // Without E1005: the own organisation only, copy instead of export, no import.
    expect(issuerPicker().disabled).toBe(true);
    expect(screen.getByText(ALPHA.orgName)).toBeTruthy();
    expect(button('Copy', row('Alpha CSV'))).toBeTruthy();
    expect(button('Export')).toBeUndefined();
    expect(button('Import')).toBeUndefined();

    fireEvent.click(screen.getByLabelText('Active only'));
    await waitFor(() =>
      expect(bodiesSentTo(calls, SMART_PATHS.list).at(-1)).toEqual({
        issuer_id: ALPHA.orgId,
        service: 'fpt',
        any_status: false,
      }),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('q.issuer_id')).toBe(String(ALPHA.orgId));
    expect(search.get('q.any_status')).toBe('false');
  });

  it('opens on the filter of its address (a reload, a shared link)', async () => {
    const calls = setupServer('crc', {
      [SMART_PATHS.organisations]: () => ({ list: [{ id: 3, name: 'Bank Beta' }], total_count: 1 }),
    });
    renderSetup(<CrcSetupPage />, FORMAT_CODES.crc.any, '/crc/setup?q.issuer_id=3&q.any_status=false&page=1');
    await screen.findByText('Alpha tab export');
    // The picker names the issuer of the address.
    expect(await screen.findByText('Bank Beta')).toBeTruthy();
    expect(bodiesSentTo(calls, SMART_PATHS.organisations)).toEqual([
      { page_number: 1, page_size: 1, sort_field: 'name', sort_order: 'ascend', filter: { id: 3 } },
    ]);
    expect(bodiesSentTo(calls, SMART_PATHS.list)).toEqual([
      { issuer_id: 3, service: 'crc', any_status: false },
    ]);
    expect(bodiesSentTo(calls, `${ISSUER_CONFIG_BASE.crc}/get`)).toEqual([{ id: 3 }]);
    // E22 may pick any issuer.
    expect(issuerPicker().disabled).toBe(false);
  });

  it('E1005: import says "No data to import" until an export loaded a format, then opens it as new', async () => {
    const calls = setupServer('fpt', { [SMART_PATHS.get]: () => TAB_FORMAT });
    renderSetup(<FptSetupPage />, FORMAT_CODES.fpt.any);
    await screen.findByText('Alpha tab export');
    expect(button('Copy')).toBeUndefined();

    fireEvent.click(button('Import') as HTMLElement);
    expect(await screen.findByText('No data to import')).toBeTruthy();
    expect(dialog()).toBeNull();
    expect(button('Download JSON')).toBeUndefined();

    fireEvent.click(button('Export', row('Alpha tab export')) as HTMLElement);
    expect(await screen.findByText('Export successfully')).toBeTruthy();
    expect(button('Download JSON')).toBeTruthy();
    expect(bodiesSentTo(calls, SMART_PATHS.get)).toEqual([{ issuer_id: ALPHA.orgId, service: 'fpt', n: 7 }]);

    fireEvent.click(button('Import') as HTMLElement);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog().textContent).toContain('New format');
    expect(titleField().value).toBe('Alpha tab export');
    expect(button('Delete', dialog())).toBeUndefined();
  });

  it('copy loads the format and opens it as new with " (copy {date})" after its title', async () => {
    setupServer('crc', { [SMART_PATHS.get]: () => TAB_FORMAT });
    renderSetup(<CrcSetupPage />, FORMAT_CODES.crc.own, '/crc/setup');
    await screen.findByText('Alpha tab export');
    fireEvent.click(button('Copy', row('Alpha tab export')) as HTMLElement);
    await waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog().textContent).toContain('New format');
    expect(titleField().value).toBe(copyFormatTitle('Alpha tab export', formatInstantDate(new Date())));
  });

  it('a format’s status opens its history in a drawer, in the page’s words', async () => {
    const calls = setupServer('fpt', {
      [SMART_PATHS.history]: () => ({
        list: [
          {
            event_dt: '2026-11-20T10:00:00.000Z',
            creator: 'Olena Koval',
            action: 'created',
            notes: null,
            changes: null,
          },
        ],
      }),
    });
    renderSetup(<FptSetupPage />, FORMAT_CODES.fpt.own);
    await screen.findByText('Alpha tab export');
    fireEvent.click(button('Inactive', row('Alpha CSV')) as HTMLElement);
    expect(await screen.findByText('Created')).toBeTruthy();
    expect(screen.getByText('History: Alpha CSV')).toBeTruthy();
    expect(bodiesSentTo(calls, SMART_PATHS.history)).toEqual([
      { issuer_id: ALPHA.orgId, service: 'fpt', n: 8 },
    ]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TEST_TIMEOUT_MS,
  AUDIT_ROW,
  buttonWith,
  pickOption,
  renderAdmin,
  serveAdmin,
} from '../../../../test/features/admin';
import { bodiesSentTo, failure, listOf } from '../../../../test/network';
import { ADMIN_PATHS } from '../api/adminApi';
import { AuditPage } from './AuditPage';

const ROUTES = ['/admin/audit'];
type ListBody = { sort_field: string; sort_order: string; filter: Record<string, unknown> };
const lastFilter = (calls: Parameters<typeof bodiesSentTo>[0]) =>
  (bodiesSentTo(calls, ADMIN_PATHS.auditList).at(-1) as ListBody).filter;

describe('the audit log (/admin/audit)', { timeout: ADMIN_TEST_TIMEOUT_MS }, () => {
  it('shows the actions newest first: who, the object, the action, the reason and the changes', async () => {
    const calls = serveAdmin();
    renderAdmin(<AuditPage />, '/admin/audit', ROUTES);
    const row = (await screen.findByText('Contract ended')).closest('tr') as HTMLElement;
    expect(bodiesSentTo(calls, ADMIN_PATHS.auditList)[0]).toMatchObject({
      sort_field: 'event_dt',
      sort_order: 'descend',
      filter: {},
    });
    expect(within(row).getByText('27.11.2026 12:15:00')).toBeTruthy();
    expect(within(row).getByText('Iryna Admin')).toBeTruthy();
    expect(within(row).getByText('AFX operator')).toBeTruthy();
    expect(within(row).getByText('Organisation: Bank Alpha')).toBeTruthy();
    expect(within(row).getByText('deactivated')).toBeTruthy();
    expect(within(row).getByText('Active: yes → no')).toBeTruthy();
  });

  it('shows the stored change where the server gave no readable one', async () => {
    serveAdmin({
      [ADMIN_PATHS.auditList]: () =>
        listOf([
          {
            ...AUDIT_ROW,
            entity_type: 'api_client',
            entity_label: 'Core banking',
            action: 'create',
            notes: null,
            changes: { permissions: [null, ['U1000']] },
            readable_changes: null,
          },
        ]),
    });
    renderAdmin(<AuditPage />, '/admin/audit', ROUTES);
    const row = (await screen.findByText('API client: Core banking')).closest('tr') as HTMLElement;
    expect(within(row).getByText('created')).toBeTruthy();
    expect(within(row).getByText('Codes: (empty) → ["U1000"]')).toBeTruthy();
  });

  it('sends the filters of its address and fills the box with them', async () => {
    const calls = serveAdmin();
    renderAdmin(
      <AuditPage />,
      '/admin/audit?q.entity_type=organisation&q.action=deactivate&q.org_id=2&q.event_date_from=01.11.2026&q.event_date_to=27.11.2026&page=1&size=20&sort=-event_dt',
      ROUTES,
    );
    await screen.findByText('Contract ended');
    expect(bodiesSentTo(calls, ADMIN_PATHS.auditList)[0]).toMatchObject({
      filter: {
        entity_type: 'organisation',
        action: 'deactivate',
        org_id: 2,
        event_date_from: '01.11.2026',
        event_date_to: '27.11.2026',
      },
    });
    const box = document.getElementById('admin_audit_filter') as HTMLElement;
    expect(within(box).getByText('deactivated')).toBeTruthy();
    expect(await within(box).findByText('Bank Alpha')).toBeTruthy();
  });

  it('names the user the address filters by, not the number', async () => {
    const calls = serveAdmin({
      [ADMIN_PATHS.userGet]: () => ({
        id: 41,
        login: 'beta.manager',
        full_name: 'Olena Koval',
        org_name: 'Bank Beta',
      }),
    });
    renderAdmin(<AuditPage />, '/admin/audit?q.actor_user_id=41&page=1&size=20&sort=-event_dt', ROUTES);
    const box = await waitFor(() => document.getElementById('admin_audit_filter') as HTMLElement);
    expect(await within(box).findByText('Olena Koval (Bank Beta)')).toBeTruthy();
    expect(bodiesSentTo(calls, ADMIN_PATHS.userGet)).toEqual([{ id: 41 }]);
    expect(lastFilter(calls)).toEqual({ actor_user_id: 41 });
  });

  it('puts a search in the address and sends it', async () => {
    const calls = serveAdmin();
    const { router } = renderAdmin(<AuditPage />, '/admin/audit', ROUTES);
    await screen.findByText('Contract ended');
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: ' alpha ' } });
    await pickOption(screen.getByLabelText('Object'), 'API client');
    await pickOption(screen.getByLabelText('Action'), 'secret rotated');
    fireEvent.click(buttonWith('Search'));
    await waitFor(() =>
      expect(lastFilter(calls)).toEqual({
        text: 'alpha',
        entity_type: 'api_client',
        action: 'rotate_secret',
      }),
    );
    expect(router.state.location.search).toBe(
      '?q.text=alpha&q.entity_type=api_client&q.action=rotate_secret&page=1&size=20&sort=-event_dt',
    );
  });

  it('says so when no action matches', async () => {
    serveAdmin({ [ADMIN_PATHS.auditList]: () => listOf([]) });
    renderAdmin(<AuditPage />, '/admin/audit?q.text=nothing&page=1&size=20&sort=-event_dt', ROUTES);
    expect(await screen.findByText('No actions match the filter')).toBeTruthy();
  });

  it('exports the filtered log (every page) with its filter and sort', async () => {
    const calls = serveAdmin({ '/api/admin/v1/audit/export': () => failure(422, 'Narrow the filter') });
    renderAdmin(<AuditPage />, '/admin/audit?q.entity_type=api_client&page=2&size=20&sort=-event_dt', ROUTES);
    await screen.findByText('Contract ended');
    fireEvent.click(buttonWith('Export'));
    fireEvent.click(await screen.findByText('CSV (UTF-8, ;)'));
    expect(await screen.findByText('HTTP 422 - Narrow the filter')).toBeTruthy();
    expect(bodiesSentTo(calls, '/api/admin/v1/audit/export')).toEqual([
      { filter: { entity_type: 'api_client' }, sort_field: 'event_dt', sort_order: 'descend', format: 'csv' },
    ]);
  });
});

import { fireEvent, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ADMIN_PATHS } from '../../src/features/admin/api/adminApi';
import type { ApiClientView, AuditRow, OrganisationView } from '../../src/features/admin/api/types';
import { analystProfileBody } from '../fixtures';
import { listOf, serve, type Reply } from '../network';
import { renderInApp } from '../render';

// Test data and rendering for the operator's pages (/admin/...); their calls are answered with serve().

/** Rendering a drawer of this size with antd takes a while in jsdom. */
export const ADMIN_TEST_TIMEOUT_MS = 40_000;

/** The operator of the exchange (role admin). */
export const ADMIN = analystProfileBody({
  name: 'afx.admin',
  introduction: 'Iryna Admin',
  roles: ['admin'],
  user_id: 1,
  org_id: 1,
  org_name: 'AFX operator',
});

export function renderAdmin(page: ReactElement, path: string, routes: readonly string[]) {
  return renderInApp(page, { profile: ADMIN, path, routes });
}

export const ALPHA_ORG: OrganisationView = {
  id: 2,
  name: 'Bank Alpha',
  short_name: 'Alpha',
  type: 'issuer',
  country: 'UA',
  edrpou: '12345678',
  mfo: '300001',
  icon: null,
  email_domains: ['alpha.example'],
  monitoring_email: 'monitoring@alpha.example',
  notification_email: 'fraud@alpha.example',
  active: true,
  services: { fpt: true, crc: true, card_info: false, mobile_check: false },
  iban_access: { fpt: true, crc: false },
  grantable_codes: ['U1000', 'U22'],
  endpoints: [],
  users_count: 4,
  created_at: '2026-01-10T10:00:00Z',
};

export const FPT_ENDPOINT = {
  service: 'fpt' as const,
  url: 'https://alpha.example/afx/fpt',
  active: true,
  updated_at: '2026-11-01T09:00:00Z',
};

export const CLIENT: ApiClientView = {
  client_id: 'afx_alpha_core',
  name: 'Core banking',
  org_id: 2,
  org_name: 'Bank Alpha',
  user_id: 31,
  permissions: ['U1000', 'U1005'],
  active: true,
  created_at: '2026-02-01T08:00:00Z',
  last_used_at: '2026-11-27T07:30:00Z',
  previous_secret_until: null,
};

export const AUDIT_ROW: AuditRow = {
  id: 501,
  event_dt: '2026-11-27T10:15:00Z',
  actor: { user_id: 1, name: 'Iryna Admin', org_id: 1, org_name: 'AFX operator' },
  entity_type: 'organisation',
  entity_key: '2',
  entity_label: 'Bank Alpha',
  action: 'deactivate',
  notes: 'Contract ended',
  changes: { active: [true, false] },
  readable_changes: { active: ['yes', 'no'] },
  subject_org_id: 2,
  subject_org_name: 'Bank Alpha',
};

/** The calls of the operator's pages: the lists (one row each unless told) and the lookups; plus the test's own. */
export function serveAdmin(routes: Record<string, Reply> = {}) {
  return serve({
    [ADMIN_PATHS.organisationList]: () => listOf([ALPHA_ORG]),
    [ADMIN_PATHS.organisationGet]: () => ALPHA_ORG,
    [ADMIN_PATHS.apiClientList]: () => listOf([CLIENT]),
    [ADMIN_PATHS.auditList]: () => listOf([AUDIT_ROW]),
    ...routes,
  });
}

/** Opens an antd select (by its input) and picks the option with this text. */
export async function pickOption(input: HTMLElement, text: string): Promise<void> {
  fireEvent.mouseDown(input);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === text,
    );
    if (!found) throw new Error(`no option ${text}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

/** The button with this text (by text: antd's accessibility tree is slow to compute in jsdom). */
export function buttonWith(text: string, scope: ParentNode = document): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((element) => element.textContent?.trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

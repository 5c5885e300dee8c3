import type { ReactElement } from 'react';
import type { ManagedUserOptions, ManagedUserView } from '../../src/features/manager/api/types';
import { USER_PATHS } from '../../src/features/manager/api/userApi';
import { analystProfileBody } from '../fixtures';
import { alphaUserWith } from '../fixtures/profiles';
import { listOf, serve, type Reply } from '../network';
import { renderInApp } from '../render';

// Test data and rendering for the user administration page; its calls are answered with serve().

/** Rendering a page of this size with antd takes a while in jsdom. */
export const MANAGER_TEST_TIMEOUT_MS = 30_000;

/** alpha.manager of Bank Alpha (org 2). */
export const MANAGER = alphaUserWith(['user', 'manager', 'U1000']);
/** The operator. */
export const ADMIN = analystProfileBody({
  name: 'afx.admin',
  introduction: 'AFX Operator',
  roles: ['admin'],
  user_id: 1,
  org_id: 1,
  org_name: 'AFX',
});

export const USER: ManagedUserView = {
  id: 31,
  login: 'o.koval@alpha.example',
  email: 'o.koval@alpha.example',
  full_name: 'Olena Koval',
  position: 'Fraud analyst',
  role: 'user',
  permissions: ['U1000', 'U22'],
  status: 'active',
  org_id: 2,
  org_name: 'Bank Alpha',
  last_sign_in: '2026-11-20T10:00:00Z',
  created_at: '2026-01-10T08:00:00Z',
  available_actions: ['block', 'remove'],
  invitation_expires_at: null,
  mutable: true,
};

/** Bank Alpha's form options: two domains, U codes and one E code allowed. */
export const OPTIONS: ManagedUserOptions = {
  org_id: 2,
  org_name: 'Bank Alpha',
  grantable_codes: ['U1000', 'U22', 'U1005', 'E1000'],
  email_domains: ['alpha.example'],
  roles: ['user', 'manager'],
};

export function userView(overrides: Partial<ManagedUserView> = {}): ManagedUserView {
  return { ...USER, ...overrides };
}

/** The calls the page makes: the list and the form's options; plus whatever the test adds. */
export function serveUsers(routes: Record<string, Reply> = {}, list: Reply = () => listOf([USER])) {
  return serve({
    [USER_PATHS.list]: list,
    [USER_PATHS.options]: () => OPTIONS,
    [USER_PATHS.get]: (body) => userView({ id: (body as { id: number }).id }),
    ...routes,
  });
}

export function renderUsers(
  page: ReactElement,
  options: { profile?: Record<string, unknown>; path?: string } = {},
) {
  return renderInApp(page, {
    profile: options.profile ?? MANAGER,
    path: options.path ?? '/manager/users',
    routes: ['/manager/users', '/manager/users/id/:id', '/admin/users', '/admin/users/id/:id'],
  });
}

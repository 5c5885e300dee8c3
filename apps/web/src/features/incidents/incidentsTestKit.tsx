import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { analystProfileBody } from '../../../test/fixtures';
import { fetchList, http, type ListResult } from '../../api/http';
import { parseProfile } from '../../app/auth/profile';
import { ProfileContext } from '../../app/auth/profileContext';
import { AppProviders } from '../../app/providers/AppProviders';
import { createQueryClient } from '../../app/providers/queryClient';
import { createI18n } from '../../i18n/i18n';
import type { CategoryDomain, IncidentView } from './api/incidentTypes';

// Test data and rendering for the incident screens. A test file mocks the HTTP client module
// (vi.mock('../../api/http', ...) with `http` and `fetchList` replaced); `serve` answers its calls.

/** Answers one call by its path: the request body in, the response body out. */
export type Handler = (body: unknown) => unknown;

/** Sets the mocked client's answers; an unknown path rejects. Answers the recorded calls. */
export function serve(handlers: Readonly<Record<string, Handler>>) {
  const calls: { path: string; body: unknown }[] = [];
  const answer = (path: string, body: unknown): unknown => {
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) throw new Error(`No answer for ${path}`);
    return handler(body);
  };
  vi.mocked(http.post).mockImplementation((path: string, body?: unknown) => {
    try {
      return Promise.resolve(answer(path, body) as never);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  vi.mocked(fetchList).mockImplementation((path: string, body: unknown) => {
    try {
      return Promise.resolve(answer(path, body) as ListResult<never>);
    } catch {
      return Promise.resolve({ list: [], total_count: 0 });
    }
  });
  return calls;
}

/** jsdom has no ResizeObserver; antd's tables, tabs and texts observe their size. */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export const ANALYST = analystProfileBody({ roles: ['user', 'U1000'] });
/** beta.expert of Bank Beta, with the extended incident rights. */
export const EXPERT = analystProfileBody({
  name: 'beta.expert',
  introduction: 'Taras Melnyk',
  roles: ['user', 'E1000'],
  user_id: 21,
  org_id: 3,
  org_name: 'Bank Beta',
});

/** Renders incident screens for a user, in English, at an address of the incident routes. */
export function renderIncidents(
  page: ReactElement,
  options: { profile?: Record<string, unknown>; path?: string } = {},
) {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  const routes = [
    '/incidents',
    '/incidents/create',
    '/incidents/update',
    '/incidents/read',
    '/incidents/delete',
    '/incidents/id/:id',
    '/incidents/illegal_casino',
    '/incidents/categories',
  ];
  return render(
    <AppProviders i18n={createI18n('en')} queryClient={createQueryClient()}>
      <App>
        <ProfileContext value={parseProfile(options.profile ?? ANALYST)}>
          <MemoryRouter initialEntries={[options.path ?? '/incidents']}>
            <Routes>
              {routes.map((path) => (
                <Route key={path} path={path} element={page} />
              ))}
            </Routes>
          </MemoryRouter>
        </ProfileContext>
      </App>
    </AppProviders>,
  );
}

/** Category-domains as the server seeds them (a few of them). */
export const DOMAINS: CategoryDomain[] = [
  {
    id: 1,
    name: 'Card compromise',
    description: 'Card details reached fraudsters',
    active: true,
    category_id: '1',
    category_name: 'Payment card fraud',
    fields: ['event_date', 'pan', 'fullname', 'inn', 'phones', 'description'],
    required_sets: [{ name: 'Option 1', fields: ['pan'] }],
  },
  {
    id: 3,
    name: 'Phone fraud (vishing)',
    description: 'Calls on behalf of a bank',
    active: true,
    category_id: '2',
    category_name: 'Social engineering',
    fields: ['event_date', 'phones', 'fullname', 'inn', 'pan', 'erdr_number', 'erdr_date', 'description'],
    required_sets: [{ name: 'Option 1', fields: ['phones'] }],
  },
  {
    id: 4,
    name: 'Money mule (person)',
    description: 'A person receiving stolen funds',
    active: true,
    category_id: '3',
    category_name: 'Money mules',
    fields: [
      'event_date',
      'fullname',
      'inn',
      'passport_id',
      'phones',
      'pan',
      'email',
      'erdr_number',
      'erdr_date',
      'description',
    ],
    required_sets: [
      { name: 'Option 1', fields: ['fullname', 'inn'] },
      { name: 'Option 2', fields: ['fullname', 'passport_id'] },
    ],
  },
];

/** An incident of Bank Alpha in the money-mule category, with a passport (so 'Option 2'). */
export function incidentView(overrides: Partial<IncidentView> = {}): IncidentView {
  return {
    id: 12,
    id2: 555,
    category_domain_id: 4,
    domain_name: 'Money mule (person)',
    category_id: '3',
    category_name: 'Money mules',
    group_id: null,
    group_description: null,
    forum_id: null,
    forum_msg_id: null,
    forum_topic_url: null,
    forum_msg_url: null,
    mutable: 'full',
    creator_org_id: 2,
    creator_org_name: 'Bank Alpha',
    creator_user_id: 11,
    creator_user_name: 'alpha.analyst',
    basis_type: null,
    basis_id: null,
    channel: 'menu',
    create_dt: '2026-01-10T10:00:00.000Z',
    update_dt: '2026-01-10T10:00:00.000Z',
    deleted: false,
    deleted_dt: null,
    deleted_reason: null,
    details: {
      event_date: '09.01.2026',
      inn: null,
      fullname: 'Мельник Оксана Василівна',
      passport_id: 'КА482913',
      phones: [{ number: '380501112201', type: 1 }],
      egrpou: null,
      org_name: null,
      erdr_number: null,
      erdr_date: null,
      pan: null,
      ip: null,
      email: null,
      url: null,
      description: null,
    },
    ...overrides,
  };
}

export const EMPTY_LIST = { list: [], total_count: 0 };

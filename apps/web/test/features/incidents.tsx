import type { ReactElement } from 'react';
import type { CategoryDomain, IncidentView } from '../../src/features/incidents/api/incidentTypes';
import { ANALYST } from '../fixtures/profiles';
import { renderInApp } from '../render';

export { ANALYST, EXPERT } from '../fixtures/profiles';

// Test data and rendering for the incident screens; their calls are answered with serve().

/** The addresses the incident screens live at. */
const INCIDENT_ROUTES = [
  '/incidents',
  '/incidents/create',
  '/incidents/update',
  '/incidents/read',
  '/incidents/delete',
  '/incidents/id/:id',
  '/incidents/illegal_casino',
  '/incidents/categories',
];

/** Renders incident screens for a user, in English, at an address of the incident routes. */
export function renderIncidents(
  page: ReactElement,
  options: { profile?: Record<string, unknown>; path?: string } = {},
) {
  return renderInApp(page, {
    profile: options.profile ?? ANALYST,
    path: options.path ?? '/incidents',
    routes: INCIDENT_ROUTES,
  });
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

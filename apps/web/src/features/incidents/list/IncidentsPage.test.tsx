import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncidentListRow } from '../api/incidentTypes';
import { failure, serve } from '../../../../test/network';
import {
  ANALYST,
  DOMAINS,
  EMPTY_LIST,
  EXPERT,
  incidentView,
  renderIncidents,
} from '../../../../test/features/incidents';
import { IncidentsPage } from './IncidentsPage';

const API = '/api/incidents/v1';

const ROW: IncidentListRow = {
  id: 12,
  id2: 555,
  event_date: '09.01.2026',
  creator_org_id: 2,
  creator_org_name: 'Bank Alpha',
  domain_id: 4,
  domain_name: 'Money mule (person)',
  category_id: '3',
  category_name: 'Money mules',
  group_id: 101,
  fullname: 'Мельник Оксана Василівна',
  inn: null,
  phones: [{ number: '380501112201', type: 1 }],
  passport_id: 'КА482913',
  egrpou: null,
  org_name: null,
  pan_masked: '414949******1234',
  mutable: 'full',
};

function servePage() {
  return serve({
    [`${API}/incident/list`]: () => ({ list: [ROW], total_count: 1 }),
    [`${API}/incident/get`]: () => incidentView(),
    [`${API}/incident_category_domain/list`]: () => ({ list: DOMAINS, total_count: DOMAINS.length }),
    [`${API}/organization/list`]: () => EMPTY_LIST,
    [`${API}/user/list`]: () => EMPTY_LIST,
  });
}

const getCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === `${API}/incident/get`).map((call) => call.body);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('IncidentsPage', { timeout: 30_000 }, () => {
  it('searches by default: the list sorted by id descending, 20 a page', async () => {
    const calls = servePage();
    renderIncidents(<IncidentsPage />);
    expect(await screen.findByText('Мельник Оксана Василівна')).toBeTruthy();
    expect(calls.find((call) => call.path === `${API}/incident/list`)?.body).toEqual({
      page_number: 1,
      page_size: 20,
      sort_field: 'id',
      sort_order: 'descend',
      filter: {},
    });
    for (const title of ['ID', 'Event date', 'Organisation', 'Category', 'Section', 'Passport', 'EDRPOU']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    // The group id stays in the incident: the list fits a 1440 px screen without it.
    expect(screen.queryByRole('columnheader', { name: 'Group' })).toBeNull();
    expect(screen.queryByText('Upload')).toBeNull();
    expect(screen.queryByText('Template')).toBeNull();
    expect(getCalls(calls)).toEqual([]);
  });

  it('shows the masked card in its column and phones as people read them', async () => {
    servePage();
    renderIncidents(<IncidentsPage />);
    expect(await screen.findByText('414949******1234')).toBeTruthy();
    expect(screen.getAllByText('Card').length).toBeGreaterThan(0);
    expect(screen.getByText('+380 50 111 22 01')).toBeTruthy();
    expect(screen.queryByText('380501112201')).toBeNull();
  });

  it('keeps the first column (the incident id) in view when the list scrolls sideways', async () => {
    servePage();
    renderIncidents(<IncidentsPage />);
    await screen.findByText('Мельник Оксана Василівна');
    const idCell = screen
      .getAllByText('12')
      .find((element) => element.closest('td'))
      ?.closest('td');
    expect(idCell?.className).toContain('ant-table-cell-fix-start');
  });

  it('Search with the same filters asks the server again', async () => {
    const calls = servePage();
    renderIncidents(<IncidentsPage />);
    expect(await screen.findByText('Мельник Оксана Василівна')).toBeTruthy();
    const lists = () => calls.filter((call) => call.path === `${API}/incident/list`).length;
    expect(lists()).toBe(1);
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() => expect(lists()).toBe(2));
  });

  it('opens a row in the drawer, by its id as its address /incidents/id/N does', async () => {
    const calls = servePage();
    renderIncidents(<IncidentsPage />);
    fireEvent.click(await screen.findByText('Мельник Оксана Василівна'));
    expect(await screen.findByText('Incident #12')).toBeTruthy();
    expect(getCalls(calls)).toEqual([{ id: 12 }]);
  });

  it('gives E1000 the upload and the template', async () => {
    servePage();
    renderIncidents(<IncidentsPage />, { profile: EXPERT });
    expect(await screen.findByText('Upload')).toBeTruthy();
    const template = screen.getByText('Template').closest('a');
    expect(template?.getAttribute('href')).toBe('/files/itm/template_1.xlsx');
    expect(template?.getAttribute('download')).toBe('incident_list_template.xlsx');
  });

  it('create with domainId and a1 opens a new incident for the forum topic', async () => {
    servePage();
    renderIncidents(<IncidentsPage />, { path: '/incidents/create?domainId=3&a1=77' });
    expect(await screen.findByText('New incident')).toBeTruthy();
    expect(screen.getByText('Forum topic #77')).toBeTruthy();
    expect(await screen.findByTitle('Phone fraud (vishing)')).toBeTruthy();
  });

  it('after creating from a forum link, links back to the forum message', async () => {
    const calls = serve({
      [`${API}/incident/list`]: () => ({ list: [ROW], total_count: 1 }),
      [`${API}/incident_category_domain/list`]: () => ({ list: DOMAINS, total_count: DOMAINS.length }),
      [`${API}/incident/create`]: () => ({
        id: 41,
        id2: 9041,
        forum_msg_id: 41,
        forum_msg_url: 'https://forum.sandbox/topic/77/message/41',
      }),
    });
    renderIncidents(<IncidentsPage />, { path: '/incidents/create?domainId=3&a1=77' });
    fireEvent.click((await screen.findByText(/Add a phone/)).closest('button') ?? document.body);
    fireEvent.change(await screen.findByLabelText('Phone number 1'), { target: { value: '380501112201' } });
    fireEvent.change(screen.getByLabelText('Event date', { selector: 'input' }), {
      target: { value: '01.01.2026' },
    });
    fireEvent.click(screen.getByText('Create', { selector: '.ant-drawer button span' }));
    expect(await screen.findByText('Incident #41 created, forum message #41')).toBeTruthy();
    const back = await screen.findByText('Back to the forum message');
    expect(back.closest('a')?.getAttribute('href')).toBe('https://forum.sandbox/topic/77/message/41');
    expect(calls.find((call) => call.path === `${API}/incident/create`)?.body).toMatchObject({
      forum_id: 77,
    });
  });

  it('create without a1 stays on the search', async () => {
    servePage();
    renderIncidents(<IncidentsPage />, { path: '/incidents?action=create&domainId=3&a1=abc' });
    expect(await screen.findByText('Мельник Оксана Василівна')).toBeTruthy();
    expect(screen.queryByText('New incident')).toBeNull();
  });

  it('update with incidentId2, domainId and forumMsgId opens that incident', async () => {
    const calls = servePage();
    renderIncidents(<IncidentsPage />, { path: '/incidents/update?incidentId2=555&domainId=4&forumMsgId=9' });
    expect(await screen.findByText('Incident #12')).toBeTruthy();
    expect(getCalls(calls)).toEqual([{ id2: 555, forum_msg_id: 9 }]);
    expect(await screen.findByText('Save')).toBeTruthy();
  });

  it('read opens the incident read-only whatever the rights', async () => {
    servePage();
    renderIncidents(<IncidentsPage />, {
      path: '/incidents?action=read&incidentId2=555&domainId=4&forumMsgId=9',
    });
    expect(await screen.findByText('read only')).toBeTruthy();
    expect(screen.queryByText('Save')).toBeNull();
  });

  it('delete opens the incident and asks for the reason', async () => {
    servePage();
    renderIncidents(<IncidentsPage />, { path: '/incidents/delete?incidentId2=555&domainId=4&forumMsgId=9' });
    expect(await screen.findByLabelText('Reason for deletion')).toBeTruthy();
  });

  it('delete of an incident of another organisation says why it cannot be deleted', async () => {
    serve({
      [`${API}/incident/list`]: () => ({ list: [ROW], total_count: 1 }),
      [`${API}/incident/get`]: () => incidentView({ mutable: 'read_only' }),
      [`${API}/incident_category_domain/list`]: () => ({ list: DOMAINS, total_count: DOMAINS.length }),
      [`${API}/organization/list`]: () => EMPTY_LIST,
      [`${API}/user/list`]: () => EMPTY_LIST,
    });
    renderIncidents(<IncidentsPage />, { path: '/incidents/delete?incidentId2=555&domainId=4&forumMsgId=9' });
    expect(await screen.findByText(/only the organisation that registered it may delete it/)).toBeTruthy();
    expect(screen.queryByLabelText('Reason for deletion')).toBeNull();
  });

  it('update without forumMsgId stays on the search', async () => {
    const calls = servePage();
    renderIncidents(<IncidentsPage />, { path: '/incidents/update?incidentId2=555&domainId=4' });
    expect(await screen.findByText('Мельник Оксана Василівна')).toBeTruthy();
    expect(getCalls(calls)).toEqual([]);
  });

  it('open with incidentId2 opens the incident', async () => {
    const calls = servePage();
    renderIncidents(<IncidentsPage />, { path: '/incidents?action=open&incidentId2=555' });
    expect(await screen.findByText('Incident #12')).toBeTruthy();
    expect(getCalls(calls)).toEqual([{ id2: 555 }]);
  });

  it('/incidents/id/{id} opens one incident by id', async () => {
    const calls = servePage();
    renderIncidents(<IncidentsPage />, { path: '/incidents/id/12' });
    expect(await screen.findByText('Incident #12')).toBeTruthy();
    expect(getCalls(calls)).toEqual([{ id: 12 }]);
  });

  it('/incidents/id/{id} of a missing incident says so under its number', async () => {
    servePage();
    serve({ [`${API}/incident/get`]: () => failure(404, 'Not found') });
    renderIncidents(<IncidentsPage />, { path: '/incidents/id/99999' });
    expect(await screen.findByText('Incident #99999 was not found.')).toBeTruthy();
    expect(screen.getByText('Incident #99999', { selector: '.ant-drawer-title *' })).toBeTruthy();
    // An expected answer, told in the page: the HTTP client shows no error message for it.
    expect(screen.queryByText('HTTP 404 - Not found')).toBeNull();
  });

  it('searches a filter given in the address', async () => {
    const calls = servePage();
    renderIncidents(<IncidentsPage />, { profile: ANALYST, path: '/incidents?phone_number=380501112201' });
    await screen.findByText('Мельник Оксана Василівна');
    expect(calls.find((call) => call.path === `${API}/incident/list`)?.body).toMatchObject({
      filter: { phone_number: '380501112201' },
    });
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveProperty('value', '380501112201'));
  });
});

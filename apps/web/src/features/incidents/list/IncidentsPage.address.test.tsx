import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/render';
import type { IncidentListRow } from '../api/incidentTypes';
import { serve } from '../../../../test/network';
import { ANALYST, DOMAINS, EMPTY_LIST, EXPERT, incidentView } from '../../../../test/features/incidents';
import { IncidentsPage } from './IncidentsPage';

const API = '/api/incidents/v1';
const ROW = {
  id: 12,
  id2: 555,
  fullname: 'Мельник Оксана Василівна',
  phones: [],
} as unknown as IncidentListRow;

function servePage(rows: IncidentListRow[] = [ROW]) {
  return serve({
    [`${API}/incident/list`]: () => ({ list: rows, total_count: rows.length }),
    // A row opened loads its incident in the drawer.
    [`${API}/incident/get`]: () => incidentView(),
    [`${API}/incident_category_domain/list`]: () => ({ list: DOMAINS, total_count: DOMAINS.length }),
    [`${API}/organization/list`]: () => EMPTY_LIST,
    [`${API}/user/list`]: () => EMPTY_LIST,
  });
}

/** The incident list at an address, in a router whose history the test reads and moves. */
function renderAt(path: string, profile: Record<string, unknown> = ANALYST) {
  const view = renderInApp(<IncidentsPage />, { profile, path, routes: ['/incidents', '/incidents/id/:id'] });
  const address = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, address };
}

const listBodies = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === `${API}/incident/list`).map((call) => call.body);

async function searchFullname(name: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value: name } });
  fireEvent.click(screen.getByText('Search'));
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the incident list in the address', { timeout: 60_000 }, () => {
  it('keeps the search, page size and sort in the address: a reload asks the same', async () => {
    const calls = servePage();
    const first = renderAt('/incidents');
    await screen.findByText('Мельник Оксана Василівна');
    await searchFullname('Мельник');
    await waitFor(() => expect(listBodies(calls)).toHaveLength(2));
    expect(first.address()).toBe(
      '/incidents?q.fullname=%D0%9C%D0%B5%D0%BB%D1%8C%D0%BD%D0%B8%D0%BA&page=1&size=20&sort=-id',
    );
    const searched = listBodies(calls).at(-1);
    expect(searched).toEqual({
      page_number: 1,
      page_size: 20,
      sort_field: 'id',
      sort_order: 'descend',
      filter: { fullname: 'Мельник' },
    });

    // F5: the page mounts again with that address.
    const url = first.address();
    first.unmount();
    calls.length = 0;
    renderAt(url);
    await screen.findByText('Мельник Оксана Василівна');
    expect(listBodies(calls)).toEqual([searched]);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', 'Мельник');
  });

  it('Back returns to the previous search, its rows asked again and its filter in the box', async () => {
    const calls = servePage();
    const { router } = renderAt('/incidents');
    await screen.findByText('Мельник Оксана Василівна');
    await searchFullname('Мельник');
    await waitFor(() => expect(listBodies(calls)).toHaveLength(2));
    await searchFullname('Шевченко');
    await waitFor(() => expect(listBodies(calls)).toHaveLength(3));
    expect(listBodies(calls).at(-1)).toMatchObject({ filter: { fullname: 'Шевченко' } });

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', 'Мельник'),
    );
    expect(router.state.location.search).toContain('q.fullname=');
    // The previous search's rows may come from the cache; what shows is that search's.
    await waitFor(() =>
      expect(listBodies(calls).at(-1) ?? {}).toMatchObject({ filter: { fullname: 'Мельник' } }),
    );
  });

  it('ignores invalid params and keeps the valid ones', async () => {
    const calls = servePage();
    renderAt('/incidents?page=zero&size=1000&sort=-password&q.inn=abc&q.secret=1&q.fullname=Ivan');
    await screen.findByText('Мельник Оксана Василівна');
    expect(listBodies(calls)).toEqual([
      {
        page_number: 1,
        page_size: 20,
        sort_field: 'id',
        sort_order: 'descend',
        filter: { fullname: 'Ivan' },
      },
    ]);
  });

  it('opening a row shows it in the address, the search kept', async () => {
    servePage();
    const { address } = renderAt('/incidents?q.fullname=Ivan&page=1&size=20&sort=-id');
    fireEvent.click(await screen.findByText('Мельник Оксана Василівна'));
    await waitFor(() => expect(address()).toBe('/incidents/id/12?q.fullname=Ivan&page=1&size=20&sort=-id'));
  });

  it('an empty list under the E1000 default date range says so and offers all dates', async () => {
    const calls = servePage([]);
    renderAt('/incidents', EXPERT);
    expect(
      await screen.findByText(/No incidents with an event date from \d\d\.\d\d\.\d{4} to \d\d\.\d\d\.\d{4}/),
    ).toBeTruthy();
    expect(listBodies(calls)[0]).toMatchObject({ filter: { event_date_from: expect.any(String) as string } });
    fireEvent.click(screen.getByRole('button', { name: 'Search all dates' }));
    await waitFor(() => expect(listBodies(calls)).toHaveLength(2));
    expect(listBodies(calls)[1]).toMatchObject({ filter: {} });
    expect(JSON.stringify(listBodies(calls)[1])).not.toContain('event_date');
  });
});

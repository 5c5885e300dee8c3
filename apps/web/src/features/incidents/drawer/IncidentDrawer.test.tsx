import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, type CalendarDate, isoCalendarDate, todayIn } from '@afx/domain';
import { failure, serve, type Reply } from '../../../../test/network';
import { DOMAINS, EMPTY_LIST, incidentView, renderIncidents } from '../../../../test/features/incidents';
import type { IncidentView } from '../api/incidentTypes';
import type { IncidentDrawerTarget } from './drawerTarget';
import { IncidentDrawer } from './IncidentDrawer';

const API = '/api/incidents/v1';

function serveIncident(incident: IncidentView, extra: Record<string, Reply> = {}) {
  return serve({
    [`${API}/incident_category_domain/list`]: () => ({ list: DOMAINS, total_count: DOMAINS.length }),
    [`${API}/incident/get`]: () => incident,
    [`${API}/incident/list`]: () => EMPTY_LIST,
    ...extra,
  });
}

function renderDrawer(target: IncidentDrawerTarget) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderIncidents(<IncidentDrawer target={target} onClose={onClose} onSaved={onSaved} />);
  return { onSaved, onClose };
}

const drawer = () => within(document.querySelector<HTMLElement>('.ant-drawer') ?? document.body);

/** Picks a category-domain in the drawer's select by its name. */
async function chooseDomain(name: string) {
  const select = await screen.findByLabelText('Category');
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(name));
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('IncidentDrawer', { timeout: 30_000 }, () => {
  it("'Copy link' copies the incident's absolute address", async () => {
    // userEvent provides the clipboard jsdom lacks.
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const incident = incidentView();
    serveIncident(incident);
    renderDrawer({ kind: 'existing', key: { id: incident.id } });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/incidents/id/${incident.id}`);
  });

  it('shows only the fields of the chosen category', async () => {
    serveIncident(incidentView());
    renderDrawer({ kind: 'new' });
    await chooseDomain('Card compromise');
    await screen.findByLabelText('Card number');
    for (const label of ['Event date', 'Full name', 'Tax id (INN)', 'Description']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText('Phones')).toBeTruthy();
    for (const label of ['Passport', 'E-mail', 'URL', 'IP address', 'EDRPOU', 'ERDR number']) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
  });

  it('names the filled fields the chosen category does not take, which are not saved', async () => {
    serveIncident(incidentView());
    // As a row of an uploaded sheet arrives: a passport and a URL, on a card-compromise category.
    renderDrawer({
      kind: 'new',
      domainId: 1,
      details: { pan: '4149497812345678', passport_id: 'КА482913', url: 'https://fraud.example' },
    });
    expect(await screen.findByText('field not available for this category: Passport, URL')).toBeTruthy();
    await chooseDomain('Money mule (person)');
    // The passport is a field of this one; the URL still is not.
    expect(await screen.findByText('field not available for this category: URL')).toBeTruthy();
  });

  it("opens the 'Option N' tab the filled fields point to", async () => {
    serveIncident(incidentView());
    renderDrawer({ kind: 'existing', key: { id2: 555 } });
    const tabs = await screen.findByTestId('required-set-tabs');
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Option 2'),
    );
    // Option 2 needs the passport: it is marked required.
    const passport = screen.getByLabelText('Passport').closest('.ant-form-item');
    expect(passport?.querySelector('.ant-form-item-required')).toBeTruthy();
  });

  it('starts a new incident on the first option', async () => {
    serveIncident(incidentView());
    renderDrawer({ kind: 'new', domainId: 4 });
    const tabs = await screen.findByTestId('required-set-tabs');
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Option 1');
  });

  it('adds and removes phones, at most 5', async () => {
    serveIncident(incidentView());
    renderDrawer({ kind: 'new', domainId: 3 });
    const add = (await screen.findByText(/Add a phone/)).closest('button');
    if (!add) throw new Error('no add button');
    for (let index = 0; index < 5; index += 1) fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByTestId('phone-row')).toHaveLength(5));
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Remove phone 2'));
    await waitFor(() => expect(screen.getAllByTestId('phone-row')).toHaveLength(4));
    expect(add.disabled).toBe(false);
  });

  it('normalises a phone on leaving it and drops empty phones on save', async () => {
    const calls = serveIncident(incidentView(), {
      [`${API}/incident/create`]: () => ({ id: 41, id2: 9041, forum_msg_id: null, forum_msg_url: null }),
    });
    const { onSaved } = renderDrawer({ kind: 'new', domainId: 3 });
    const add = (await screen.findByText(/Add a phone/)).closest('button');
    if (!add) throw new Error('no add button');
    fireEvent.click(add);
    fireEvent.click(add);
    const first = await screen.findByLabelText('Phone number 1');
    fireEvent.change(first, { target: { value: '050 111 22 01' } });
    fireEvent.blur(first);
    await waitFor(() => expect(first).toHaveProperty('value', '380501112201'));
    fireEvent.change(screen.getByLabelText('Event date'), { target: { value: '01.01.2026' } });
    fireEvent.click(screen.getByText('Create'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const create = calls.find((call) => call.path === `${API}/incident/create`);
    expect(create?.body).toEqual({
      category_domain_id: 3,
      details: { event_date: '01.01.2026', phones: [{ number: '380501112201', type: 1 }] },
    });
    expect(await screen.findByText('Incident #41 created')).toBeTruthy();
  });

  it('takes a date in the forms the domain accepts, writes it dd.MM.yyyy and says when a day does not exist', async () => {
    serveIncident(incidentView());
    renderDrawer({ kind: 'new', domainId: 3 });
    const eventDate = await screen.findByLabelText('Event date');
    const typeAndLeave = (field: HTMLElement, text: string) => {
      fireEvent.change(field, { target: { value: text } });
      fireEvent.blur(field);
    };

    typeAndLeave(eventDate, '31.02.2026');
    expect(await screen.findByText('no such date')).toBeTruthy();
    expect(screen.queryByText('format: dd.mm.yyyy')).toBeNull();

    typeAndLeave(eventDate, '2025-11-20');
    await waitFor(() => expect(eventDate).toHaveProperty('value', '20.11.2025'));
    const erdrDate = screen.getByLabelText('ERDR date');
    typeAndLeave(erdrDate, '01.01.26');
    await waitFor(() => expect(erdrDate).toHaveProperty('value', '01.01.2026'));
    await waitFor(() => expect(screen.queryByText('no such date')).toBeNull());
    expect(screen.queryByText('format: dd.mm.yyyy')).toBeNull();
  });

  // 'Create' is clicked at once, before the category list may have arrived: the save waits for it.
  it('saves an uploaded row’s date typed 2025-11-20 as 20.11.2025, its field never visited', async () => {
    const calls = serveIncident(incidentView(), {
      [`${API}/incident/create`]: () => ({ id: 42, id2: 9042, forum_msg_id: null, forum_msg_url: null }),
    });
    const { onSaved } = renderDrawer({
      kind: 'new',
      domainId: 3,
      details: { event_date: '2025-11-20', phones: [{ number: '380501112201', type: 1 }] },
    });
    fireEvent.click(await screen.findByText('Create'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const create = calls.find((call) => call.path === `${API}/incident/create`);
    expect(create?.body).toMatchObject({ details: { event_date: '20.11.2025' } });
  });

  it('picks a date in the calendar, with no day after today', async () => {
    serveIncident(incidentView());
    renderDrawer({ kind: 'new', domainId: 3 });
    const eventDate = await screen.findByLabelText('Event date');
    // The calendar's today is Kyiv's (from 22:00 or 21:00 UTC already the next day), not the machine's.
    const today = todayIn(new Date());
    const iso = isoCalendarDate;
    const firstOfMonth = { ...today, day: 1 };
    const tomorrow = addDays(today, 1);
    const field = eventDate.closest('.ant-form-item') as HTMLElement;
    fireEvent.click(within(field).getByRole('button', { name: 'Open the calendar' }));
    const cell = (date: CalendarDate) =>
      waitFor(() => {
        const found = document.querySelector<HTMLElement>(`.ant-picker-calendar td[title="${iso(date)}"]`);
        if (!found) throw new Error(`no calendar day ${iso(date)}`);
        return found;
      });
    expect((await cell(tomorrow)).className).toContain('disabled');
    const first = await cell(firstOfMonth);
    fireEvent.click(first.querySelector('.ant-picker-calendar-date') ?? first);
    const [year, month] = iso(firstOfMonth).split('-');
    await waitFor(() => expect(eventDate).toHaveProperty('value', `01.${month}.${year}`));
  });

  it('checks every field by the domain rule as typed', async () => {
    serveIncident(incidentView());
    renderDrawer({ kind: 'new', domainId: 4 });
    const passport = await screen.findByLabelText('Passport');
    fireEvent.change(passport, { target: { value: 'ka 48' } });
    expect(passport).toHaveProperty('value', 'КА48');
    expect(await screen.findByText('passport: two Cyrillic letters and 6 digits, or 9 digits')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tax id (INN)'), { target: { value: '0000000000' } });
    expect(await screen.findByText('tax id (INN): 10 digits')).toBeTruthy();
  });

  it('locks the category of a half-mutable incident', async () => {
    serveIncident(incidentView({ mutable: 'half', basis_type: 1, basis_id: '100000000001' }));
    renderDrawer({ kind: 'existing', key: { id2: 555 } });
    await screen.findByDisplayValue('КА482913');
    const select = screen.getByTestId('category-domain-select');
    expect(select.className).toContain('ant-select-disabled');
    expect(screen.getByLabelText('Passport')).toHaveProperty('disabled', false);
    expect(screen.getByText('Save')).toBeTruthy();
  });

  it('shows a read-only incident as text with copy buttons: no inputs, no edit hints, Close only', async () => {
    serveIncident(incidentView({ mutable: 'read_only', creator_org_id: 3, creator_org_name: 'Bank Beta' }));
    renderDrawer({ kind: 'existing', key: { id2: 555 } });
    const view = await screen.findByTestId('record-view');
    expect(screen.getByText('read only')).toBeTruthy();
    const lines = Object.fromEntries(
      [...view.querySelectorAll('.ant-descriptions-item-label')].map((label) => [
        label.textContent,
        label.nextElementSibling?.textContent,
      ]),
    );
    expect(lines).toMatchObject({
      Category: 'Money mule (person) — Money mules',
      'Event date': '09.01.2026',
      'Full name': 'Мельник Оксана Василівна',
      Passport: 'КА482913',
      Phones: '+380 50 111 22 01 (mobile)',
    });
    expect(screen.getByRole('button', { name: 'Copy: Passport' })).toBeTruthy();
    const drawer = screen.getByRole('dialog');
    expect(
      drawer.querySelectorAll('input, textarea, .ant-select, .ant-form-item-required, [placeholder]'),
    ).toHaveLength(0);
    // The footer as in every directory dialog: History at the left, Close at the right, nothing to save.
    const footer = within(drawer).getByTestId('record-footer');
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['History', 'Close']);
    expect(screen.queryByText('Save')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
  });

  it('puts its buttons in the shared footer, the primary last: Delete, History | Cancel, Save', async () => {
    serveIncident(incidentView());
    renderDrawer({ kind: 'existing', key: { id2: 555 } });
    await screen.findByDisplayValue('КА482913');
    const footer = within(screen.getByRole('dialog')).getByTestId('record-footer');
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete', 'History', 'Cancel', 'Save']);
  });

  it('History says how an incident came and for whom, in the user’s language; a reason as written', async () => {
    serveIncident(incidentView(), {
      [`${API}/incident/history`]: () => ({
        list: [
          {
            action: 'create',
            event_dt: '2026-11-20T08:00:00.000Z',
            creator: 'Taras Melnyk',
            notes: 'menu; Bank Alpha, Andrii Shevchenko',
            changes: null,
          },
          {
            action: 'delete',
            event_dt: '2026-11-21T08:00:00.000Z',
            creator: 'Olena Koval',
            notes: 'api is down; duplicate',
            changes: null,
          },
        ],
      }),
    });
    renderDrawer({ kind: 'existing', key: { id2: 555 } });
    fireEvent.click(await screen.findByText('History'));
    expect(
      await screen.findByText('Notes: in the portal; on behalf of Bank Alpha, Andrii Shevchenko'),
    ).toBeTruthy();
    expect(screen.getByText('Notes: api is down; duplicate')).toBeTruthy();
  });

  it('puts the server field errors under their fields', async () => {
    serveIncident(incidentView(), {
      [`${API}/incident/update`]: () =>
        failure(400, 'Validation failed', { 'details.fullname': 'full name taken' }),
    });
    renderDrawer({ kind: 'existing', key: { id2: 555 } });
    await screen.findByDisplayValue('КА482913');
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('full name taken')).toBeTruthy();
  });

  it('asks for a reason before deleting', async () => {
    const calls = serveIncident(incidentView(), { [`${API}/incident/delete`]: () => ({ id: 12 }) });
    const { onSaved } = renderDrawer({ kind: 'existing', key: { id2: 555 } });
    await screen.findByDisplayValue('КА482913');
    fireEvent.click(drawer().getByText('Delete'));
    const reason = await screen.findByLabelText('Reason for deletion');
    expect(reason).toHaveProperty('maxLength', 200);
    fireEvent.change(reason, { target: { value: 'Duplicate of #11' } });
    const modal = reason.closest('.ant-modal');
    if (!(modal instanceof HTMLElement)) throw new Error('no modal');
    fireEvent.click(within(modal).getByText('Delete'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.path === `${API}/incident/delete`)?.body).toEqual({
      id: 12,
      reason: 'Duplicate of #11',
    });
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
  });

  it('tells how many incidents of other members hold an identifier being typed, with a link', async () => {
    const otherOrg = { creator_org_id: 3 };
    const ownOrg = { creator_org_id: 2 };
    const calls = serveIncident(incidentView(), {
      [`${API}/incident/list`]: () => ({ list: [otherOrg, ownOrg, otherOrg], total_count: 3 }),
    });
    renderDrawer({ kind: 'new', domainId: 4 });
    const inn = await screen.findByLabelText('Tax id (INN)');
    fireEvent.change(inn, { target: { value: '31245' } });
    fireEvent.change(inn, { target: { value: '3124509876' } });
    const hint = await screen.findByTestId('shared-inn', {}, { timeout: 3000 });
    expect(hint.textContent).toContain('Incidents of other members with this value: 2.');
    expect(hint.querySelector('a')?.getAttribute('href')).toBe('/incidents?inn=3124509876');
    // Only the whole valid value was looked up, once, marked as the form's own lookup: it is no
    // negative-information check the person made.
    const lookups = calls.filter((call) => call.path === `${API}/incident/list`);
    expect(lookups.map((call) => call.body)).toEqual([
      {
        filter: { inn: '3124509876' },
        page_number: 1,
        page_size: 100,
        sort_field: 'id',
        sort_order: 'descend',
        lookup: true,
        locale: 'en',
      },
    ]);
  });

  it('closes an own incident opened and left unchanged without asking', async () => {
    serveIncident(incidentView());
    const { onClose } = renderDrawer({ kind: 'existing', key: { id2: 555 } });
    // Loaded: the form holds the incident's values.
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(screen.getByLabelText('Close'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(document.querySelector('.ant-modal-confirm-title')).toBeNull();
  });

  it('closes without asking when a change was typed and then undone', async () => {
    serveIncident(incidentView());
    const { onClose } = renderDrawer({ kind: 'existing', key: { id2: 555 } });
    const fullname = await screen.findByLabelText('Full name');
    await waitFor(() => expect((fullname as HTMLInputElement).value).not.toBe(''));
    const original = (fullname as HTMLInputElement).value;
    fireEvent.change(fullname, { target: { value: 'Мельник Оксана' } });
    fireEvent.change(fullname, { target: { value: original } });
    fireEvent.click(screen.getByLabelText('Close'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(document.querySelector('.ant-modal-confirm-title')).toBeNull();
  });

  it("asks 'Cancel last changes?' before closing with unsaved changes", async () => {
    serveIncident(incidentView());
    const { onClose } = renderDrawer({ kind: 'existing', key: { id2: 555 } });
    const fullname = await screen.findByLabelText('Full name');
    fireEvent.change(fullname, { target: { value: 'Мельник Оксана' } });
    fireEvent.click(screen.getByLabelText('Close'));
    expect(
      await screen.findByText('Cancel last changes?', { selector: '.ant-modal-confirm-title' }),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    // The answers say what they do; 'Keep editing' leaves the drawer open.
    fireEvent.click(screen.getByText('Keep editing'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Close'));
    // The first confirmation may still be fading out: answer the newest one.
    await waitFor(() => expect(screen.getAllByText('Discard changes').length).toBe(2));
    fireEvent.click(screen.getAllByText('Discard changes')[1]!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncidentListFilter } from '../api/incidentTypes';
import { serve } from '../../../../test/network';
import { ANALYST, EMPTY_LIST, EXPERT, renderIncidents } from '../../../../test/features/incidents';
import { IncidentFilterBox } from './IncidentFilterBox';
import { initialFilterValues } from './filterValues';

function renderBox(profile: Record<string, unknown>, extended: boolean) {
  const onSearch = vi.fn<(filter: IncidentListFilter) => void>();
  renderIncidents(
    <IncidentFilterBox
      extended={extended}
      initialValues={initialFilterValues(extended)}
      onSearch={onSearch}
    />,
    { profile },
  );
  return onSearch;
}

const field = (label: string) => screen.getByLabelText(label);
/** The whole value at once: antd re-renders the form on every key, which makes typing slow. */
const typeInto = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  vi.clearAllMocks();
  serve({
    '/api/incidents/v1/organization/list': () => EMPTY_LIST,
    '/api/incidents/v1/user/list': () => EMPTY_LIST,
  });
});

// antd forms are heavy for jsdom; a busy machine needs more than the default 5 s.
describe('IncidentFilterBox', { timeout: 30_000 }, () => {
  it('caps every field at the limits of spec 1 §5', async () => {
    renderBox(ANALYST, false);
    fireEvent.click(screen.getByText('More fields'));
    const limits: Record<string, number> = {
      'Tax id (INN)': 10,
      Phone: 12,
      Passport: 9,
      'Full name': 50,
      'Card mask': 19,
      'ERDR number': 17,
      'IP address': 39,
      'E-mail': 60,
      EDRPOU: 8,
      'Organisation name': 100,
      'Group id': 8,
      URL: 510,
    };
    // Names are limited by the input; every other field by its cleaned value, so a long paste
    // keeps what counts (the digits of a formatted phone) up to the limit.
    for (const [label, max] of Object.entries(limits)) {
      if (label === 'Full name' || label === 'Organisation name') {
        expect(field(label), label).toHaveProperty('maxLength', max);
      } else {
        typeInto(label, '1'.repeat(max + 5));
        expect((field(label) as HTMLInputElement).value.length, label).toBe(max);
      }
    }
  });

  it('keeps every digit of a phone pasted with its formatting', () => {
    renderBox(ANALYST, false);
    typeInto('Phone', '+380 (50) 123-45-67');
    expect(field('Phone')).toHaveProperty('value', '380501234567');
  });

  it("shows 'invalid value' when a failed pattern loses focus", async () => {
    renderBox(ANALYST, false);
    typeInto('Card mask', '12345');
    fireEvent.blur(field('Card mask'));
    expect(await screen.findByText('invalid value')).toBeTruthy();
    typeInto('Card mask', '4149497812345678');
    fireEvent.blur(field('Card mask'));
    await waitFor(() => expect(screen.queryByText('invalid value')).toBeNull());
  });

  it('says in the card field which forms it takes: a prefix, the last 4 or a mask', () => {
    renderBox(ANALYST, false);
    expect(field('Card mask').getAttribute('placeholder')).toBe(
      'First 6+ digits, the last 4, or 414949******1234',
    );
  });

  it('accepts a card prefix of 6+ digits and the last 4 alone, not 5 digits', async () => {
    renderBox(ANALYST, false);
    for (const [value, valid] of [
      ['414949', true],
      ['1234', true],
      ['12345', false],
    ] as const) {
      typeInto('Card mask', value);
      fireEvent.blur(field('Card mask'));
      if (valid) await waitFor(() => expect(screen.queryByText('invalid value')).toBeNull());
      else expect(await screen.findByText('invalid value')).toBeTruthy();
    }
  });

  it('turns x, X, #, _ and - into stars in the PAN mask as typed', async () => {
    renderBox(ANALYST, false);
    typeInto('Card mask', '414949xX#_-*5678');
    expect(field('Card mask')).toHaveProperty('value', '414949******5678');
    fireEvent.blur(field('Card mask'));
    await waitFor(() => expect(screen.queryByText('invalid value')).toBeNull());
  });

  it('cleans digits-only fields and the passport as typed', async () => {
    renderBox(ANALYST, false);
    typeInto('Phone', '+38 (050) 111-22-01');
    expect(field('Phone')).toHaveProperty('value', '380501112201');
    typeInto('Passport', 'ka 482913');
    expect(field('Passport')).toHaveProperty('value', 'КА482913');
  });

  it('searches with the cleaned values only', async () => {
    const onSearch = renderBox(ANALYST, false);
    typeInto('Phone', '0501112201');
    typeInto('Full name', '  Мельник   Оксана ');
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({ phone_number: '0501112201', fullname: 'Мельник Оксана' }),
    );
  });

  it('"own only" disables the other filters and searches the organisation alone', async () => {
    const onSearch = renderBox(ANALYST, false);
    typeInto('Phone', '380501112201');
    fireEvent.click(screen.getByLabelText('Own organisation only'));
    await waitFor(() => expect(field('Phone')).toHaveProperty('disabled', true));
    expect(field('Card mask')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ self_only: true }));
  });

  it('hides the E1000 filters from a U1000 user', () => {
    renderBox(ANALYST, false);
    expect(screen.queryByLabelText('Incident id')).toBeNull();
    expect(screen.queryByLabelText('Source organisation')).toBeNull();
    expect(screen.queryByLabelText('Source user')).toBeNull();
    expect(screen.queryByText('Event date')).toBeNull();
  });

  it('gives E1000 the id, source and event-date filters, the range 30 days back by default', async () => {
    const onSearch = renderBox(EXPERT, true);
    typeInto('Incident id', '#1 234 567 890 123');
    expect(field('Incident id')).toHaveProperty('value', '123456789012');
    expect(field('Source organisation')).toBeTruthy();
    expect(field('Source user')).toBeTruthy();
    expect(screen.getByText('Event date')).toBeTruthy();
    typeInto('Incident id', '12');
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    const filter = onSearch.mock.calls.at(-1)?.[0];
    expect(filter?.id).toBe('12');
    expect(filter?.event_date_from).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(filter?.event_date_to).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });
});

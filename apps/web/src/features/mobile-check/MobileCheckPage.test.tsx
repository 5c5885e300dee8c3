import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alphaUserWith } from '../../../test/fixtures/profiles';
import { bodiesSentTo, failure, listOf, serve } from '../../../test/network';
import { renderInApp } from '../../../test/render';
import { type McsCheck, MCS_PATHS } from './mcsApi';
import { MobileCheckPage } from './MobileCheckPage';

const CHECK: McsCheck = {
  id: 7,
  org_id: 2,
  org_name: 'Bank Alpha',
  user_id: 2,
  user_name: 'Olena Koval',
  phone: '380501234565',
  depth_days: 30,
  consent: true,
  operator: 'vodafone',
  status: 'answered',
  route: 'direct',
  sim_changed: 'another_operator_or_not_active',
  sim_changed_at: null,
  call_forwarding: 'unknown',
  error: null,
  notes: [
    'Another operator or not active is ambiguous.',
    'Call forwarding is checked only for one operator (Kyivstar).',
  ],
  created_at: '2026-11-20T10:00:00Z',
  answered_at: '2026-11-20T10:00:01Z',
};

const render = (path = '/mobile-check') =>
  renderInApp(<MobileCheckPage />, {
    profile: alphaUserWith(['user', 'U1002']),
    path,
    routes: ['/mobile-check'],
    language: 'en',
  });

describe('the mobile check page', { timeout: 30_000 }, () => {
  it('sends the number as digits with the depth and consent, and shows the answer with its notes', async () => {
    let got: McsCheck = { ...CHECK, status: 'queued', sim_changed: null, call_forwarding: null, notes: [] };
    const calls = serve({
      [MCS_PATHS.create]: () => ({ id: 7, status: 'queued' }),
      [MCS_PATHS.get]: () => got,
      [MCS_PATHS.list]: () => listOf([]),
      [MCS_PATHS.users]: () => [],
    });
    render();
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '(050) 123-45-65' } });
    fireEvent.click(screen.getByLabelText('The subscriber consented to the check'));
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, MCS_PATHS.create)).toEqual([
        { phone: '380501234565', depth_days: 30, consent: true },
      ]),
    );
    expect(await screen.findByText('Queued')).toBeTruthy();
    got = CHECK;
    // The answer arrives (pushed; the page's poll stands in for the push here).
    expect(await screen.findByText('Another operator or not active', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('Call forwarding: unknown')).toBeTruthy();
    expect(screen.getByText('Another operator or not active is ambiguous.')).toBeTruthy();
  });

  it('shows the refusal of a check without consent', async () => {
    serve({
      [MCS_PATHS.create]: () =>
        failure(422, "This operator requires the subscriber's consent; a check without it is refused"),
      [MCS_PATHS.list]: () => listOf([]),
      [MCS_PATHS.users]: () => [],
    });
    render();
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '0671234561' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        "HTTP 422 - This operator requires the subscriber's consent; a check without it is refused",
      ),
    ).toBeTruthy();
  });

  it('reads the list filter from the address and repeats a check', async () => {
    const calls = serve({
      [MCS_PATHS.create]: () => ({ id: 8, status: 'queued' }),
      [MCS_PATHS.get]: () => ({ ...CHECK, id: 8 }),
      [MCS_PATHS.list]: () => listOf([CHECK]),
      [MCS_PATHS.users]: () => [{ id: 2, name: 'Olena Koval' }],
    });
    render('/mobile-check?phone=050&sim=no&from=2026-11-01');
    await waitFor(() =>
      expect(bodiesSentTo(calls, MCS_PATHS.list)[0]).toMatchObject({
        filter: { phone: '050', sim_changed: 'no', date_from: '2026-11-01' },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Repeat' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, MCS_PATHS.create)).toEqual([
        { phone: '380501234565', depth_days: 30, consent: true },
      ]),
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CRC_TEST_TIMEOUT_MS, REQUEST_ID, renderCrc, serveCrc } from '../../../../test/features/crc';
import { bodiesSentTo } from '../../../../test/network';
import { CRC_PATHS } from '../api/crcApi';
import { CrcClientPage } from '../list/CrcClientPage';

const EVENTS = [
  {
    event_type: 2,
    event_dt: '2026-11-20T10:00:00Z',
    creator: 'system',
    description: 'Status: waiting for review',
    notes: null,
  },
  {
    event_type: 1,
    event_dt: '2026-11-20T11:00:00Z',
    creator: 'Ivan Petrenko',
    description: 'Comment',
    notes: 'Any news?',
  },
];

function openHistory(commentEnabled: boolean) {
  const calls = serveCrc({
    [CRC_PATHS.history]: () => ({ create_comment_enable: commentEnabled, list: EVENTS }),
    [CRC_PATHS.comment]: () => ({ ok: true }),
  });
  renderCrc(<CrcClientPage />, { path: `/crc/client/history/${REQUEST_ID}` });
  return calls;
}

describe('the request history (spec 2 §2.7)', { timeout: CRC_TEST_TIMEOUT_MS }, () => {
  it('shows the events with a checkbox per type and its count, in the UI language', async () => {
    const calls = openHistory(false);
    expect(await screen.findByText(/Any news\?/)).toBeTruthy();
    expect(bodiesSentTo(calls, CRC_PATHS.history)).toEqual([{ request_id: REQUEST_ID, locale: 'en' }]);
    const types = screen.getByRole('group', { name: /event types/i });
    // A status event and a message: one each.
    expect(within(types).getAllByText(/\(1\)$/)).toHaveLength(2);
    expect(screen.queryByTestId('crc-comment-box')).toBeNull();
  });

  it('offers the comment box when comments are enabled: required, then sent trimmed', async () => {
    const calls = openHistory(true);
    const box = await screen.findByTestId('crc-comment-box');
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect(await within(box).findByText('required field')).toBeTruthy();
    fireEvent.change(within(box).getByLabelText('Comment'), {
      target: { value: '  The card was blocked  ' },
    });
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Comment sent')).toBeTruthy();
    expect(bodiesSentTo(calls, CRC_PATHS.comment)).toEqual([
      { request_id: REQUEST_ID, comment_on_fraud: 'The card was blocked' },
    ]);
    await waitFor(() => expect(bodiesSentTo(calls, CRC_PATHS.history).length).toBe(2));
  });
});

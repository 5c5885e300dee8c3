import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers/AppProviders';
import { createQueryClient } from '../../app/providers/queryClient';
import { createI18n } from '../../i18n/i18n';
import { FIRST_POLL_MS } from '../../layout/counters/useCounters';
import { NotificationBell } from './NotificationBell';
import { refreshNotifications } from './notificationQueries';
import { NOTIFICATIONS_BASE, type NotificationItem } from './notificationsApi';
import { bodiesSentTo, serve, type ServedCall } from '../../../test/network';

const CONFLICT: NotificationItem = {
  id: 7,
  kind: 'bin_conflict',
  title:
    'BIN conflicts for Bank Alpha: 2 BIN(s) of other organisations in 1 upload(s), the last by Bank Alpha',
  // 21:05 UTC in November is 23:05 in Kyiv.
  created_at: '2026-11-20T21:05:40.000Z',
  updated_at: '2026-11-20T21:05:40.000Z',
  count: 1,
  read: false,
};
const OLDER: NotificationItem = {
  id: 3,
  kind: 'bin_conflict',
  title: 'BIN conflicts for Bank Beta: 1 BIN(s) of other organisations in 1 upload(s), the last by Bank Beta',
  created_at: '2026-06-30T22:30:00.000Z',
  updated_at: '2026-06-30T22:30:00.000Z',
  count: 1,
  read: true,
};
/** 50 uploads within one window, coalesced by the server into one notification. */
const FLOOD: NotificationItem = {
  id: 9,
  kind: 'bin_conflict',
  title: 'Конфлікти BIN для Bank Alpha: BIN інших організацій — 50, завантажень — 50; останнє від Bank Alpha',
  created_at: '2026-11-21T08:00:01.000Z',
  // The latest of them: 08:12 UTC is 10:12 in Kyiv.
  updated_at: '2026-11-21T08:12:30.000Z',
  count: 50,
  read: false,
};

/** What the mocked server holds: the notifications and how many of them are unread. */
let server: { list: NotificationItem[]; unread: number };

/** The notification routes, answered from `server` as the real one would; returns the calls made. */
function serveNotifications(): ServedCall[] {
  const at = (name: string) => `${NOTIFICATIONS_BASE}/${name}`;
  return serve({
    [at('unread_count')]: () => ({ unread_count: server.unread }),
    [at('list')]: () => ({ list: server.list, total_count: server.list.length }),
    [at('mark_all_read')]: () => {
      server = { list: server.list.map((n) => ({ ...n, read: true })), unread: 0 };
      return { count: 1 };
    },
    [at('mark_read')]: (body) => {
      const ids = (body as { ids: number[] }).ids;
      server = {
        list: server.list.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n)),
        unread: server.unread - ids.length,
      };
      return { count: ids.length };
    },
  });
}

let calls: ServedCall[] = [];
const postsTo = (name: string) => bodiesSentTo(calls, `${NOTIFICATIONS_BASE}/${name}`);

/** The bell as the top bar shows it, in English unless asked, after its first poll. */
async function renderBell(language: 'uk' | 'en' | 'ru' = 'en') {
  const queryClient = createQueryClient();
  render(
    <AppProviders i18n={createI18n(language)} queryClient={queryClient}>
      <App>
        <NotificationBell />
      </App>
    </AppProviders>,
  );
  await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_MS));
  return { queryClient };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server = { list: [CONFLICT, OLDER], unread: 1 };
  calls = serveNotifications();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the notification bell', { timeout: 20_000 }, () => {
  it('shows the unread count in its label and badge once the first poll answers', async () => {
    server.unread = 3;
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, unread: 3' });
    expect(bell.closest('.ant-badge')?.textContent).toContain('3');
    expect(postsTo('unread_count')).toHaveLength(1);
  });

  it('reads the count again when a notification is pushed', async () => {
    server.unread = 0;
    const { queryClient } = await renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();

    server.unread = 1;
    await act(() => refreshNotifications(queryClient));
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 1' })).toBeTruthy();
  });

  it('opens from the keyboard and lists the notifications in Kyiv time, the unread ones marked', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, unread: 1' });
    bell.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain(CONFLICT.title);
    expect(items[0]!.textContent).toContain('20.11.2026 23:05');
    expect(within(items[0]!).getByText(/Unread/)).toBeTruthy();
    expect(items[1]!.textContent).toContain('01.07.2026 01:30');
    expect(within(items[1]!).queryByText(/Unread/)).toBeNull();
    expect(within(items[1]!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
  });

  it.each([
    ['en', 'Notifications, unread: 1', 'Occurrences: 50'],
    ['uk', 'Сповіщення, непрочитаних: 1', 'Випадків: 50'],
    ['ru', 'Уведомления, непрочитанных: 1', 'Случаев: 50'],
  ] as const)(
    'shows how many notices a coalesced notification stands for, and the latest time (%s)',
    async (language, bell, occurrences) => {
      server = { list: [FLOOD, OLDER], unread: 1 };
      await renderBell(language);
      fireEvent.click(await screen.findByRole('button', { name: bell }));
      const [flood, older] = await within(await screen.findByRole('dialog')).findAllByRole('listitem');
      expect(flood!.textContent).toContain(FLOOD.title);
      expect(flood!.textContent).toContain(`21.11.2026 10:12 · ${occurrences}`);
      // One notice is just a notice: no count.
      expect(older!.textContent).not.toContain(occurrences.replace(': 50', ''));
    },
  );

  it('marks one notification read, then all, and the count follows', async () => {
    server.list = [CONFLICT, { ...OLDER, read: false }];
    server.unread = 2;
    await renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, unread: 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });

    const [first] = await within(dialog).findAllByRole('listitem');
    fireEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(postsTo('mark_read')[0]).toEqual({ ids: [7] }));
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 1' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(postsTo('mark_all_read')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryAllByText(/Unread/)).toHaveLength(0));
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('says when there are no notifications', async () => {
    server = { list: [], unread: 0 };
    await renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No notifications')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });
});

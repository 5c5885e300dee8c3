import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  MANAGER_TEST_TIMEOUT_MS,
  USER,
  renderUsers,
  serveUsers,
  userView,
} from '../../../../test/features/manager';
import { bodiesSentTo, failure, listOf } from '../../../../test/network';
import { USER_PATHS } from '../api/userApi';
import { AdminUsersPage, ManagerUsersPage } from './ManagedUsersPage';

type ListBody = {
  page_number: number;
  page_size: number;
  sort_field: string;
  sort_order: string;
  filter: Record<string, unknown>;
};

const button = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((element) => element.textContent?.trim() === text) as
    HTMLButtonElement | undefined;
const drawer = () => document.querySelector('.ant-drawer') as HTMLElement;
const findDrawer = () =>
  waitFor(() => {
    const found = drawer();
    if (!found) throw new Error('no drawer');
    return found;
  });
const modal = () => [...document.querySelectorAll('.ant-modal')].at(-1) as HTMLElement;

async function openInvite() {
  fireEvent.click((await screen.findAllByText('Invite user'))[0] as HTMLElement);
  // The options of the organisation fill the codes.
  return within(await findDrawer()).findByRole('checkbox', { name: 'U1000 — Incident database' });
}

function fillInvite(fields: { email: string; full_name?: string; position?: string }) {
  const form = within(drawer());
  fireEvent.change(form.getByLabelText('E-mail'), { target: { value: fields.email } });
  fireEvent.change(form.getByLabelText('Full name'), {
    target: { value: fields.full_name ?? 'Ivan Sydorenko' },
  });
  if (fields.position)
    fireEvent.change(form.getByLabelText('Position'), { target: { value: fields.position } });
}

async function chooseRowAction(login: string, label: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions: ${login}` }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-dropdown-menu-item')].find(
      (element) => element.textContent === label,
    );
    if (!found) throw new Error(`no menu item ${label}`);
    return found as HTMLElement;
  });
  fireEvent.click(item);
}

describe('the users of an organisation (issue 15)', { timeout: MANAGER_TEST_TIMEOUT_MS }, () => {
  it('lists the users by name with login, role, codes, status and last sign-in', async () => {
    const calls = serveUsers();
    renderUsers(<ManagerUsersPage />);
    const row = (await screen.findByText('Olena Koval')).closest('tr') as HTMLElement;
    expect(bodiesSentTo(calls, USER_PATHS.list)[0]).toEqual({
      page_number: 1,
      page_size: 20,
      sort_field: 'full_name',
      sort_order: 'ascend',
      filter: {},
    });
    expect(within(row).getByText('o.koval@alpha.example')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Copy the login' })).toBeTruthy();
    expect(within(row).getByText('Fraud analyst')).toBeTruthy();
    expect(within(row).getByText('user')).toBeTruthy();
    expect(within(row).getByText('U1000')).toBeTruthy();
    expect(within(row).getByText('U22')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('20.11.2026 12:00')).toBeTruthy();
    // A manager's list has no organisation column.
    expect(screen.queryByText('Organisation')).toBeNull();
    expect(within(row).queryByText('you')).toBeNull();
  });

  it('opens on the filters of its address, and a search goes to the address and the request', async () => {
    const calls = serveUsers();
    const { router } = renderUsers(<ManagerUsersPage />, {
      path: '/manager/users?q.text=koval&q.status=active%2Cremoved%2Cbogus&q.role=manager&page=2&size=50&sort=-last_sign_in',
    });
    await screen.findByText('Olena Koval');
    expect(bodiesSentTo(calls, USER_PATHS.list)[0]).toEqual({
      page_number: 2,
      page_size: 50,
      sort_field: 'last_sign_in',
      sort_order: 'descend',
      filter: { text: 'koval', status: ['active', 'removed'], role: ['manager'] },
    });
    const box = within(screen.getByTestId('users-filter-box'));
    expect((box.getByLabelText('Search') as HTMLInputElement).value).toBe('koval');
    expect(box.getByText('Removed')).toBeTruthy();

    fireEvent.change(box.getByLabelText('Search'), { target: { value: ' petrenko ' } });
    fireEvent.click(button('Search', screen.getByTestId('users-filter-box')) as HTMLButtonElement);
    await waitFor(() =>
      expect((bodiesSentTo(calls, USER_PATHS.list).at(-1) as ListBody).filter).toEqual({
        text: 'petrenko',
        status: ['active', 'removed'],
        role: ['manager'],
      }),
    );
    expect(router.state.location.search).toBe(
      '?q.text=petrenko&q.status=active%2Cremoved&q.role=manager&page=1&size=50&sort=-last_sign_in',
    );
  });

  it('says why the list is empty: no users yet, or none for the filter with a way to clear it', async () => {
    const calls = serveUsers({}, () => listOf([]));
    const { router } = renderUsers(<ManagerUsersPage />, { path: '/manager/users?q.text=nobody&page=1' });
    expect(await screen.findByText('No users match the filter')).toBeTruthy();
    fireEvent.click(button('Clear the filter') as HTMLButtonElement);
    expect(await screen.findByText('No users yet: invite the first one')).toBeTruthy();
    expect((bodiesSentTo(calls, USER_PATHS.list).at(-1) as ListBody).filter).toEqual({});
    expect(router.state.location.search).not.toContain('q.text');
  });

  it('offers only the codes the organisation may grant, U apart from E', async () => {
    serveUsers();
    renderUsers(<ManagerUsersPage />);
    await openInvite();
    const own = within(screen.getByTestId('codes-own'));
    const extended = within(screen.getByTestId('codes-extended'));
    expect(own.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'U22 — Crime Check',
      'U1000 — Incident database',
      'U1005 — FPT: outbound alerts and their creation',
    ]);
    expect(extended.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'E1000 — Incident database',
    ]);
    expect(screen.queryByRole('checkbox', { name: /U1002/ })).toBeNull();
  });

  it.each([
    [
      'a free-mail address',
      'ivan.sydorenko@gmail.com',
      'a personal mailbox of a public mail service is not allowed',
    ],
    [
      'a Ukrainian free-mail address',
      'ivan@ukr.net',
      'a personal mailbox of a public mail service is not allowed',
    ],
    ['a group mailbox', 'info@alpha.example', 'a group mailbox (info@, office@, support@…) is not allowed'],
    ['another domain', 'ivan@beta.example', 'the e-mail must belong to one of the organisation’s domains'],
  ])('refuses to invite %s with the rule’s message', async (_case, email, text) => {
    const calls = serveUsers({ [USER_PATHS.create]: () => userView() });
    renderUsers(<ManagerUsersPage />);
    await openInvite();
    fillInvite({ email });
    fireEvent.click(button('Send invitation') as HTMLButtonElement);
    expect(
      await within(drawer()).findByText(new RegExp(`^${text.replace(/[()…?.*+]/g, '\\$&')}`)),
    ).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.create)).toEqual([]);
  });

  it('invites a colleague with a work address and says the invitation is valid 12 hours', async () => {
    const calls = serveUsers({
      [USER_PATHS.create]: () =>
        userView({
          id: 40,
          login: 'i.sydorenko@kyiv.alpha.example',
          email: 'i.sydorenko@kyiv.alpha.example',
        }),
    });
    renderUsers(<ManagerUsersPage />);
    await openInvite();
    fillInvite({ email: 'I.Sydorenko@kyiv.alpha.example ', position: 'Analyst' });
    fireEvent.click(within(drawer()).getByRole('checkbox', { name: 'U1000 — Incident database' }));
    fireEvent.click(within(drawer()).getByRole('checkbox', { name: 'U22 — Crime Check' }));
    fireEvent.click(button('Send invitation') as HTMLButtonElement);
    expect(
      await screen.findByText('Invitation sent to i.sydorenko@kyiv.alpha.example, valid 12 hours'),
    ).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.create)).toEqual([
      {
        email: 'I.Sydorenko@kyiv.alpha.example',
        full_name: 'Ivan Sydorenko',
        position: 'Analyst',
        role: 'user',
        permissions: ['U1000', 'U22'],
      },
    ]);
    // The list asks again.
    await waitFor(() => expect(bodiesSentTo(calls, USER_PATHS.list).length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal of the invitation under its field', async () => {
    serveUsers({
      [USER_PATHS.create]: () =>
        failure(409, 'The login is already taken', {
          email: 'The login o.koval@alpha.example is already taken',
        }),
    });
    renderUsers(<ManagerUsersPage />);
    await openInvite();
    fillInvite({ email: 'o.koval@alpha.example' });
    fireEvent.click(button('Send invitation') as HTMLButtonElement);
    expect(
      await within(drawer()).findByText('The login o.koval@alpha.example is already taken'),
    ).toBeTruthy();
  });

  it('does not block without a reason, then blocks and says the new status', async () => {
    const calls = serveUsers({
      [USER_PATHS.action]: () =>
        userView({ status: 'blocked_by_manager', available_actions: ['activate', 'remove'] }),
    });
    renderUsers(<ManagerUsersPage />);
    await chooseRowAction(USER.login, 'Block');
    fireEvent.click(button('Confirm', modal()) as HTMLButtonElement);
    expect(await within(modal()).findByText('enter the reason')).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.action)).toEqual([]);
    fireEvent.change(within(modal()).getByLabelText('Reason'), { target: { value: ' Left the bank ' } });
    fireEvent.click(button('Confirm', modal()) as HTMLButtonElement);
    expect(await screen.findByText('Olena Koval: the status is now Blocked by manager')).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.action)).toEqual([
      { id: USER.id, action: 'block', reason: 'Left the bank' },
    ]);
  });

  it('re-invites without a reason (it is optional)', async () => {
    const waiting = userView({
      status: 'registration_not_completed',
      available_actions: ['reinvite', 'remove'],
    });
    const calls = serveUsers({ [USER_PATHS.action]: () => waiting }, () => listOf([waiting]));
    renderUsers(<ManagerUsersPage />);
    await chooseRowAction(USER.login, 'Re-invite');
    expect(within(modal()).getByLabelText('Reason (optional)')).toBeTruthy();
    fireEvent.click(button('Confirm', modal()) as HTMLButtonElement);
    expect(
      await screen.findByText('Invitation sent again to o.koval@alpha.example, valid 12 hours'),
    ).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.action)).toEqual([{ id: USER.id, action: 'reinvite' }]);
  });

  it('shows the server’s 409 message when the action is refused', async () => {
    serveUsers({
      [USER_PATHS.action]: () =>
        failure(409, 'This is the last active manager of the organisation: appoint another manager first'),
    });
    renderUsers(<ManagerUsersPage />);
    await chooseRowAction(USER.login, 'Remove');
    fireEvent.change(within(modal()).getByLabelText('Reason'), { target: { value: 'Duplicate' } });
    fireEvent.click(button('Confirm', modal()) as HTMLButtonElement);
    expect(
      await screen.findByText(
        'HTTP 409 - This is the last active manager of the organisation: appoint another manager first',
      ),
    ).toBeTruthy();
    // The dialog stays for another try.
    expect(within(modal()).getByLabelText('Reason')).toBeTruthy();
  });

  it('lets a manager edit but not change the e-mail, and says who may', async () => {
    const calls = serveUsers({
      [USER_PATHS.update]: () => userView({ full_name: 'Olena Koval-Shevchenko' }),
    });
    renderUsers(<ManagerUsersPage />);
    await chooseRowAction(USER.login, 'Edit');
    const form = within(await findDrawer());
    const email = (await form.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(form.getByText('Only an administrator changes the e-mail')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Full name'), { target: { value: 'Olena Koval-Shevchenko' } });
    fireEvent.click(button('Save') as HTMLButtonElement);
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.update)).toEqual([
      {
        id: USER.id,
        full_name: 'Olena Koval-Shevchenko',
        position: 'Fraud analyst',
        role: 'user',
        permissions: ['U1000', 'U22'],
      },
    ]);
  });

  it('lets the administrator change the e-mail, checked by the organisation’s rules', async () => {
    const calls = serveUsers({
      [USER_PATHS.update]: () => userView({ email: 'olena.koval@alpha.example' }),
      [USER_PATHS.organisations]: () => listOf([]),
    });
    renderUsers(<AdminUsersPage />, { profile: ADMIN, path: '/admin/users' });
    const row = (await screen.findByText('Olena Koval')).closest('tr') as HTMLElement;
    // The administrator's view names each user's organisation.
    expect(within(row).getByText('Bank Alpha')).toBeTruthy();
    await chooseRowAction(USER.login, 'Edit');
    const form = within(await findDrawer());
    const email = (await form.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    await waitFor(() => expect(bodiesSentTo(calls, USER_PATHS.options)).toContainEqual({ org_id: 2 }));
    fireEvent.change(email, { target: { value: 'olena@gmail.com' } });
    fireEvent.click(button('Save') as HTMLButtonElement);
    expect(await form.findByText(/^a personal mailbox of a public mail service/)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'olena.koval@alpha.example' } });
    fireEvent.click(button('Save') as HTMLButtonElement);
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.update)).toEqual([
      expect.objectContaining({ id: USER.id, email: 'olena.koval@alpha.example' }),
    ]);
  });

  it('filters the administrator’s list by organisation', async () => {
    const calls = serveUsers({ [USER_PATHS.organisations]: () => listOf([]) }, () =>
      listOf([userView({ org_id: 3, org_name: 'Bank Beta' })]),
    );
    renderUsers(<AdminUsersPage />, { profile: ADMIN, path: '/admin/users?q.org_id=3&page=1' });
    await screen.findByText('Olena Koval');
    expect((bodiesSentTo(calls, USER_PATHS.list)[0] as ListBody).filter).toEqual({ org_id: 3 });
    // The organisation of the address is named, once the list has said its name.
    expect(within(screen.getByTestId('users-filter-box')).getByText('Bank Beta')).toBeTruthy();
    expect(within(screen.getByTestId('users-filter-box')).getByLabelText('Organisation')).toBeTruthy();
  });

  it('ignores an organisation in a manager’s address', async () => {
    const calls = serveUsers();
    renderUsers(<ManagerUsersPage />, { path: '/manager/users?q.org_id=3&page=1' });
    await screen.findByText('Olena Koval');
    expect((bodiesSentTo(calls, USER_PATHS.list)[0] as ListBody).filter).toEqual({});
  });

  it('has the administrator choose the organisation of an invitation, whose options the form then offers', async () => {
    const calls = serveUsers({
      [USER_PATHS.organisations]: () => listOf([{ id: 3, name: 'Bank Beta' }]),
      [USER_PATHS.create]: () => userView({ id: 50, email: 'p.bondar@beta.example', org_id: 3 }),
      [USER_PATHS.options]: (body) =>
        (body as { org_id?: number }).org_id === 3
          ? {
              org_id: 3,
              org_name: 'Bank Beta',
              grantable_codes: ['U1000'],
              email_domains: ['beta.example'],
              roles: ['user', 'manager'],
            }
          : failure(400, 'org_id required'),
    });
    renderUsers(<AdminUsersPage />, { profile: ADMIN, path: '/admin/users' });
    await screen.findByText('Olena Koval');
    fireEvent.click((await screen.findAllByText('Invite user'))[0] as HTMLElement);
    const form = within(await findDrawer());
    expect((button('Send invitation') as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Organisation'), 'Be');
    await user.click(await screen.findByTitle('Bank Beta'));
    await form.findByRole('checkbox', { name: 'U1000 — Incident database' });
    expect(bodiesSentTo(calls, USER_PATHS.options)).toEqual([{ org_id: 3 }]);
    fireEvent.change(form.getByLabelText('E-mail'), { target: { value: 'p.bondar@beta.example' } });
    fireEvent.change(form.getByLabelText('Full name'), { target: { value: 'Petro Bondar' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'U1000 — Incident database' }));
    fireEvent.click(button('Send invitation') as HTMLButtonElement);
    expect(await screen.findByText('Invitation sent to p.bondar@beta.example, valid 12 hours')).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.create)).toEqual([
      {
        org_id: 3,
        email: 'p.bondar@beta.example',
        full_name: 'Petro Bondar',
        role: 'user',
        permissions: ['U1000'],
      },
    ]);
  });

  it('opens a user’s dialog with the actions of the status, and the history with the reasons', async () => {
    const waiting = userView({
      status: 'registration_not_completed',
      available_actions: ['reinvite', 'remove'],
      invitation_expires_at: '2099-11-20T10:00:00Z',
      last_sign_in: null,
    });
    const calls = serveUsers(
      {
        [USER_PATHS.get]: () => waiting,
        [USER_PATHS.history]: () => ({
          list: [
            {
              action: 'create',
              event_dt: '2026-11-20T08:00:00Z',
              creator: 'Maria Manager',
              notes: null,
              changes: null,
              readable_changes: null,
            },
            {
              action: 'block',
              event_dt: '2026-11-21T08:00:00Z',
              creator: 'Maria Manager',
              notes: 'Left the bank',
              changes: { status: ['active', 'blocked_by_manager'] },
              readable_changes: { status: ['Active', 'Blocked by manager'] },
            },
          ],
        }),
      },
      () => listOf([waiting]),
    );
    renderUsers(<ManagerUsersPage />);
    fireEvent.click(await screen.findByText(USER.login, { selector: 'a' }));
    const dialog = within(await waitFor(() => modal() ?? Promise.reject(new Error('no dialog'))));
    expect(await dialog.findByText('invitation valid until 20.11.2099 12:00')).toBeTruthy();
    expect(dialog.getByText('never signed in')).toBeTruthy();
    expect(button('Re-invite', modal())).toBeTruthy();
    expect(button('Remove', modal())).toBeTruthy();
    expect(button('Block', modal())).toBeUndefined();
    expect(bodiesSentTo(calls, USER_PATHS.get)).toEqual([{ id: USER.id }]);
    fireEvent.click(button('History', modal()) as HTMLButtonElement);
    const history = within(await findDrawer());
    expect(await history.findByText('blocked by the manager')).toBeTruthy();
    expect(history.getByText('invited')).toBeTruthy();
    expect(history.getByText(/Left the bank/)).toBeTruthy();
    expect(history.getByText('Status: Active → Blocked by manager')).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.history)).toEqual([{ id: USER.id }]);
  });

  it('opening a user puts it in the address, the search kept; closing returns to the list', async () => {
    serveUsers();
    const search = '?q.text=koval&page=1&size=20&sort=login';
    const { router } = renderUsers(<ManagerUsersPage />, { path: `/manager/users${search}` });
    fireEvent.click(await screen.findByText(USER.login, { selector: 'a' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/manager/users/id/${USER.id}`));
    expect(router.state.location.search).toBe(search);
    await waitFor(() => expect(within(modal()).getByText(`User ${USER.login}`)).toBeTruthy());

    fireEvent.click(button('Close', modal()) as HTMLButtonElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/users'));
    expect(router.state.location.search).toBe(search);
  });

  it('an address naming a user opens the user’s dialog, read once, for the administrator too', async () => {
    const calls = serveUsers({ [USER_PATHS.organisations]: () => listOf([]) });
    renderUsers(<AdminUsersPage />, { profile: ADMIN, path: `/admin/users/id/${USER.id}?q.org_id=2` });
    const dialog = within(await waitFor(() => modal() ?? Promise.reject(new Error('no dialog'))));
    expect(await dialog.findByText(`User ${USER.login}`)).toBeTruthy();
    expect(dialog.getByText('Bank Alpha')).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.get)).toEqual([{ id: USER.id }]);
    // The user's address can be passed on: the copied link is the administrator's own page of them.
    const user = userEvent.setup(); // it puts a clipboard in place
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(dialog.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/admin/users/id/${USER.id}`),
    );
  });

  it('the open dialog shows the server’s answer to an action taken from it', async () => {
    const calls = serveUsers({
      [USER_PATHS.action]: () =>
        userView({ status: 'blocked_by_manager', available_actions: ['activate', 'remove'] }),
    });
    renderUsers(<ManagerUsersPage />, { path: `/manager/users/id/${USER.id}` });
    await waitFor(() => expect(button('Block', modal())).toBeTruthy());
    fireEvent.click(button('Block', modal()) as HTMLButtonElement);
    fireEvent.change(await within(modal()).findByLabelText('Reason'), { target: { value: 'Left' } });
    fireEvent.click(button('Confirm', modal()) as HTMLButtonElement);
    const dialog = screen.getByTestId('user-details');
    expect(await within(dialog).findByText('Blocked by manager')).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.get)).toEqual([{ id: USER.id }]);
  });

  it('an address naming no user of the organisation says so and offers the list back', async () => {
    // The server answers 404 for another organisation's user as for a missing one.
    const calls = serveUsers({ [USER_PATHS.get]: () => failure(404, 'User not found') });
    const { router } = renderUsers(<ManagerUsersPage />, { path: '/manager/users/id/77?q.text=koval' });
    expect((await screen.findByRole('alert')).textContent).toContain('There is no record “77”');
    expect(screen.queryByText(/HTTP 404/)).toBeNull();
    expect(modal()).toBeUndefined();
    expect(bodiesSentTo(calls, USER_PATHS.get)).toEqual([{ id: 77 }]);
    fireEvent.click(button('Back to the list') as HTMLButtonElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/users'));
    expect(router.state.location.search).toBe('?q.text=koval');
  });

  it('an address whose key can name no user says so without asking the server', async () => {
    const calls = serveUsers();
    renderUsers(<ManagerUsersPage />, { path: '/manager/users/id/koval' });
    expect((await screen.findByRole('alert')).textContent).toContain('There is no record “koval”');
    expect(bodiesSentTo(calls, USER_PATHS.get)).toEqual([]);
  });

  it('exports the filtered list (every page) through /user/export with the applied filter and sort', async () => {
    const calls = serveUsers({ [USER_PATHS.export]: () => failure(422, 'Narrow the filter') });
    renderUsers(<ManagerUsersPage />, { path: '/manager/users?q.status=active&page=1&size=20&sort=login' });
    await screen.findByText('Olena Koval');
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('Excel (xlsx)'));
    expect(await screen.findByText('HTTP 422 - Narrow the filter')).toBeTruthy();
    expect(bodiesSentTo(calls, USER_PATHS.export)).toEqual([
      { filter: { status: ['active'] }, sort_field: 'login', sort_order: 'ascend', format: 'xlsx' },
    ]);
  });

  it('marks the signed-in manager’s own row', async () => {
    serveUsers({}, () =>
      listOf([USER, userView({ id: 11, login: 'alpha.analyst@alpha.example', full_name: 'Me' })]),
    );
    renderUsers(<ManagerUsersPage />);
    const own = (await screen.findByText('Me')).closest('tr') as HTMLElement;
    expect(within(own).getByText('you')).toBeTruthy();
  });
});

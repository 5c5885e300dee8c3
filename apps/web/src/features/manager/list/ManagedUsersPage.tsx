import { UserAddOutlined } from '@ant-design/icons';
import { MANAGED_USER_SORT_FIELDS, isAdmin, type UserAction } from '@afx/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../../app/auth/profileContext';
import { ListTable, useListAddress, useListQuery } from '../../../components/list';
import {
  NO_SUCH_RECORD,
  RecordMissing,
  recordIdOf,
  useRecordAddress,
} from '../../../components/record-address';
import { UserActionDialog } from '../actions/UserActionDialog';
import type { ManagedUserFilter, ManagedUserView } from '../api/types';
import { USER_PATHS, USER_QUERY_KEYS, userApi } from '../api/userApi';
import { UserFormDrawer, type UserFormMode } from '../form/UserFormDrawer';
import { useManagerTranslation } from '../useManagerTranslation';
import { UserDialog } from '../view/UserDialog';
import { UserHistoryDrawer } from '../view/UserHistoryDrawer';
import { userColumns } from './userColumns';
import {
  USER_ADDRESS_FIELDS,
  filterValuesOf,
  isFiltered,
  toRequestFilter,
  type UserAddressFilter,
} from './userFilter';
import { UserFilterBox } from './UserFilterBox';

const DEFAULT_SORT = { field: 'full_name', order: 'ascend' } as const;

export interface ManagedUsersPageProps {
  /** The list's route; a user's address is '{listPath}/id/{id}'. */
  listPath: '/manager/users' | '/admin/users';
  /**
   * The administrator's view (/admin/users): users of every organisation, with an organisation
   * column and filter, and the organisation chosen when inviting.
   */
  adminMode?: boolean;
}

/**
 * The users of an organisation (spec 1 §2–§6; issue 15): the filters in the address, the list
 * with its export, inviting and editing in drawers, each user's dialog, actions and history.
 */
export function ManagedUsersPage({ listPath, adminMode = false }: ManagedUsersPageProps) {
  const { t, tm } = useManagerTranslation();
  const profile = useProfile();
  const queryClient = useQueryClient();
  // A user opened shows in the address; another organisation's user is 'no such record' (404).
  const opened = useRecordAddress<ManagedUserView>({
    listPath,
    queryKey: USER_QUERY_KEYS.addressed,
    load: (key, signal) => {
      const id = recordIdOf(key);
      return id === null ? NO_SUCH_RECORD() : userApi.get(id, signal);
    },
  });
  const [form, setForm] = useState<UserFormMode | null>(null);
  const [historyOf, setHistoryOf] = useState<ManagedUserView | null>(null);
  const [acting, setActing] = useState<{ user: ManagedUserView; action: UserAction } | null>(null);

  const address = useListAddress<UserAddressFilter>({
    fields: USER_ADDRESS_FIELDS,
    sortFields: MANAGED_USER_SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const filter = toRequestFilter(address.filter, adminMode);
  const list = useListQuery<ManagedUserView, ManagedUserFilter>({
    queryKey: USER_QUERY_KEYS.list,
    url: USER_PATHS.list,
    filter,
    defaultSort: DEFAULT_SORT,
    view: address,
  });

  const apply = (next: UserAddressFilter) => {
    if (!address.apply(next)) list.reload();
  };
  /** A changed user: the list asks again, an open dialog shows the server's answer. */
  const changed = (user: ManagedUserView) => {
    void queryClient.invalidateQueries({ queryKey: [USER_QUERY_KEYS.list] });
    if (opened.record?.id === user.id) opened.replace(user);
  };

  const columns = userColumns({
    t,
    tm,
    list,
    adminMode,
    selfId: profile.user_id,
    open: (user) => opened.open(String(user.id)),
    edit: (user) => setForm({ kind: 'edit', user }),
    history: setHistoryOf,
    act: (user, action) => setActing({ user, action }),
  });

  const inviteButton = (
    <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setForm({ kind: 'invite' })}>
      {t('list.invite')}
    </Button>
  );
  const empty = isFiltered(filter) ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.emptyFiltered')}>
      <Button onClick={() => apply({})}>{t('list.clearFilter')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')}>
      {inviteButton}
    </Empty>
  );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <UserFilterBox
          // A search from the address (a reload, Back) fills the box afresh.
          key={address.revision}
          adminMode={adminMode}
          organisationName={list.rows.find((row) => row.org_id === filter.org_id)?.org_name}
          initialValues={filterValuesOf(address.filter)}
          onSearch={apply}
          onReset={() => apply({})}
        />
      </Card>
      {opened.missing && opened.key !== null ? (
        <RecordMissing recordKey={opened.key} onBack={opened.close} />
      ) : null}
      <Card size="small" title={adminMode ? t('list.titleAdmin') : t('list.title')} extra={inviteButton}>
        <ListTable<ManagedUserView>
          list={list}
          rowKey="id"
          columns={columns}
          empty={empty}
          data-testid="users-table"
        />
      </Card>
      {opened.record ? (
        <UserDialog
          key={opened.key}
          user={opened.record}
          adminMode={adminMode}
          link={opened.linkOf(String(opened.record.id))}
          onClose={opened.close}
          onEdit={(user) => setForm({ kind: 'edit', user })}
          onHistory={setHistoryOf}
          onAction={(user, action) => setActing({ user, action })}
        />
      ) : null}
      {form ? (
        <UserFormDrawer
          key={form.kind === 'edit' ? form.user.id : 'invite'}
          mode={form}
          adminMode={adminMode}
          onClose={() => setForm(null)}
          onSaved={(user) => {
            setForm(null);
            changed(user);
          }}
        />
      ) : null}
      {acting ? (
        <UserActionDialog
          user={acting.user}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={(user) => {
            setActing(null);
            changed(user);
          }}
        />
      ) : null}
      {historyOf ? <UserHistoryDrawer user={historyOf} onClose={() => setHistoryOf(null)} /> : null}
    </Flex>
  );
}

/**
 * /manager/users: the signed-in manager's organisation. The administrator, who may open every
 * route, sees the administrator's view here too: the server answers every organisation's users to
 * them and needs the organisation of an invitation.
 */
export function ManagerUsersPage() {
  return <ManagedUsersPage listPath="/manager/users" adminMode={isAdmin(useProfile())} />;
}

/** /admin/users: every organisation's users, for the administrator. */
export function AdminUsersPage() {
  return <ManagedUsersPage listPath="/admin/users" adminMode />;
}

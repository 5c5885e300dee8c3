import { MoreOutlined } from '@ant-design/icons';
import { USER_ACTION_LABEL_KEYS, formatInstantToMinute, type MessageKey, type UserAction } from '@afx/domain';
import { Button, Dropdown, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { CopyButton } from '../../../components/copy';
import { sortableColumn, type UseListQueryResult } from '../../../components/list';
import type { ManagedUserView } from '../api/types';
import { PermissionCodeTags } from '../../../components/permissions';
import { RoleTags } from '../view/RoleTags';
import { UserStatusTag } from '../view/UserStatusTag';

export interface UserColumnsArgs {
  t: TFunction<'manager'>;
  tm: (key: MessageKey) => string;
  list: UseListQueryResult<ManagedUserView>;
  adminMode: boolean;
  /** The signed-in user, marked in the list. */
  selfId: number;
  open: (user: ManagedUserView) => void;
  edit: (user: ManagedUserView) => void;
  history: (user: ManagedUserView) => void;
  act: (user: ManagedUserView, action: UserAction) => void;
}

/** dd.MM.yyyy HH:mm in Kyiv. */
export const instantText = (value: string): string => formatInstantToMinute(new Date(value));

/** The list's columns (issue 15): login with its copy button, name, position, role, codes, status, last sign-in. */
export function userColumns({
  t,
  tm,
  list,
  adminMode,
  selfId,
  open,
  edit,
  history,
  act,
}: UserColumnsArgs): TableColumnsType<ManagedUserView> {
  return [
    {
      ...sortableColumn(list, 'login', t('columns.login')),
      render: (_: unknown, user) => (
        <Space size={4}>
          <Typography.Link onClick={() => open(user)}>{user.login}</Typography.Link>
          <CopyButton
            text={user.login}
            aria-label={t('dialog.copyLogin')}
            successMessage={t('dialog.loginCopied')}
          />
          {user.email !== user.login ? (
            <Typography.Text type="secondary">{user.email}</Typography.Text>
          ) : null}
          {user.id === selfId ? <Tag color="gold">{t('list.you')}</Tag> : null}
        </Space>
      ),
    },
    sortableColumn(list, 'full_name', t('columns.full_name')),
    {
      key: 'position',
      dataIndex: 'position',
      title: t('columns.position'),
      render: (position: string | null) => position || '—',
    },
    ...(adminMode ? [{ key: 'org_name', dataIndex: 'org_name', title: t('columns.organisation') }] : []),
    {
      ...sortableColumn(list, 'role', t('columns.role')),
      render: (_: unknown, user: ManagedUserView) => <RoleTags roles={[user.role]} />,
    },
    {
      key: 'permissions',
      title: t('columns.permissions'),
      render: (_: unknown, user) => <PermissionCodeTags codes={user.permissions} />,
    },
    {
      ...sortableColumn(list, 'status', t('columns.status')),
      render: (_: unknown, user: ManagedUserView) => <UserStatusTag status={user.status} />,
    },
    {
      ...sortableColumn(list, 'last_sign_in', t('columns.last_sign_in')),
      render: (value: string | null) =>
        value ? (
          instantText(value)
        ) : (
          <Typography.Text type="secondary">{t('list.neverSignedIn')}</Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_: unknown, user) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'open', label: t('list.open') },
              ...(user.mutable ? [{ key: 'edit', label: t('dialog.edit') }] : []),
              { key: 'history', label: t('dialog.history') },
              ...(user.available_actions.length > 0 ? [{ type: 'divider' as const }] : []),
              ...user.available_actions.map((action) => ({
                key: `action:${action}`,
                label: tm(USER_ACTION_LABEL_KEYS[action]),
                danger: action === 'remove' || action === 'block' || action === 'block_by_admin',
              })),
            ],
            onClick: ({ key }) => {
              if (key === 'open') open(user);
              else if (key === 'edit') edit(user);
              else if (key === 'history') history(user);
              else act(user, key.slice('action:'.length) as UserAction);
            },
          }}
        >
          <Button
            size="small"
            icon={<MoreOutlined aria-hidden />}
            aria-label={`${t('list.actions')}: ${user.login}`}
          />
        </Dropdown>
      ),
    },
  ];
}

import { USER_ACTION_LABEL_KEYS, type UserAction } from '@afx/domain';
import { Button, Descriptions, Flex, Modal, Space, Typography, type DescriptionsProps } from 'antd';
import { CopyButton } from '../../../components/copy';
import type { ManagedUserView } from '../api/types';
import { instantText } from '../list/userColumns';
import { useManagerTranslation } from '../useManagerTranslation';
import { PermissionCodeTags } from '../../../components/permissions';
import { RoleTags } from './RoleTags';
import { UserStatusTag } from './UserStatusTag';
import { useComponentsTranslation } from '../../../components/i18n/useComponentsTranslation';

interface UserDialogProps {
  /** The user as the server answered it: the address's, or a change's answer. */
  user: ManagedUserView;
  adminMode: boolean;
  onClose: () => void;
  onEdit: (user: ManagedUserView) => void;
  onHistory: (user: ManagedUserView) => void;
  onAction: (user: ManagedUserView, action: UserAction) => void;
  /** The user's absolute address: a 'Copy link' button beside the title. */
  link?: string;
}

const DANGEROUS: ReadonlySet<UserAction> = new Set(['block', 'remove', 'block_by_admin']);

/** One user: the details, the actions the status allows, edit and history. */
export function UserDialog({ user, adminMode, onClose, onEdit, onHistory, onAction, link }: UserDialogProps) {
  const { t, tm } = useManagerTranslation();
  const { t: tc } = useComponentsTranslation();
  const invitation = user.invitation_expires_at;
  const invitationText =
    user.status === 'registration_not_completed' && invitation
      ? Date.parse(invitation) > Date.now()
        ? t('list.invitationUntil', { time: instantText(invitation) })
        : t('list.invitationExpired')
      : null;

  const items: DescriptionsProps['items'] = [
    {
      key: 'login',
      label: t('columns.login'),
      children: (
        <Space size={4}>
          {user.login}
          <CopyButton
            text={user.login}
            aria-label={t('dialog.copyLogin')}
            successMessage={t('dialog.loginCopied')}
          />
        </Space>
      ),
    },
    { key: 'email', label: t('form.email'), children: user.email },
    { key: 'full_name', label: t('columns.full_name'), children: user.full_name || '—' },
    { key: 'position', label: t('columns.position'), children: user.position || '—' },
    ...(adminMode ? [{ key: 'org', label: t('columns.organisation'), children: user.org_name }] : []),
    { key: 'role', label: t('columns.role'), children: <RoleTags roles={[user.role]} /> },
    {
      key: 'codes',
      label: t('columns.permissions'),
      children: <PermissionCodeTags codes={user.permissions} />,
    },
    {
      key: 'status',
      label: t('columns.status'),
      children: (
        <Space size={4} wrap>
          <UserStatusTag status={user.status} />
          {invitationText ? <Typography.Text type="secondary">{invitationText}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'last_sign_in',
      label: t('columns.last_sign_in'),
      children: user.last_sign_in ? instantText(user.last_sign_in) : t('list.neverSignedIn'),
    },
    { key: 'created_at', label: t('columns.created_at'), children: instantText(user.created_at) },
  ];

  return (
    <Modal
      open
      width={720}
      title={
        <Space>
          {t('dialog.title', { login: user.login })}
          {link ? <CopyButton text={link} aria-label={tc('copyRecordLink')} /> : null}
        </Space>
      }
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex wrap gap={8} justify="space-between">
          <Space wrap>
            {user.available_actions.map((action) => (
              <Button key={action} danger={DANGEROUS.has(action)} onClick={() => onAction(user, action)}>
                {tm(USER_ACTION_LABEL_KEYS[action])}
              </Button>
            ))}
          </Space>
          <Space wrap>
            {user.mutable ? <Button onClick={() => onEdit(user)}>{t('dialog.edit')}</Button> : null}
            <Button onClick={() => onHistory(user)}>{t('dialog.history')}</Button>
            <Button type="primary" onClick={onClose}>
              {t('dialog.close')}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Descriptions bordered column={1} size="small" items={items} data-testid="user-details" />
    </Modal>
  );
}

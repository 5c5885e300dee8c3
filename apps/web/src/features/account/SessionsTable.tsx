import { Button, Table, Tag, type TableColumnsType } from 'antd';
import type { AccountSession } from './accountApi';
import { formatKyivTime } from './formatKyivTime';
import { useAccountTranslation } from './useAccountTranslation';
import { UserAgentText } from './UserAgentText';

interface SessionsTableProps {
  sessions: AccountSession[];
  loading: boolean;
  /** The id being signed out, if any. */
  revokingId: string | undefined;
  onRevoke: (id: string) => void;
}

export function SessionsTable({ sessions, loading, revokingId, onRevoke }: SessionsTableProps) {
  const { t } = useAccountTranslation();
  const columns: TableColumnsType<AccountSession> = [
    {
      key: 'created',
      title: t('sessions.created'),
      render: (_value, session) => (
        <>
          {formatKyivTime(session.created_at)}{' '}
          {session.current ? (
            <Tag color="#0958d9" data-testid="current-session">
              {t('sessions.current')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'expires',
      title: t('sessions.expires'),
      render: (_value, session) => formatKyivTime(session.expires_at),
    },
    { key: 'ip', title: t('sessions.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    {
      key: 'userAgent',
      title: t('sessions.userAgent'),
      dataIndex: 'user_agent',
      render: (agent: string | null, row) => (
        <UserAgentText browser={row.browser} agent={agent} maxWidth={360} />
      ),
    },
    {
      key: 'actions',
      title: t('sessions.actions'),
      // The current session ends with the header's log-out, which also leaves the identity.
      render: (_value, session) =>
        session.current ? null : (
          <Button size="small" loading={revokingId === session.id} onClick={() => onRevoke(session.id)}>
            {t('sessions.signOut')}
          </Button>
        ),
    },
  ];
  return (
    <Table<AccountSession>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={sessions}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('sessions.empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}

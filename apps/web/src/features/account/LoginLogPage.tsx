import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@afx/domain';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { accountApi, type LoginLogEntry } from './accountApi';
import { ACCOUNT_QUERY_KEYS } from './accountQueries';
import { AccountPageFrame } from './AccountPageFrame';
import { formatKyivTime } from './formatKyivTime';
import { LOGIN_RESULT_COLOURS } from './loginResultColours';
import { useAccountTranslation } from './useAccountTranslation';
import { UserAgentText } from './UserAgentText';

/** /account/log: the user's own sign-in attempts, newest first, paged by the server. */
export function LoginLogPage() {
  const { t } = useAccountTranslation();
  const [page, setPage] = useState({ number: 1, size: DEFAULT_PAGE_SIZE });
  const log = useQuery({
    queryKey: ACCOUNT_QUERY_KEYS.loginLog(page.number, page.size),
    queryFn: ({ signal }) => accountApi.loginLog(page, signal),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<LoginLogEntry> = [
    { key: 'at', title: t('log.time'), dataIndex: 'at', render: (at: string) => formatKyivTime(at) },
    { key: 'ip', title: t('log.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
    {
      key: 'userAgent',
      title: t('log.userAgent'),
      dataIndex: 'user_agent',
      render: (agent: string | null, row) => (
        <UserAgentText browser={row.browser} agent={agent} maxWidth={420} />
      ),
    },
    {
      key: 'result',
      title: t('log.result'),
      dataIndex: 'result',
      render: (result: LoginLogEntry['result']) => (
        <Tag color={LOGIN_RESULT_COLOURS[result] ?? LOGIN_RESULT_COLOURS.not_completed}>
          {t(`log.results.${result}`, { defaultValue: result })}
        </Tag>
      ),
    },
  ];

  return (
    <AccountPageFrame page="log" intro={t('log.intro')}>
      <Table<LoginLogEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        // A failed page shows empty, as lists do (spec 1 §8); the HTTP client has said why.
        dataSource={log.isError ? [] : (log.data?.list ?? [])}
        loading={log.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.number,
          pageSize: page.size,
          total: log.isError ? 0 : (log.data?.total_count ?? 0),
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('log.total', { count: total }),
          onChange: (number, size) => setPage({ number: size === page.size ? number : 1, size }),
        }}
      />
    </AccountPageFrame>
  );
}

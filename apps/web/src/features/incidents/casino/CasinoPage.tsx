import { DIRECTORY_DEFAULT_SORT, PERMISSION, formatInstantDateTime, hasExtended } from '@afx/domain';
import { Card, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../../app/auth/profileContext';
import { useListQuery } from '../../../components/list';
import { INCIDENT_PATHS } from '../api/incidentApi';
import type { CasinoListFilter, CasinoRow } from '../api/incidentTypes';
import type { IncidentDrawerTarget } from '../drawer/drawerTarget';
import { IncidentDrawer } from '../drawer/IncidentDrawer';
import { TruncatedText } from '../TruncatedText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import { CasinoFilterBox } from './CasinoFilterBox';
import { openableRow } from '../list/openableRow';

/** Columns the server sorts (its CASINO_SORT_FIELDS). */
const SORTABLE = new Set(['id', 'event_date', 'url', 'creator_org_name', 'update_dt']);

/** /incidents/illegal_casino: incidents of the illegal-casino category, newest change first. */
export function CasinoPage() {
  const { t } = useIncidentsTranslation();
  const profile = useProfile();
  const extended = hasExtended(profile, PERMISSION.incidents);
  const [filter, setFilter] = useState<CasinoListFilter>({});
  const [target, setTarget] = useState<IncidentDrawerTarget | null>(null);
  const list = useListQuery<CasinoRow, CasinoListFilter>({
    queryKey: 'incidents-casinos',
    url: INCIDENT_PATHS.casinos,
    filter,
    defaultSort: DIRECTORY_DEFAULT_SORT,
  });

  const sortable = (key: string) =>
    SORTABLE.has(key) ? { sorter: true, sortOrder: list.sortOrderOf(key) } : {};
  const columns: TableColumnsType<CasinoRow> = [
    { key: 'id', dataIndex: 'id', title: t('casino.columns.id'), ...sortable('id') },
    {
      key: 'event_date',
      dataIndex: 'event_date',
      title: t('casino.columns.event_date'),
      ...sortable('event_date'),
    },
    {
      key: 'url',
      dataIndex: 'url',
      title: t('casino.columns.url'),
      ...sortable('url'),
      render: (url: string | null) =>
        url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => event.stopPropagation()}
          >
            <TruncatedText text={url} max={60} />
          </a>
        ) : (
          '—'
        ),
    },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('casino.columns.description'),
      render: (description: string | null) => <TruncatedText text={description} max={80} />,
    },
    {
      key: 'creator_org_name',
      dataIndex: 'creator_org_name',
      title: t('casino.columns.creator_org_name'),
      ...sortable('creator_org_name'),
      render: (name: string) => <TruncatedText text={name} max={40} />,
    },
    {
      key: 'active',
      dataIndex: 'active',
      title: t('casino.columns.active'),
      render: (active: boolean) =>
        active ? <Tag color="green">{t('casino.active')}</Tag> : <Tag>{t('casino.inactive')}</Tag>,
    },
    {
      key: 'update_dt',
      dataIndex: 'update_dt',
      title: t('casino.columns.update_dt'),
      ...sortable('update_dt'),
      render: (at: string) => formatInstantDateTime(new Date(at)),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <CasinoFilterBox extended={extended} onSearch={setFilter} />
      </Card>
      <Card size="small" title={t('casino.title')}>
        <Table<CasinoRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          onChange={list.onTableChange}
          scroll={{ x: 'max-content' }}
          onRow={(row) => openableRow(() => setTarget({ kind: 'existing', key: { id2: row.id2 } }))}
          data-testid="casino-table"
        />
      </Card>
      <IncidentDrawer
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          list.reload();
        }}
      />
    </Flex>
  );
}

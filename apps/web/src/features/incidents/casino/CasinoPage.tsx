import { DIRECTORY_DEFAULT_SORT, PERMISSION, formatInstantDateTime, hasExtended } from '@afx/domain';
import { Card, Flex, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AddressFields } from '../../../components/list';
import { useProfile } from '../../../app/auth/profileContext';
import {
  ListTable,
  openableRow,
  sortableColumn,
  useListAddress,
  useListQuery,
} from '../../../components/list';
import { INCIDENT_PATHS } from '../api/incidentApi';
import type { CasinoListFilter, CasinoRow } from '../api/incidentTypes';
import type { IncidentDrawerTarget } from '../drawer/drawerTarget';
import { IncidentDrawer } from '../drawer/IncidentDrawer';
import { TruncatedText } from '../TruncatedText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import { CasinoFilterBox } from './CasinoFilterBox';
import { CasinoUrl } from './CasinoUrl';

/** The columns the server sorts casinos by (its CASINO_SORT_FIELDS); any other sort in the address is ignored. */
const CASINO_SORT_FIELDS = ['update_dt', 'id', 'event_date', 'url', 'creator_org_name'] as const;

/** The casino search as the address holds it (?q.url=bet&q.active_only=true&page=2&sort=-id). */
const CASINO_ADDRESS_FIELDS: AddressFields<CasinoListFilter> = {
  url: 'text',
  creator_org_id: 'number',
  active_only: 'flag',
};

/** /incidents/illegal_casino: incidents of the illegal-casino category, newest change first. */
export function CasinoPage() {
  const { t } = useIncidentsTranslation();
  const profile = useProfile();
  const extended = hasExtended(profile, PERMISSION.incidents);
  // Filter, sort and page live in the address (decision 0016), so F5, Back and a shared link keep them.
  const address = useListAddress<CasinoListFilter>({
    fields: CASINO_ADDRESS_FIELDS,
    sortFields: CASINO_SORT_FIELDS,
    defaultSort: DIRECTORY_DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const [target, setTarget] = useState<IncidentDrawerTarget | null>(null);
  const list = useListQuery<CasinoRow, CasinoListFilter>({
    queryKey: 'incidents-casinos',
    url: INCIDENT_PATHS.casinos,
    filter: address.filter,
    defaultSort: DIRECTORY_DEFAULT_SORT,
    view: address,
  });

  // Sortable: the columns of the server's CASINO_SORT_FIELDS.
  const columns: TableColumnsType<CasinoRow> = [
    sortableColumn(list, 'id', t('casino.columns.id')),
    sortableColumn(list, 'event_date', t('casino.columns.event_date')),
    {
      ...sortableColumn(list, 'url', t('casino.columns.url')),
      render: (url: string | null) => <CasinoUrl url={url} />,
    },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('casino.columns.description'),
      render: (description: string | null) => <TruncatedText text={description} max={80} />,
    },
    {
      ...sortableColumn(list, 'creator_org_name', t('casino.columns.creator_org_name')),
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
      ...sortableColumn(list, 'update_dt', t('casino.columns.update_dt')),
      render: (at: string) => formatInstantDateTime(new Date(at)),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <CasinoFilterBox
          // A search from the address (a reload, Back) fills the box afresh.
          key={address.revision}
          extended={extended}
          initialFilter={address.filter}
          onSearch={(next) => {
            if (!address.apply(next)) list.reload();
          }}
        />
      </Card>
      <Card size="small" title={t('casino.title')}>
        <ListTable<CasinoRow>
          list={list}
          rowKey="id"
          columns={columns}
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

import {
  CALL_FORWARDING_KEYS,
  MCS_OPERATOR_NAMES,
  MCS_SORT_FIELDS,
  MCS_STATUS_KEYS,
  SIM_CHANGED_KEYS,
  formatInstantDateTime,
  formatPhone,
} from '@afx/domain';
import { Button, Card, Empty, Flex, type TableColumnsType } from 'antd';
import { ListTable, sortableColumn, useListAddress, useListQuery } from '../../components/list';
import { CHECKS_ADDRESS_FIELDS, type ChecksFilter, checksFilterOfAddress } from './checkFilter';
import { ChecksFilterForm } from './ChecksFilterForm';
import { type McsCheck, MCS_PATHS, MCS_QUERY_KEY } from './mcsApi';
import { useMcsTranslation } from './useMcsTranslation';

const DEFAULT_SORT = { field: 'created_at', order: 'descend' } as const;

/**
 * The organisation's checks, newest first, filtered and paged in the address. Its query sits under
 * MCS_QUERY_KEY, so a new check and the pushed answer of one (AppLayout) refresh it.
 */
export function ChecksList({ onRepeat }: { onRepeat: (check: McsCheck) => void }) {
  const { t, tm } = useMcsTranslation();
  const address = useListAddress<ChecksFilter>({
    fields: CHECKS_ADDRESS_FIELDS,
    sortFields: MCS_SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const filter = checksFilterOfAddress(address.filter);
  const list = useListQuery<McsCheck, ChecksFilter>({
    queryKey: MCS_QUERY_KEY[0],
    url: MCS_PATHS.list,
    filter,
    defaultSort: DEFAULT_SORT,
    view: address,
  });
  const apply = (next: ChecksFilter) => {
    if (!address.apply(next)) list.reload();
  };

  const columns: TableColumnsType<McsCheck> = [
    {
      ...sortableColumn(list, 'created_at', t('created')),
      render: (_, row) => formatInstantDateTime(new Date(row.created_at)),
    },
    { ...sortableColumn(list, 'phone', t('phone')), render: (_, row) => formatPhone(row.phone) },
    {
      ...sortableColumn(list, 'operator', t('operator')),
      render: (_, row) => MCS_OPERATOR_NAMES[row.operator],
    },
    { key: 'depth', title: t('depth'), dataIndex: 'depth_days' },
    { ...sortableColumn(list, 'status', t('status')), render: (_, row) => tm(MCS_STATUS_KEYS[row.status]) },
    {
      key: 'sim_changed',
      title: t('simChanged'),
      render: (_, row) => (row.sim_changed ? tm(SIM_CHANGED_KEYS[row.sim_changed]) : '—'),
    },
    {
      key: 'call_forwarding',
      title: t('callForwarding'),
      render: (_, row) => (row.call_forwarding ? tm(CALL_FORWARDING_KEYS[row.call_forwarding]) : '—'),
    },
    { key: 'user', title: t('user'), dataIndex: 'user_name' },
    {
      key: 'repeat',
      title: '',
      render: (_, row) => (
        <Button size="small" onClick={() => onRepeat(row)}>
          {t('repeat')}
        </Button>
      ),
    },
  ];

  return (
    // One card under the check form: its filter, then its rows.
    <Card size="small" title={t('list')}>
      <Flex vertical gap={16}>
        <ChecksFilterForm key={address.revision} filter={filter} onSearch={apply} />
        <ListTable<McsCheck>
          list={list}
          rowKey="id"
          columns={columns}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />}
          data-testid="mcs-checks-table"
        />
      </Flex>
    </Card>
  );
}

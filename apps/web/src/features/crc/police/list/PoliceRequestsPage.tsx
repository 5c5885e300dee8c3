import { hasExtended, PERMISSION } from '@afx/domain';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useProfile } from '../../../../app/auth/profileContext';
import {
  ListTable,
  listParamsOf,
  overdueRowProps,
  useListAddress,
  useListQuery,
} from '../../../../components/list';
import { POLICE_PATHS, POLICE_QUERY_KEYS } from '../api/policeApi';
import type { PoliceRequestRow } from '../api/policeTypes';
import { POLICE_ROUTES } from '../policeRoutes';
import { usePoliceTranslation } from '../usePoliceTranslation';
import { PoliceRequestView } from '../view/PoliceRequestView';
import { policeColumns } from './policeColumns';
import { PoliceFilterBox } from './PoliceFilterBox';
import {
  filterValuesOf,
  POLICE_ADDRESS_FIELDS,
  toRequestFilter,
  type PoliceAddressFilter,
  type PoliceRequestFilter,
} from './policeFilter';

const DEFAULT_SORT = { field: 'request_dt', order: 'descend' } as const;
const SORT_FIELDS = ['request_dt'] as const;

/**
 * /crc/police and /crc/police/id/{id} (issue 14): the unit's own requests with their filters in
 * the address, the export, and the address's request open over the list.
 */
export function PoliceRequestsPage() {
  const { t, language } = usePoliceTranslation();
  const profile = useProfile();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = listParamsOf(searchParams).toString();

  const address = useListAddress<PoliceAddressFilter>({
    fields: POLICE_ADDRESS_FIELDS,
    sortFields: SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const filter = toRequestFilter(address.filter);
  const list = useListQuery<PoliceRequestRow, PoliceRequestFilter>({
    queryKey: POLICE_QUERY_KEYS.lists[0],
    url: POLICE_PATHS.list,
    filter,
    defaultSort: DEFAULT_SORT,
    view: address,
  });

  const apply = (next: PoliceAddressFilter) => {
    if (!address.apply(next)) list.reload();
  };
  const openRequest = (requestId: string) =>
    void navigate({ pathname: POLICE_ROUTES.request(requestId), search }, { replace: true });
  const closeRequest = () => void navigate({ pathname: POLICE_ROUTES.list, search }, { replace: true });

  const filtered = Object.keys(address.filter).length > 0;
  const empty = filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.emptyFiltered')}>
      <Button onClick={() => apply({})}>{t('list.resetFilter')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(POLICE_ROUTES.create)}>
        {t('list.newRequest')}
      </Button>
    </Empty>
  );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <PoliceFilterBox
          // A search from the address (a reload, Back) fills the box afresh.
          key={address.revision}
          initialValues={filterValuesOf(address.filter)}
          onSearch={apply}
          onReset={() => apply({})}
        />
      </Card>
      <Card
        size="small"
        title={t('list.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(POLICE_ROUTES.create)}>
            {t('list.newRequest')}
          </Button>
        }
      >
        <ListTable<PoliceRequestRow>
          list={list}
          rowKey="id"
          columns={policeColumns({
            t,
            language,
            sortOrder: list.sortOrderOf('request_dt'),
            openRequest,
            showUnit: hasExtended(profile, PERMISSION.crimeCheck),
          })}
          // An overdue request stands out besides its tag.
          onRow={(row) => overdueRowProps(row.overdue)}
          empty={empty}
          data-testid="police-request-table"
        />
      </Card>
      {id !== undefined && <PoliceRequestView key={id} id={id} onClose={closeRequest} />}
    </Flex>
  );
}

import { CRIME_CHECK_NEW_STATUS_IDS, CRIME_CHECK_SORT_FIELDS, PERMISSION, hasExtended } from '@afx/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Empty, Flex, Space } from 'antd';
import { useState } from 'react';
import { useProfile } from '../../../app/auth/profileContext';
import { ListTable, overdueRowProps, useListAddress, useListQuery } from '../../../components/list';
import { ResetTransportButton, statusText, useAlertAddress } from '../../fpt';
import { CRC_PATHS, crcApi } from '../api/crcApi';
import { CRC_QUERY_KEYS } from '../api/crcQueries';
import type { CrcListAnswer, CrcListRow } from '../api/types';
import { CrcRequestDialog } from '../dialog/CrcRequestDialog';
import { CrcHistoryDrawer } from '../history/CrcHistoryDrawer';
import { useCrcTranslation } from '../useCrcTranslation';
import { OPTIONAL_COLUMNS, crcColumns, type OptionalColumn } from './crcColumns';
import {
  CRC_ADDRESS_FIELDS,
  compactFilter,
  filterValuesOf,
  initialCrcFilter,
  toRequestFilter,
  type CrcAddressFilter,
  type CrcRequestFilter,
} from './crcFilter';
import { CrcFilterBox } from './CrcFilterBox';

/** The client list's route (packages/domain/src/routes.ts). */
export const CRC_CLIENT_ROUTE = '/crc/client';

const DEFAULT_SORT = { field: 'request_dt', order: 'descend' } as const;

/** The list answer with its counters; a failed list is the empty list with total 0 (spec 2 §2.6). */
const asCrcAnswer = (body: unknown): CrcListAnswer => {
  const answer = body as Partial<CrcListAnswer> | undefined;
  return { ...(answer as CrcListAnswer), list: answer?.list ?? [], total_count: answer?.total_count ?? 0 };
};

/**
 * /crc/client and its dialog routes (spec 2 §2.6–§2.7): the filters in the address, the list with
 * its column checkboxes and export, and the request dialog and history drawer of the address's
 * request.
 */
export function CrcClientPage() {
  const { t, tm } = useCrcTranslation();
  const profile = useProfile();
  const hasE22 = hasExtended(profile, PERMISSION.crimeCheck);
  const queryClient = useQueryClient();
  const record = useAlertAddress(CRC_CLIENT_ROUTE);
  const [shown, setShown] = useState<ReadonlySet<OptionalColumn>>(new Set(OPTIONAL_COLUMNS));

  const address = useListAddress<CrcAddressFilter>({
    fields: CRC_ADDRESS_FIELDS,
    sortFields: CRIME_CHECK_SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => initialCrcFilter(),
    blank: {},
  });
  const filter = toRequestFilter(address.filter, hasE22);
  const list = useListQuery<CrcListRow, CrcRequestFilter>({
    queryKey: CRC_QUERY_KEYS.lists[0],
    url: CRC_PATHS.list,
    filter,
    defaultSort: DEFAULT_SORT,
    view: address,
    map: asCrcAnswer,
  });
  const answer = list.data as Partial<CrcListAnswer> | undefined;

  const apply = (next: CrcAddressFilter) => {
    if (!address.apply(compactFilter(next))) list.reload();
  };
  const reloadLists = () => void queryClient.invalidateQueries({ queryKey: CRC_QUERY_KEYS.lists });

  const newCount = answer?.new_count ?? 0;
  const statusTitle =
    newCount > 0 ? (
      <Space size={4}>
        {t('columns.status')}
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={(event) => {
            // The header click would also sort.
            event.stopPropagation();
            apply({ ...address.filter, id: undefined, status: statusText(CRIME_CHECK_NEW_STATUS_IDS) });
          }}
        >
          {t('list.newShortcut', { count: newCount })}
        </Button>
      </Space>
    ) : undefined;

  const columns = crcColumns({
    t,
    tm,
    list,
    shown,
    openRequest: (row) => record.openAlert(row.id),
    openHistory: (row) => record.openHistory(row.id),
    reload: reloadLists,
    statusTitle,
  });

  const { request_date_from: from, request_date_to: to } = filter;
  const empty =
    from && to ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.emptyInRange', { from, to })}>
        <Button
          onClick={() =>
            apply({ ...address.filter, request_date_from: undefined, request_date_to: undefined })
          }
        >
          {t('list.widenRange')}
        </Button>
      </Empty>
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
    );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <CrcFilterBox
          // A search from the address (a reload, Back) fills the box afresh.
          key={address.revision}
          hasE22={hasE22}
          initialValues={filterValuesOf(address.filter)}
          onSearch={apply}
          onReset={() => apply(initialCrcFilter())}
        />
      </Card>
      <Card
        size="small"
        title={t('list.title')}
        extra={
          <ResetTransportButton
            allowed={hasE22}
            greatReset={crcApi.greatReset}
            fixable={answer?.fixable_error_qty}
            total={answer?.total_error_qty}
            onDone={list.reload}
          />
        }
      >
        <Checkbox.Group
          aria-label={t('list.columnsChoice')}
          value={[...shown]}
          onChange={(values) => setShown(new Set(values))}
          options={OPTIONAL_COLUMNS.map((key) => ({ value: key, label: t(`columns.${key}`) }))}
          style={{ marginBottom: 8 }}
        />
        <ListTable<CrcListRow>
          list={list}
          rowKey="id"
          columns={columns}
          // An overdue request stands out (its due date, beyond the spec), besides its tag.
          onRow={(row) => overdueRowProps(row.overdue)}
          empty={empty}
          data-testid="crc-table"
        />
      </Card>
      {record.id !== null && record.dialogOpen && (
        <CrcRequestDialog
          key={record.id}
          id={record.id}
          onClose={record.closeAlert}
          onHistory={() => record.openHistory(record.id ?? '', true)}
          onOpenRequest={record.openAlert}
        />
      )}
      {record.id !== null && (
        <CrcHistoryDrawer id={record.id} open={record.historyOpen} onClose={record.closeHistory} />
      )}
    </Flex>
  );
}

import { FPT_SORT_FIELDS, FPT_STATUS, inboundAlertActions } from '@afx/domain';
import { App, Button, Card, Empty, Flex, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ListTable, overdueRowProps, useListAddress, useListQuery } from '../../../../components/list';
import { FPT_PATHS, type AlertDirection } from '../../api/alertApi';
import { FPT_QUERY_KEYS, useFraudTypes } from '../../api/alertQueries';
import type { AlertListAnswer, AlertListRow } from '../../api/alertTypes';
import { AlertDialog } from '../dialog/AlertDialog';
import { AlertHistoryDrawer } from '../history/AlertHistoryDrawer';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import { useStatusName } from '../useStatusName';
import { useTakeIntoProcess } from '../useTakeIntoProcess';
import { alertColumns } from './alertColumns';
import {
  ALERT_ADDRESS_FIELDS,
  compactFilter,
  filterValuesOf,
  initialAlertFilter,
  statusesOf,
  statusText,
  toRequestFilter,
  type AlertAddressFilter,
  type AlertRequestFilter,
} from './alertFilter';
import { AlertFilterBox } from './AlertFilterBox';
import { CounterButtons } from './CounterButtons';
import { ResetTransportButton } from './ResetTransportButton';
import { ALERT_LIST_ROUTES, useAlertAddress } from './useAlertAddress';

const DEFAULT_SORT = { field: 'request_dt', order: 'descend' } as const;

/** The list answer with its counters; a failed list is the empty list, whose counters are unknown. */
const asAlertAnswer = (body: unknown): AlertListAnswer => {
  const answer = body as Partial<AlertListAnswer> | undefined;
  return { ...(answer as AlertListAnswer), list: answer?.list ?? [], total_count: answer?.total_count ?? 0 };
};

/** /fpt/request-out and its dialog routes (spec 2 §2.2, §2.3). */
export function OutboundAlertsPage() {
  return <AlertsPage direction="outbound" />;
}

/** /fpt/request-in and its dialog routes (spec 2 §2.4, §2.5). */
export function InboundAlertsPage() {
  return <AlertsPage direction="inbound" />;
}

/**
 * An alert list: the counters, the filters in the address, the list with export, and the alert
 * dialog and history drawer of the address's alert.
 */
function AlertsPage({ direction }: { direction: AlertDirection }) {
  const { t, tm } = useFptAlertsTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const listRoute = ALERT_LIST_ROUTES[direction];
  const record = useAlertAddress(listRoute);
  const { names, statusName } = useStatusName();
  const fraudTypes = useFraudTypes();
  const takeIntoProcess = useTakeIntoProcess();

  const address = useListAddress<AlertAddressFilter>({
    fields: ALERT_ADDRESS_FIELDS[direction],
    sortFields: FPT_SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => initialAlertFilter(),
    blank: {},
  });
  const filter = toRequestFilter(direction, address.filter);
  const list = useListQuery<AlertListRow, AlertRequestFilter>({
    queryKey: FPT_QUERY_KEYS.lists[0],
    url: FPT_PATHS.list(direction),
    filter,
    defaultSort: DEFAULT_SORT,
    view: address,
    map: asAlertAnswer,
  });
  const answer = list.data as Partial<AlertListAnswer> | undefined;

  const apply = (next: AlertAddressFilter) => {
    if (!address.apply(compactFilter(next))) list.reload();
  };
  const filterByStatuses = (statusIds: number[]) =>
    apply({ ...address.filter, id: undefined, status: statusText(statusIds) });
  const reloadLists = () => void queryClient.invalidateQueries({ queryKey: FPT_QUERY_KEYS.lists });

  // Opening a new inbound alert asks to take it into processing; either way it opens (spec 2 §2.4).
  const openAlert = (row: AlertListRow) => {
    if (direction !== 'inbound' || !inboundAlertActions(row.status_id).toProcess) {
      record.openAlert(row.id);
      return;
    }
    modal.confirm({
      title: tm('take_into_process_confirm'),
      okText: t('dialog.take'),
      cancelText: t('dialog.open'),
      onOk: async () => {
        await takeIntoProcess(row.id).then(reloadLists, () => undefined);
        record.openAlert(row.id);
      },
      onCancel: () => record.openAlert(row.id),
    });
  };

  const newCount = answer?.new_count ?? 0;
  const statusTitle =
    direction === 'inbound' && newCount > 0 ? (
      <Space size={4}>
        {t('columns.status')}
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={(event) => {
            // The header click would also sort.
            event.stopPropagation();
            filterByStatuses([FPT_STATUS.new, FPT_STATUS.inProcess]);
          }}
        >
          {t('list.newShortcut', { count: newCount })}
        </Button>
      </Space>
    ) : undefined;

  const columns = alertColumns({
    direction,
    t,
    list,
    statusName,
    fraudTypes,
    openAlert,
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
      <CounterButtons
        answer={answer}
        statuses={statusesOf(address.filter.status)}
        onFilter={filterByStatuses}
      />
      <Card size="small">
        <AlertFilterBox
          // A search from the address (a reload, Back) fills the box afresh.
          key={address.revision}
          direction={direction}
          initialValues={filterValuesOf(address.filter)}
          statusNames={names}
          onSearch={apply}
          onReset={() => apply(initialAlertFilter())}
        />
      </Card>
      <Card
        size="small"
        title={direction === 'outbound' ? t('list.titleOut') : t('list.titleIn')}
        extra={
          <Flex gap={8} align="center" wrap>
            {direction === 'inbound' && answer?.overdue_count ? (
              <Typography.Text type="danger">
                {t('list.overdueCount', { count: answer.overdue_count })}
              </Typography.Text>
            ) : null}
            {direction === 'outbound' && (
              <ResetTransportButton
                fixable={answer?.fixable_error_qty}
                total={answer?.total_error_qty}
                onDone={list.reload}
              />
            )}
          </Flex>
        }
      >
        <ListTable<AlertListRow>
          list={list}
          rowKey="id"
          columns={columns}
          // An overdue inbound alert stands out (its SLA, beyond the spec), besides its tag.
          onRow={(row) => overdueRowProps(direction === 'inbound' && row.sla.overdue)}
          empty={empty}
          data-testid="alert-table"
        />
      </Card>
      {record.id !== null && record.dialogOpen && (
        <AlertDialog
          key={record.id}
          direction={direction}
          id={record.id}
          open
          onClose={record.closeAlert}
          onHistory={() => record.openHistory(record.id ?? '', true)}
        />
      )}
      {record.id !== null && (
        <AlertHistoryDrawer
          direction={direction}
          id={record.id}
          open={record.historyOpen}
          onClose={record.closeHistory}
        />
      )}
    </Flex>
  );
}

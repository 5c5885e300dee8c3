import { shortAlertId } from '@afx/domain';
import { Button, Flex, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { UseListQueryResult } from '../../../../components/list';
import type { AlertDirection, FptFraudType } from '../../api/alertApi';
import type { AlertListRow } from '../../api/alertTypes';
import { amountText, instantText } from '../alertText';
import { IncidentCell } from './IncidentCell';
import { IssuerCell } from './IssuerCell';

export interface AlertColumnsArgs {
  direction: AlertDirection;
  t: TFunction<'fptAlerts'>;
  list: Pick<UseListQueryResult<AlertListRow>, 'sortOrderOf'>;
  statusName: (statusId: number) => string;
  fraudTypes: ReadonlyMap<number, FptFraudType>;
  openAlert: (row: AlertListRow) => void;
  openHistory: (row: AlertListRow) => void;
  reload: () => void;
  /** The status column's header (inbound adds the 'n new' shortcut). */
  statusTitle?: ReactNode;
}

/**
 * The employee: outbound, the creator, with the organisation in brackets when it is not the
 * sender's issuer (an expert centre filing for a bank); inbound, the recipient's last user.
 */
function employeeText(direction: AlertDirection, row: AlertListRow): string {
  if (direction === 'inbound') return row.last_user_name ?? '';
  return row.creator_org_id !== row.sender_issuer_org_id
    ? `${row.creator_user_name} (${row.creator_org_name})`
    : row.creator_user_name;
}

/** The columns of spec 2 §2.2 (and §2.4's incident icon inbound); alert time and numbers sort. */
export function alertColumns(args: AlertColumnsArgs): TableColumnsType<AlertListRow> {
  const { direction, t, list, statusName, fraudTypes, openAlert, openHistory, reload } = args;
  const columns: TableColumnsType<AlertListRow> = [
    {
      key: 'id',
      title: t('columns.id'),
      render: (_, row) => (
        <Flex gap={4} align="center" wrap={false}>
          <Button
            type="link"
            size="small"
            style={{ padding: 0, fontFamily: 'monospace' }}
            aria-label={t('columns.openAlert', { id: shortAlertId(row.id) })}
            onClick={() => openAlert(row)}
          >
            {shortAlertId(row.id)}
          </Button>
          {direction === 'inbound' && row.sla.overdue ? <Tag color="red">{t('list.overdue')}</Tag> : null}
        </Flex>
      ),
    },
    {
      key: 'request_dt',
      title: t('columns.request_dt'),
      sorter: true,
      sortOrder: list.sortOrderOf('request_dt'),
      render: (_, row) => instantText(row.request_dt),
    },
    {
      key: 'sender_number',
      title: t('columns.sender'),
      sorter: true,
      sortOrder: list.sortOrderOf('sender_number'),
      render: (_, row) => (
        <IssuerCell
          number={row.sender_number}
          issuerName={row.sender_issuer_org_name}
          iconSrc={row.sender_issuer_icon_src}
        />
      ),
    },
    {
      key: 'recipient_number',
      title: t('columns.recipient'),
      sorter: true,
      sortOrder: list.sortOrderOf('recipient_number'),
      render: (_, row) => (
        <IssuerCell
          number={row.recipient_number}
          issuerName={row.recipient_issuer_org_name}
          iconSrc={row.recipient_issuer_icon_src}
        />
      ),
    },
    { key: 'tran_time', title: t('columns.tran_time'), render: (_, row) => instantText(row.tran_time) },
    { key: 'tran_count', title: t('columns.tran_count'), dataIndex: 'tran_count', align: 'right' },
    {
      key: 'total_amount',
      title: t('columns.total_amount'),
      align: 'right',
      render: (_, row) => amountText(row.total_amount, row.currency_code),
    },
    {
      key: 'fraud_type',
      title: t('columns.fraud_type'),
      render: (_, row) => fraudTypes.get(row.fraud_type_id)?.short_name ?? '',
    },
    {
      key: 'status',
      title: args.statusTitle ?? t('columns.status'),
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'start' }}
          aria-label={t('columns.openHistory', { status: statusName(row.status_id) })}
          onClick={() => openHistory(row)}
        >
          {statusName(row.status_id)}
        </Button>
      ),
    },
    { key: 'employee', title: t('columns.employee'), render: (_, row) => employeeText(direction, row) },
  ];
  if (direction === 'inbound') {
    columns.push({
      key: 'incident',
      title: t('columns.incident'),
      render: (_, row) => <IncidentCell row={row} onCreated={reload} />,
    });
  }
  return columns;
}

import { crimeCheckStatusNameKey, type MessageKey } from '@afx/domain';
import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { UseListQueryResult } from '../../../components/list';
import { amountText, instantText, IssuerCell } from '../../fpt';
import type { CrcListRow } from '../api/types';
import { timeLeftText } from '../dueText';
import { regDateText, registryTypeName } from '../registryText';
import { CrcIncidentCell } from './CrcIncidentCell';

/** The columns a user may hide with the checkboxes (spec 2 §2.6). */
export const OPTIONAL_COLUMNS = ['registered', 'notes', 'url', 'sender', 'source', 'employee'] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

export interface CrcColumnsArgs {
  t: TFunction<'crc'>;
  tm: (key: MessageKey) => string;
  list: Pick<UseListQueryResult<CrcListRow>, 'sortOrderOf'>;
  shown: ReadonlySet<OptionalColumn>;
  openRequest: (row: CrcListRow) => void;
  openHistory: (row: CrcListRow) => void;
  reload: () => void;
  /** The status column's header, with the 'n new' shortcut. */
  statusTitle?: ReactNode;
}

/** The client list's columns (spec 2 §2.6), the due date beside them (decision 0041). */
export function crcColumns(args: CrcColumnsArgs): TableColumnsType<CrcListRow> {
  const { t, tm, list, shown, openRequest, openHistory, reload } = args;
  const optional = (key: OptionalColumn) => shown.has(key);
  const statusName = (id: number) => tm(crimeCheckStatusNameKey(id));
  const columns: (TableColumnsType<CrcListRow>[number] | false)[] = [
    {
      key: 'id',
      title: t('columns.id'),
      render: (_, row) => (
        <Flex gap={4} align="center" wrap={false}>
          <Button
            type="link"
            size="small"
            style={{ padding: 0, fontFamily: 'monospace' }}
            aria-label={t('columns.openRequest', { id: row.id })}
            onClick={() => openRequest(row)}
          >
            {row.id}
          </Button>
          {row.overdue ? <Tag color="red">{t('list.overdue')}</Tag> : null}
        </Flex>
      ),
    },
    optional('registered') && {
      key: 'registered',
      title: t('columns.registered'),
      render: (_, row) => (
        <Flex vertical>
          <span>
            {registryTypeName(row.registry_type, tm)} {row.reg_number}
          </span>
          <Typography.Text type="secondary">{regDateText(row.reg_date)}</Typography.Text>
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
    optional('sender') && {
      key: 'sender',
      title: t('columns.sender'),
      render: (_, row) => (
        <IssuerCell number={row.sender_number} issuerName={row.sender_issuer_name} iconSrc={null} />
      ),
    },
    {
      key: 'recipient',
      title: t('columns.recipient'),
      render: (_, row) => (
        <IssuerCell number={row.recipient_number} issuerName={row.recipient_issuer_name} iconSrc={null} />
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
    optional('notes') && {
      key: 'notes',
      title: t('columns.notes'),
      render: (_, row) => (
        <Typography.Text ellipsis={{ tooltip: row.notes }} style={{ maxWidth: 240 }}>
          {row.notes ?? ''}
        </Typography.Text>
      ),
    },
    optional('url') && {
      key: 'url',
      title: t('columns.url'),
      render: (_, row) => (
        <Typography.Text ellipsis={{ tooltip: row.url }} style={{ maxWidth: 200 }}>
          {row.url ?? ''}
        </Typography.Text>
      ),
    },
    optional('source') && {
      key: 'source',
      title: t('columns.source'),
      render: (_, row) => row.alert_source_name ?? '',
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
    optional('employee') && {
      key: 'employee',
      title: t('columns.employee'),
      render: (_, row) => row.last_user_name ?? '',
    },
    {
      key: 'due',
      title: t('columns.due'),
      render: (_, row) => (
        <Flex vertical>
          <span>{instantText(row.due_dt)}</span>
          <Typography.Text type={row.overdue ? 'danger' : 'secondary'}>
            {timeLeftText(row, t)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'incident',
      title: t('columns.incident'),
      render: (_, row) => <CrcIncidentCell row={row} onCreated={reload} />,
    },
  ];
  return columns.filter((column): column is TableColumnsType<CrcListRow>[number] => column !== false);
}

import type { Locale } from '@afx/domain';
import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { PoliceRequestRow } from '../api/policeTypes';
import { registrationText, timeText } from '../requestText';
import { StatusTag } from './StatusTag';

/** Statuses whose update is the issuer's answer: 6 replied, 7 rejected. */
const ANSWERED = new Set([6, 7]);

interface PoliceColumnsArgs {
  t: TFunction<'crcPolice'>;
  language: Locale;
  sortOrder: 'ascend' | 'descend' | null;
  openRequest: (id: string) => void;
}

/** The police list's columns: id, filed, registration, recipient, status, due date, replied at. */
export function policeColumns({
  t,
  language,
  sortOrder,
  openRequest,
}: PoliceColumnsArgs): TableColumnsType<PoliceRequestRow> {
  return [
    {
      key: 'id',
      title: t('columns.id'),
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openRequest(row.id)}>
          {row.id}
        </Button>
      ),
    },
    {
      key: 'request_dt',
      dataIndex: 'request_dt',
      title: t('columns.filed'),
      sorter: true,
      sortOrder,
      render: (_, row) => timeText(row.request_dt),
    },
    {
      key: 'registration',
      title: t('columns.registration'),
      render: (_, row) => registrationText(row, language),
    },
    {
      key: 'recipient',
      title: t('columns.recipient'),
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.recipient_number}</Typography.Text>
          {row.recipient_issuer_name ? (
            <Typography.Text type="secondary">{row.recipient_issuer_name}</Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, row) => <StatusTag statusId={row.status_id} />,
    },
    {
      key: 'due_dt',
      title: t('columns.due'),
      render: (_, row) =>
        row.due_dt ? (
          <Flex gap={4} align="center" wrap>
            <Typography.Text type={row.overdue ? 'danger' : undefined}>
              {timeText(row.due_dt)}
            </Typography.Text>
            {row.overdue ? <Tag color="error">{t('list.overdue')}</Tag> : null}
          </Flex>
        ) : (
          ''
        ),
    },
    {
      key: 'replied',
      title: t('columns.repliedAt'),
      // The contract's row has no reply time of its own: an answered request's last change is its answer.
      render: (_, row) =>
        ANSWERED.has(row.status_id) ? (
          timeText(row.update_dt)
        ) : (
          <Typography.Text type="secondary">{t('list.notReplied')}</Typography.Text>
        ),
    },
  ];
}

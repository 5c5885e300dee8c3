import { HistoryOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { sortableColumn, type UseListQueryResult } from '../../../components/list';
import { ORGANISATION_SERVICES, type OrganisationView } from '../api/types';

interface OrganisationColumnsArgs {
  t: TFunction<'admin'>;
  list: Pick<UseListQueryResult<OrganisationView>, 'sortOrderOf'>;
  open: (row: OrganisationView) => void;
  history: (row: OrganisationView) => void;
}

/** The organisation list's columns. */
export function organisationColumns({
  t,
  list,
  open,
  history,
}: OrganisationColumnsArgs): TableColumnsType<OrganisationView> {
  return [
    {
      ...sortableColumn(list, 'name', t('organisations.fields.name')),
      render: (_, row) => (
        <Flex gap="small" align="center">
          {row.icon ? <Avatar size="small" shape="square" src={row.icon} alt="" /> : null}
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(row)}>
            {row.name}
          </Button>
        </Flex>
      ),
    },
    sortableColumn(list, 'short_name', t('organisations.fields.short_name')),
    {
      ...sortableColumn(list, 'type', t('organisations.fields.type')),
      render: (_, row) => t(`types.${row.type}`),
    },
    { key: 'country', dataIndex: 'country', title: t('organisations.fields.country') },
    {
      ...sortableColumn(list, 'edrpou', t('organisations.columns.edrpouMfo')),
      render: (_, row) => (
        <Flex vertical>
          {row.edrpou ? <span>{row.edrpou}</span> : null}
          {row.mfo ? (
            <Typography.Text type="secondary">
              {t('organisations.columns.mfo', { mfo: row.mfo })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'services',
      title: t('organisations.columns.services'),
      render: (_, row) => (
        <Flex gap={4} wrap>
          {ORGANISATION_SERVICES.filter((service) => row.services[service]).map((service) => (
            <Tag key={service} color="blue">
              {t(`services.${service}`)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'active',
      title: t('organisations.fields.active'),
      render: (_, row) =>
        row.active ? (
          <Tag color="green">{t('common.activeYes')}</Tag>
        ) : (
          <Tag color="red">{t('common.activeNo')}</Tag>
        ),
    },
    { ...sortableColumn(list, 'users_count', t('organisations.columns.users')), align: 'right' },
    {
      key: 'actions',
      title: '',
      render: (_, row) => (
        <Button
          type="text"
          size="small"
          icon={<HistoryOutlined />}
          aria-label={t('common.historyOf', { name: row.name })}
          title={t('common.history')}
          onClick={() => history(row)}
        />
      ),
    },
  ];
}

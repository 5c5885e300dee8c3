import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { HistoryDrawer } from '../../../components/history';
import { ListTable, useListAddress, useListQuery } from '../../../components/list';
import { ADMIN_PATHS, adminApi } from '../api/adminApi';
import {
  ORGANISATION_SORT_FIELDS,
  organisationRequestFilterOf,
  type OrganisationFilter,
  type OrganisationRequestFilter,
  type OrganisationView,
} from '../api/types';
import { useHistoryLabels } from '../shared/useHistoryLabels';
import { useAdminTranslation } from '../useAdminTranslation';
import { organisationColumns } from './organisationColumns';
import { ORGANISATION_ADDRESS_FIELDS } from './organisationFilter';
import { OrganisationDrawer } from './OrganisationDrawer';
import { OrganisationFilterBox } from './OrganisationFilterBox';

export const ORGANISATIONS_QUERY_KEY = 'admin-organisations';

const DEFAULT_SORT = { field: 'name', order: 'ascend' } as const;

/** Which organisation the drawer shows: a new one, or one by its id. */
type Opened = { kind: 'new' } | { kind: 'edit'; id: number } | null;

/** /admin/organisations: the organisations of the exchange, their services, codes and systems. */
export function OrganisationsPage() {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const labels = useHistoryLabels('organisation');
  const address = useListAddress<OrganisationFilter>({
    fields: ORGANISATION_ADDRESS_FIELDS,
    sortFields: ORGANISATION_SORT_FIELDS,
    defaultSort: DEFAULT_SORT,
    initial: () => ({}),
    blank: {},
  });
  const list = useListQuery<OrganisationView, OrganisationRequestFilter>({
    queryKey: ORGANISATIONS_QUERY_KEY,
    url: ADMIN_PATHS.organisationList,
    filter: organisationRequestFilterOf(address.filter),
    defaultSort: DEFAULT_SORT,
    view: address,
  });
  const [opened, setOpened] = useState<Opened>(null);
  const [historyOf, setHistoryOf] = useState<OrganisationView | null>(null);

  const apply = (next: OrganisationFilter) => {
    if (!address.apply(next)) list.reload();
  };
  const reload = () => void queryClient.invalidateQueries({ queryKey: [ORGANISATIONS_QUERY_KEY] });

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <OrganisationFilterBox
          key={address.revision}
          filter={address.filter}
          onSearch={apply}
          extra={
            <Button icon={<PlusOutlined />} onClick={() => setOpened({ kind: 'new' })}>
              {t('organisations.create')}
            </Button>
          }
        />
      </Card>
      <Card size="small" title={t('organisations.title')}>
        <ListTable<OrganisationView>
          list={list}
          rowKey="id"
          columns={organisationColumns({
            t,
            list,
            open: (row) => setOpened({ kind: 'edit', id: row.id }),
            history: setHistoryOf,
          })}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organisations.empty')} />}
          data-testid="organisations-table"
        />
      </Card>
      {opened ? (
        <OrganisationDrawer
          key={opened.kind === 'edit' ? opened.id : 'new'}
          id={opened.kind === 'edit' ? opened.id : null}
          onClose={() => setOpened(null)}
          onSaved={(saved) => {
            reload();
            setOpened({ kind: 'edit', id: saved.id });
          }}
          onChanged={reload}
          onHistory={(organisation) => setHistoryOf(organisation)}
        />
      ) : null}
      <HistoryDrawer
        open={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        title={historyOf ? t('common.historyOf', { name: historyOf.name }) : undefined}
        load={() => (historyOf ? adminApi.organisationHistory(historyOf.id) : Promise.resolve([]))}
        {...labels}
      />
    </Flex>
  );
}

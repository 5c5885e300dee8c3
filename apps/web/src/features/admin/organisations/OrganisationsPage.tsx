import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { HistoryDrawer } from '../../../components/history';
import { ListTable, useListAddress, useListQuery } from '../../../components/list';
import {
  NO_SUCH_RECORD,
  RecordMissing,
  recordIdOf,
  useRecordAddress,
} from '../../../components/record-address';
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
const LIST_PATH = '/admin/organisations';

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
  // An organisation opened shows in the address (/admin/organisations/id/{id}); a new one is the page's own.
  const opened = useRecordAddress<OrganisationView>({
    listPath: LIST_PATH,
    queryKey: 'admin-organisation',
    load: (key, signal) => {
      const id = recordIdOf(key);
      return id === null ? NO_SUCH_RECORD() : adminApi.getAddressedOrganisation(id, signal);
    },
  });
  const [creating, setCreating] = useState(false);
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
            <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('organisations.create')}
            </Button>
          }
        />
      </Card>
      {opened.missing && opened.key !== null ? (
        <RecordMissing recordKey={opened.key} onBack={opened.close} />
      ) : null}
      <Card size="small" title={t('organisations.title')}>
        <ListTable<OrganisationView>
          list={list}
          rowKey="id"
          columns={organisationColumns({
            t,
            list,
            open: (row) => opened.open(String(row.id)),
            history: setHistoryOf,
          })}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organisations.empty')} />}
          data-testid="organisations-table"
        />
      </Card>
      {creating ? (
        <OrganisationDrawer
          organisation={null}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            reload();
            setCreating(false);
            // The new organisation has a key now: its address opens it (systems, icon, history).
            opened.open(String(saved.id));
          }}
          onChanged={reload}
          onHistory={setHistoryOf}
        />
      ) : null}
      {opened.record ? (
        <OrganisationDrawer
          key={opened.key}
          organisation={opened.record}
          onClose={opened.close}
          link={opened.linkOf(String(opened.record.id))}
          onSaved={(saved) => {
            reload();
            opened.replace(saved);
          }}
          onChanged={() => {
            reload();
            opened.reload();
          }}
          onHistory={setHistoryOf}
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

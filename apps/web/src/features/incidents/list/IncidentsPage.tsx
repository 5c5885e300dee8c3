import { PlusOutlined } from '@ant-design/icons';
import { INCIDENT_DEFAULT_SORT, PERMISSION, hasExtended } from '@afx/domain';
import { Alert, Button, Card, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useProfile } from '../../../app/auth/profileContext';
import { ListTable, listParamsOf, openableRow, useListAddress, useListQuery } from '../../../components/list';
import { TemplateDownloadButton } from '../../../components/upload';
import { INCIDENT_PATHS, TEMPLATE_FILE_NAME, TEMPLATE_PATH } from '../api/incidentApi';
import type { IncidentListFilter, IncidentListRow } from '../api/incidentTypes';
import type { IncidentDrawerTarget } from '../drawer/drawerTarget';
import { IncidentDrawer } from '../drawer/IncidentDrawer';
import { IncidentUpload } from '../upload/IncidentUpload';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import { EmptyInRange } from './EmptyInRange';
import { filterValuesOf, INCIDENT_ADDRESS_FIELDS, INCIDENT_ADDRESS_SORT_FIELDS } from './filterAddress';
import { IncidentFilterBox } from './IncidentFilterBox';
import { INCIDENT_TABLE_WIDTH, incidentColumns } from './incidentColumns';
import { initialFilterValues, toListFilter } from './filterValues';
import { drawerTargetOf } from './routeIntent';
import { filterValuesFromUrl } from './urlFilter';

function withoutEventDates({
  event_date_from: _from,
  event_date_to: _to,
  ...rest
}: IncidentListFilter): IncidentListFilter {
  return rest;
}

function forumReturnUrlOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('forumReturnUrl' in state)) return null;
  return typeof state.forumReturnUrl === 'string' ? state.forumReturnUrl : null;
}

/**
 * /incidents (and its hidden pages /incidents/create|update|read|delete and /incidents/id/{id}):
 * the filter box, the sortable list, and the incident drawer opened by a row, the create button,
 * an upload or the address (spec 1 §2).
 */
export function IncidentsPage() {
  const { t } = useIncidentsTranslation();
  const profile = useProfile();
  const extended = hasExtended(profile, PERMISSION.incidents);
  const location = useLocation();
  const { pathname } = location;
  const [searchParams] = useSearchParams();
  const { id: idParam } = useParams();
  const navigate = useNavigate();

  // The search lives in the address (?q.fullname=…&page=2); an address without one opens the
  // default filter, with the text filters of a plain ?phone_number=… link.
  const address = useListAddress<IncidentListFilter>({
    fields: INCIDENT_ADDRESS_FIELDS,
    sortFields: INCIDENT_ADDRESS_SORT_FIELDS,
    defaultSort: INCIDENT_DEFAULT_SORT,
    initial: () =>
      toListFilter({ ...initialFilterValues(extended), ...filterValuesFromUrl(searchParams) }, extended),
    blank: {},
  });
  const boxValues = filterValuesOf(address.filter);
  // Cleaned as a typed search is: whatever else the address holds is not sent.
  const filter = toListFilter(boxValues, extended);
  const applyFilter = address.apply;
  const [target, setTarget] = useState<IncidentDrawerTarget | null>(null);
  // Opened from the address: closing goes back to the plain list (spec 1 §2).
  const [openedFromAddress, setOpenedFromAddress] = useState(false);
  // The forum message of an incident just created from a forum link (spec 1 §2 return links);
  // it survives the move from /incidents/create to /incidents in the navigation state.
  const [forumReturnUrl, setForumReturnUrl] = useState<string | null>(() => forumReturnUrlOf(location.state));
  const search = searchParams.toString();

  useEffect(() => {
    const fromAddress = drawerTargetOf(pathname, new URLSearchParams(search), idParam);
    if (!fromAddress) return;
    setTarget(fromAddress);
    setOpenedFromAddress(true);
  }, [pathname, search, idParam]);

  const list = useListQuery<IncidentListRow, IncidentListFilter>({
    queryKey: 'incidents',
    url: INCIDENT_PATHS.list,
    filter,
    defaultSort: INCIDENT_DEFAULT_SORT,
    view: address,
  });
  const listSearch = listParamsOf(searchParams).toString();
  const columns = incidentColumns(t, list.sortOrderOf);

  const closeDrawer = (returnUrl: string | null = forumReturnUrl) => {
    setTarget(null);
    setForumReturnUrl(returnUrl);
    if (!openedFromAddress) return;
    setOpenedFromAddress(false);
    void navigate(
      { pathname: '/incidents', search: listSearch },
      { replace: true, state: { forumReturnUrl: returnUrl } },
    );
  };

  return (
    <Flex vertical gap={16}>
      {forumReturnUrl && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setForumReturnUrl(null) }}
          title={
            <a href={forumReturnUrl} rel="noopener noreferrer">
              {t('list.backToForum')}
            </a>
          }
        />
      )}
      <Card size="small">
        <IncidentFilterBox
          // A search from the address (a reload, Back) fills the box afresh.
          key={address.revision}
          extended={extended}
          initialValues={boxValues}
          // Search with the same filters asks again: someone may have registered an incident since.
          onSearch={(next) => {
            if (!applyFilter(next)) list.reload();
          }}
        />
      </Card>
      <Card
        size="small"
        title={t('list.title')}
        extra={
          <Flex gap={8} wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ kind: 'new' })}>
              {t('list.create')}
            </Button>
            {extended && (
              <>
                <IncidentUpload onFinished={list.reload} />
                <TemplateDownloadButton
                  href={TEMPLATE_PATH}
                  fileName={TEMPLATE_FILE_NAME}
                  label={t('list.template')}
                />
              </>
            )}
          </Flex>
        }
      >
        <ListTable<IncidentListRow>
          list={list}
          rowKey="id"
          columns={columns}
          tableLayout="fixed"
          scroll={{ x: INCIDENT_TABLE_WIDTH }}
          // The opened row shows in the address (/incidents/id/N), replacing the list's entry so
          // that Back still goes to the previous search.
          onRow={(row) =>
            openableRow(
              () =>
                void navigate({ pathname: `/incidents/id/${row.id}`, search: listSearch }, { replace: true }),
            )
          }
          empty={<EmptyInRange filter={filter} onWiden={() => applyFilter(withoutEventDates(filter))} />}
          data-testid="incident-table"
        />
      </Card>
      <IncidentDrawer
        target={target}
        onClose={() => closeDrawer()}
        onSaved={(saved) => {
          closeDrawer(saved.forumMsgUrl ?? forumReturnUrl);
          list.reload();
        }}
      />
    </Flex>
  );
}

import { ATM_SORT_FIELDS, PERMISSION } from '@afx/domain';
import { App, Flex } from 'antd';
import { useState } from 'react';
import type { RemoteOption } from '../../../components/remote-select';
import { GroupActionBar } from '../shared/GroupActionBar';
import { NOTICE_SECONDS } from '../shared/notices';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useDirectoryList } from '../shared/useDirectoryList';
import { useGroupActions } from '../shared/useGroupActions';
import {
  ATM_BASE,
  ATM_PATHS,
  ATM_TEMPLATE_FILE_NAME,
  atmApi,
  type AtmFilter,
  type AtmListRow,
  type AtmView,
} from './atmApi';
import { AtmDialog } from './AtmDialog';
import { ATM_ADDRESS_FIELDS, EMPTY_ATM_FILTER, toAtmFilter, type AtmFilterValues } from './atmFilter';
import { AtmFilters } from './AtmFilters';
import { AtmTable } from './AtmTable';
import { AtmUpload } from './AtmUpload';
import { parseOrgRecordKey } from '../shared/orgRecordKey';
import { NO_SUCH_RECORD, RecordMissing, useRecordAddress } from '../../../components/record-address';
import { atmRowKey } from './AtmTable';

/** The terminal ids of the selected rows that belong to the organisation (row keys are 'org:term'). */
function termIdsOf(keys: readonly string[], orgId: number | null): string[] {
  return keys.flatMap((key) => {
    const [org, termId] = key.split(':');
    return termId !== undefined && (orgId === null || Number(org) === orgId) ? [termId] : [];
  });
}

/**
 * /di/atms: the ATM directory (spec 3 §2.3; U1008 or E1008). Without E1008 the list starts on the
 * own organisation, and group actions and the upload work only there.
 */
export function AtmsPage() {
  const { tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const access = useDirectoryAccess(PERMISSION.atms);
  const page = useDirectoryList<AtmListRow, AtmFilterValues, AtmFilter>({
    access,
    queryKey: 'directories-atms',
    url: `${ATM_BASE}/list`,
    emptyValues: EMPTY_ATM_FILTER,
    toFilter: toAtmFilter,
    addressFields: ATM_ADDRESS_FIELDS,
    sortFields: ATM_SORT_FIELDS,
    startOnOwn: !access.extended,
  });
  const [cityOption, setCityOption] = useState<RemoteOption | null>(null);
  // An ATM opened shows in the address (/di/atms/id/{org_id}:{term_id}); a new one is the page's own.
  // A list row holds only the list's columns: the dialog has the whole ATM (/get).
  const opened = useRecordAddress<AtmView>({
    listPath: '/di/atms',
    queryKey: 'directories-atm',
    load: (key, signal) => {
      const parsed = parseOrgRecordKey(key);
      return parsed ? atmApi.get(parsed.orgId, parsed.code, signal) : NO_SUCH_RECORD();
    },
  });
  const [creating, setCreating] = useState(false);
  const group = useGroupActions({
    access,
    page,
    selectWarning: 'select_acquirer',
    api: atmApi,
    keysOf: termIdsOf,
  });
  const closeAfterChange = () => {
    if (creating) setCreating(false);
    else opened.close();
    page.changed();
  };

  return (
    <Flex vertical gap="middle">
      <AtmFilters
        filters={page.filters}
        cityOption={cityOption}
        onCityOption={setCityOption}
        onCreate={() => setCreating(true)}
      />
      <GroupActionBar
        group={group}
        updateQuestion={tm('update_selected_atms_confirm')}
        deleteQuestion={tm('delete_selected_atms_confirm')}
        onNothingSelected={() => void message.warning(tm('select_atms'), NOTICE_SECONDS.warning)}
        template={{ href: ATM_PATHS.template, fileName: ATM_TEMPLATE_FILE_NAME }}
        upload={<AtmUpload page={page} />}
      />
      {opened.missing && opened.key !== null ? <RecordMissing recordKey={opened.key} /> : null}
      <AtmTable
        list={page.list}
        selection={page.selection}
        onOpen={(row) => opened.open(atmRowKey(row))}
        opening={opened.loading ? opened.key : null}
      />
      {creating ? (
        <AtmDialog
          record={null}
          onClose={() => setCreating(false)}
          onSaved={closeAfterChange}
          onDeleted={closeAfterChange}
        />
      ) : null}
      {opened.record ? (
        <AtmDialog
          key={opened.key}
          record={opened.record}
          link={opened.linkOf(atmRowKey(opened.record))}
          onClose={opened.close}
          onSaved={closeAfterChange}
          onDeleted={closeAfterChange}
        />
      ) : null}
    </Flex>
  );
}

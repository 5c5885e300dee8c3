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
import { useOpenAtm } from './useOpenAtm';

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
  const [dialog, setDialog] = useState<{ record: AtmView | null } | null>(null);
  const { opening, open } = useOpenAtm((record) => setDialog({ record }));
  const group = useGroupActions({
    access,
    page,
    selectWarning: 'select_acquirer',
    api: atmApi,
    keysOf: termIdsOf,
  });
  const closeAfterChange = () => {
    setDialog(null);
    page.changed();
  };

  return (
    <Flex vertical gap="middle">
      <AtmFilters
        filters={page.filters}
        cityOption={cityOption}
        onCityOption={setCityOption}
        onCreate={() => setDialog({ record: null })}
      />
      <GroupActionBar
        group={group}
        updateQuestion={tm('update_selected_atms_confirm')}
        deleteQuestion={tm('delete_selected_atms_confirm')}
        onNothingSelected={() => void message.warning(tm('select_atms'), NOTICE_SECONDS.warning)}
        template={{ href: ATM_PATHS.template, fileName: ATM_TEMPLATE_FILE_NAME }}
        upload={<AtmUpload page={page} />}
      />
      <AtmTable list={page.list} selection={page.selection} onOpen={open} opening={opening} />
      {dialog ? (
        <AtmDialog
          record={dialog.record}
          onClose={() => setDialog(null)}
          onSaved={closeAfterChange}
          onDeleted={closeAfterChange}
        />
      ) : null}
    </Flex>
  );
}

import { DIRECTORY_DEFAULT_SORT, directoryGroupActionsAllowed, PERMISSION } from '@afx/domain';
import { App, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useListQuery } from '../../../components/list';
import type { RemoteOption } from '../../../components/remote-select';
import { GroupActionButtons } from '../shared/GroupActionButtons';
import { NOTICE_SECONDS } from '../shared/notices';
import { TemplateDownloadButton } from '../shared/TemplateDownloadButton';
import { useAppliedFilter } from '../shared/useAppliedFilter';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
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
import { EMPTY_ATM_FILTER, toAtmFilter, type AtmFilterValues } from './atmFilter';
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
  const { t, tm } = useDirectoriesTranslation();
  const { message } = App.useApp();
  const access = useDirectoryAccess(PERMISSION.atms);
  const ownFilter: AtmFilterValues = { ...EMPTY_ATM_FILTER, org_id: access.ownOrgId };
  const ownOption: RemoteOption = { value: access.ownOrgId, label: access.ownOrgName };
  const [filterForm] = Form.useForm<AtmFilterValues>();
  const [filter, applyFilter] = useAppliedFilter<AtmFilter>(() =>
    toAtmFilter(access.extended ? EMPTY_ATM_FILTER : ownFilter),
  );
  const [acquirerOption, setAcquirerOption] = useState<RemoteOption | null>(
    access.extended ? null : ownOption,
  );
  const [cityOption, setCityOption] = useState<RemoteOption | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ record: AtmView | null } | null>(null);
  const list = useListQuery<AtmListRow, AtmFilter>({
    queryKey: 'directories-atms',
    url: `${ATM_BASE}/list`,
    filter,
    defaultSort: DIRECTORY_DEFAULT_SORT,
  });
  const { opening, open } = useOpenAtm((record) => setDialog({ record }));
  const filterOrgId = filter.org_id ?? null;
  const groupAllowed = directoryGroupActionsAllowed({
    extended: access.extended,
    filterOrgId,
    ownOrgId: access.ownOrgId,
  });

  const search = (values: AtmFilterValues = filterForm.getFieldsValue(true)) => {
    setSelected([]);
    if (!applyFilter(toAtmFilter(values))) list.reload();
  };
  const showOwn = () => {
    const values = { ...filterForm.getFieldsValue(true), org_id: access.ownOrgId };
    setAcquirerOption(ownOption);
    filterForm.setFieldsValue(values);
    search(values);
  };
  const changed = () => {
    setSelected([]);
    list.reload();
  };
  const group = useGroupActions({
    access,
    filterOrgId,
    selected: termIdsOf(selected, filterOrgId),
    selectWarning: 'select_acquirer',
    groupUpdate: atmApi.groupUpdate,
    groupDelete: atmApi.groupDelete,
    onDone: changed,
  });

  return (
    <Flex vertical gap="middle">
      <AtmFilters
        form={filterForm}
        initialValues={access.extended ? EMPTY_ATM_FILTER : ownFilter}
        acquirerOption={acquirerOption}
        onAcquirerOption={setAcquirerOption}
        cityOption={cityOption}
        onCityOption={setCityOption}
        onSearch={() => search()}
        onOwn={showOwn}
        onCreate={() => setDialog({ record: null })}
      />
      <Flex gap="small" wrap align="center">
        <GroupActionButtons
          actions={group}
          enabled={groupAllowed}
          selectedCount={selected.length}
          updateQuestion={tm('update_selected_atms_confirm')}
          deleteQuestion={tm('delete_selected_atms_confirm')}
          onNothingSelected={() => void message.warning(tm('select_atms'), NOTICE_SECONDS.warning)}
        />
        <AtmUpload
          disabled={!groupAllowed}
          filterOrgId={filterOrgId}
          filterOrgName={acquirerOption?.label ?? null}
          onOwnFilter={showOwn}
          onChanged={changed}
        />
        <TemplateDownloadButton href={ATM_PATHS.template} fileName={ATM_TEMPLATE_FILE_NAME} />
        {selected.length > 0 ? (
          <Typography.Text type="secondary">
            {t('common.selected', { count: selected.length })}
          </Typography.Text>
        ) : null}
        {groupAllowed ? null : <Typography.Text type="secondary">{t('common.groupHint')}</Typography.Text>}
      </Flex>
      <AtmTable
        list={list}
        selectable={groupAllowed}
        selected={selected}
        onSelect={setSelected}
        onOpen={open}
        opening={opening}
      />
      {dialog ? (
        <AtmDialog
          record={dialog.record}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            changed();
          }}
          onDeleted={() => {
            setDialog(null);
            changed();
          }}
        />
      ) : null}
    </Flex>
  );
}

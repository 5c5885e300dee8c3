import { PlusOutlined } from '@ant-design/icons';
import { DIRECTORY_DEFAULT_SORT, directoryGroupActionsAllowed, PERMISSION } from '@afx/domain';
import { Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useListQuery } from '../../../components/list';
import type { RemoteOption } from '../../../components/remote-select';
import { GroupActionButtons } from '../shared/GroupActionButtons';
import { TemplateDownloadButton } from '../shared/TemplateDownloadButton';
import { useAppliedFilter } from '../shared/useAppliedFilter';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useGroupActions } from '../shared/useGroupActions';
import { BIN_BASE, BIN_PATHS, BIN_TEMPLATE_FILE_NAME, binApi, type BinFilter, type BinView } from './binApi';
import { BinDialog } from './BinDialog';
import { EMPTY_BIN_FILTER, toBinFilter, type BinFilterValues } from './binFilter';
import { BinFilters } from './BinFilters';
import { BinTable } from './BinTable';
import { BinUpload } from './BinUpload';

/** /di/bins: the card BIN directory (spec 3 §2.2; U1007 or E1007). */
export function BinsPage() {
  const { t } = useDirectoriesTranslation();
  const access = useDirectoryAccess(PERMISSION.bins);
  const [filterForm] = Form.useForm<BinFilterValues>();
  const [filter, applyFilter] = useAppliedFilter<BinFilter>(() => toBinFilter(EMPTY_BIN_FILTER));
  const [issuerOption, setIssuerOption] = useState<RemoteOption | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ record: BinView | null } | null>(null);
  const list = useListQuery<BinView, BinFilter>({
    queryKey: 'directories-bins',
    url: `${BIN_BASE}/list`,
    filter,
    defaultSort: DIRECTORY_DEFAULT_SORT,
  });
  const filterOrgId = filter.org_id ?? null;
  const groupAllowed = directoryGroupActionsAllowed({
    extended: access.extended,
    filterOrgId,
    ownOrgId: access.ownOrgId,
  });

  const search = (values: BinFilterValues = filterForm.getFieldsValue(true)) => {
    setSelected([]);
    if (!applyFilter(toBinFilter(values))) list.reload();
  };
  const showOwn = () => {
    const values = { ...filterForm.getFieldsValue(true), org_id: access.ownOrgId };
    setIssuerOption({ value: access.ownOrgId, label: access.ownOrgName });
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
    selected,
    selectWarning: 'select_issuer',
    groupUpdate: binApi.groupUpdate,
    groupDelete: binApi.groupDelete,
    onDone: changed,
  });

  return (
    <Flex vertical gap="middle">
      <BinFilters
        form={filterForm}
        issuerOption={issuerOption}
        onIssuerOption={setIssuerOption}
        onSearch={() => search()}
        onOwn={showOwn}
      />
      <Flex gap="small" wrap align="center">
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setDialog({ record: null })}
        >
          {t('common.add')}
        </Button>
        <GroupActionButtons
          actions={group}
          enabled={groupAllowed}
          selectedCount={selected.length}
          updateQuestion={t('bins.groupUpdateConfirm')}
          deleteQuestion={t('bins.groupDeleteConfirm')}
        />
        <BinUpload filterOrgId={filterOrgId} onOwnFilter={showOwn} onChanged={changed} />
        <TemplateDownloadButton href={BIN_PATHS.template} fileName={BIN_TEMPLATE_FILE_NAME} />
        {selected.length > 0 ? (
          <Typography.Text type="secondary">
            {t('common.selected', { count: selected.length })}
          </Typography.Text>
        ) : null}
        {groupAllowed ? null : <Typography.Text type="secondary">{t('common.groupHint')}</Typography.Text>}
      </Flex>
      <BinTable
        list={list}
        selectable={groupAllowed}
        selected={selected}
        onSelect={setSelected}
        onOpen={(record) => setDialog({ record })}
      />
      {dialog ? (
        <BinDialog record={dialog.record} onClose={() => setDialog(null)} onChanged={changed} />
      ) : null}
    </Flex>
  );
}

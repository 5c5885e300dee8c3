import { PlusOutlined } from '@ant-design/icons';
import { BIN_SORT_FIELDS, PERMISSION } from '@afx/domain';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { GroupActionBar } from '../shared/GroupActionBar';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useDirectoryList } from '../shared/useDirectoryList';
import { useGroupActions } from '../shared/useGroupActions';
import { RecordMissing, useRecordAddress } from '../../../components/record-address';
import { BIN_BASE, BIN_PATHS, BIN_TEMPLATE_FILE_NAME, binApi, type BinFilter, type BinView } from './binApi';
import { BinDialog } from './BinDialog';
import { BIN_ADDRESS_FIELDS, EMPTY_BIN_FILTER, toBinFilter, type BinFilterValues } from './binFilter';
import { BinFilters } from './BinFilters';
import { BinGroupUpdateDialog } from './BinGroupUpdateDialog';
import { BinTable } from './BinTable';
import { BinUpload } from './BinUpload';

/** /di/bins: the card BIN directory (spec 3 §2.2; U1007 or E1007). */
export function BinsPage() {
  const { t } = useDirectoriesTranslation();
  const access = useDirectoryAccess(PERMISSION.bins);
  const page = useDirectoryList<BinView, BinFilterValues, BinFilter>({
    access,
    queryKey: 'directories-bins',
    url: `${BIN_BASE}/list`,
    emptyValues: EMPTY_BIN_FILTER,
    toFilter: toBinFilter,
    addressFields: BIN_ADDRESS_FIELDS,
    sortFields: BIN_SORT_FIELDS,
  });
  // A BIN opened shows in the address (/di/bins/id/{bin}); a new one is the page's own state.
  const opened = useRecordAddress<BinView>({
    listPath: '/di/bins',
    queryKey: 'directories-bin',
    load: (bin, signal) => binApi.get(bin, signal),
  });
  const [creating, setCreating] = useState(false);
  const group = useGroupActions({ access, page, selectWarning: 'select_issuer', api: binApi });
  const [groupUpdating, setGroupUpdating] = useState(false);

  return (
    <Flex vertical gap="middle">
      <BinFilters filters={page.filters} />
      <GroupActionBar
        group={group}
        onUpdate={() => setGroupUpdating(true)}
        deleteQuestion={t('bins.groupDeleteConfirm')}
        template={{ href: BIN_PATHS.template, fileName: BIN_TEMPLATE_FILE_NAME }}
        before={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t('common.add')}
          </Button>
        }
        upload={<BinUpload page={page} />}
      />
      {opened.missing && opened.key !== null ? <RecordMissing recordKey={opened.key} /> : null}
      <BinTable list={page.list} selection={page.selection} onOpen={(row) => opened.open(row.bin)} />
      {creating ? (
        <BinDialog record={null} onClose={() => setCreating(false)} onChanged={page.changed} />
      ) : null}
      {opened.record ? (
        <BinDialog
          key={opened.key}
          record={opened.record}
          link={opened.linkOf(opened.record.bin)}
          onClose={opened.close}
          onChanged={page.changed}
        />
      ) : null}
      {groupUpdating ? (
        <BinGroupUpdateDialog
          count={group.selectedCount}
          onSubmit={(set) => group.update.mutateAsync(set)}
          saving={group.update.isPending}
          onClose={() => setGroupUpdating(false)}
        />
      ) : null}
    </Flex>
  );
}

import { DIRECTORY_DEFAULT_SORT, PERMISSION } from '@afx/domain';
import { Flex, Form } from 'antd';
import { useState } from 'react';
import { useListQuery } from '../../../components/list';
import type { RemoteOption } from '../../../components/remote-select';
import { useAppliedFilter } from '../shared/useAppliedFilter';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { ACQUIRER_BASE, type AcquirerIdFilter, type AcquirerIdView } from './acquirerApi';
import { AcquirerDialog } from './AcquirerDialog';
import { EMPTY_ACQUIRER_FILTER, toAcquirerFilter, type AcquirerFilterValues } from './acquirerFilter';
import { AcquirerFilters } from './AcquirerFilters';
import { AcquirerTable } from './AcquirerTable';

/** /di/acqs: the acquirer ID directory (spec 3 §2.4; U1011 or E1011). */
export function AcquirersPage() {
  const access = useDirectoryAccess(PERMISSION.acquirers);
  const [filterForm] = Form.useForm<AcquirerFilterValues>();
  const [filter, applyFilter] = useAppliedFilter<AcquirerIdFilter>(() =>
    toAcquirerFilter(EMPTY_ACQUIRER_FILTER),
  );
  const [orgOption, setOrgOption] = useState<RemoteOption | null>(null);
  const [dialog, setDialog] = useState<{ record: AcquirerIdView | null } | null>(null);
  const list = useListQuery<AcquirerIdView, AcquirerIdFilter>({
    queryKey: 'directories-acquirers',
    url: `${ACQUIRER_BASE}/list`,
    filter,
    defaultSort: DIRECTORY_DEFAULT_SORT,
  });

  const search = (values: AcquirerFilterValues = filterForm.getFieldsValue(true)) => {
    if (!applyFilter(toAcquirerFilter(values))) list.reload();
  };
  const showOwn = () => {
    const values = { acquirer_id: '', org_id: access.ownOrgId };
    setOrgOption({ value: access.ownOrgId, label: access.ownOrgName });
    filterForm.setFieldsValue(values);
    search(values);
  };

  return (
    <Flex vertical gap="middle">
      <AcquirerFilters
        form={filterForm}
        orgOption={orgOption}
        onOrgOption={setOrgOption}
        onSearch={() => search()}
        onOwn={showOwn}
        onCreate={() => setDialog({ record: null })}
      />
      <AcquirerTable list={list} onOpen={(record) => setDialog({ record })} />
      {dialog ? (
        <AcquirerDialog record={dialog.record} onClose={() => setDialog(null)} onChanged={list.reload} />
      ) : null}
    </Flex>
  );
}

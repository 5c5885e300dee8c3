import { ACQUIRER_ID_SORT_FIELDS, PERMISSION } from '@afx/domain';
import { Flex } from 'antd';
import { useState } from 'react';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useDirectoryList } from '../shared/useDirectoryList';
import { ACQUIRER_BASE, type AcquirerIdFilter, type AcquirerIdView } from './acquirerApi';
import { AcquirerDialog } from './AcquirerDialog';
import {
  ACQUIRER_ADDRESS_FIELDS,
  EMPTY_ACQUIRER_FILTER,
  toAcquirerFilter,
  type AcquirerFilterValues,
} from './acquirerFilter';
import { AcquirerFilters } from './AcquirerFilters';
import { AcquirerTable } from './AcquirerTable';

/** /di/acqs: the acquirer ID directory (spec 3 §2.4; U1011 or E1011). */
export function AcquirersPage() {
  const access = useDirectoryAccess(PERMISSION.acquirers);
  const page = useDirectoryList<AcquirerIdView, AcquirerFilterValues, AcquirerIdFilter>({
    access,
    queryKey: 'directories-acquirers',
    url: `${ACQUIRER_BASE}/list`,
    emptyValues: EMPTY_ACQUIRER_FILTER,
    toFilter: toAcquirerFilter,
    addressFields: ACQUIRER_ADDRESS_FIELDS,
    sortFields: ACQUIRER_ID_SORT_FIELDS,
    // A typed ID disables the organisation filter: own acquirer IDs search by organisation.
    clearedByOwn: { acquirer_id: '' },
  });
  const [dialog, setDialog] = useState<{ record: AcquirerIdView | null } | null>(null);

  return (
    <Flex vertical gap="middle">
      <AcquirerFilters filters={page.filters} onCreate={() => setDialog({ record: null })} />
      <AcquirerTable list={page.list} onOpen={(record) => setDialog({ record })} />
      {dialog ? (
        <AcquirerDialog record={dialog.record} onClose={() => setDialog(null)} onChanged={page.list.reload} />
      ) : null}
    </Flex>
  );
}

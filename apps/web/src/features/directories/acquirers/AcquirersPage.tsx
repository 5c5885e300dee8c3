import { ACQUIRER_ID_SORT_FIELDS, PERMISSION } from '@afx/domain';
import { Flex } from 'antd';
import { useState } from 'react';
import { useDirectoryAccess } from '../shared/useDirectoryAccess';
import { useDirectoryList } from '../shared/useDirectoryList';
import { orgRecordKeyOf, parseOrgRecordKey } from '../shared/orgRecordKey';
import { NO_SUCH_RECORD, RecordMissing, useRecordAddress } from '../../../components/record-address';
import { ACQUIRER_BASE, acquirerApi, type AcquirerIdFilter, type AcquirerIdView } from './acquirerApi';
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
  // An acquirer ID opened shows in the address (/di/acqs/id/{org_id}:{id}); a new one is the page's own.
  const opened = useRecordAddress<AcquirerIdView>({
    listPath: '/di/acqs',
    queryKey: 'directories-acquirer',
    load: (key, signal) => {
      const parsed = parseOrgRecordKey(key);
      return parsed ? acquirerApi.get(parsed.orgId, parsed.code, signal) : NO_SUCH_RECORD();
    },
  });
  const keyOf = (row: AcquirerIdView) => orgRecordKeyOf(row.org_id, row.id);
  const [creating, setCreating] = useState(false);

  return (
    <Flex vertical gap="middle">
      <AcquirerFilters filters={page.filters} onCreate={() => setCreating(true)} />
      {opened.missing && opened.key !== null ? <RecordMissing recordKey={opened.key} /> : null}
      <AcquirerTable list={page.list} onOpen={(row) => opened.open(keyOf(row))} />
      {creating ? (
        <AcquirerDialog record={null} onClose={() => setCreating(false)} onChanged={page.list.reload} />
      ) : null}
      {opened.record ? (
        <AcquirerDialog
          key={opened.key}
          record={opened.record}
          link={opened.linkOf(keyOf(opened.record))}
          onClose={opened.close}
          onChanged={page.list.reload}
        />
      ) : null}
    </Flex>
  );
}

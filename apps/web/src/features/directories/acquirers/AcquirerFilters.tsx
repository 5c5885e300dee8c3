import { ACQUIRER_DIRECTORY_LIMITS } from '@afx/domain';
import { Form } from 'antd';
import { DirectoryFilterForm } from '../shared/DirectoryFilterForm';
import { DigitsFilterItem, OrganisationFilterItem } from '../shared/filterItems';
import type { DirectoryFilters } from '../shared/useDirectoryList';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { ACQUIRER_PATHS } from './acquirerApi';
import type { AcquirerFilterValues } from './acquirerFilter';

interface AcquirerFiltersProps {
  filters: DirectoryFilters<AcquirerFilterValues>;
  onCreate: () => void;
}

/** Acquirer ID (digits, max 6) and acquirer name, disabled while an ID is typed (spec 3 §2.4). */
export function AcquirerFilters({ filters, onCreate }: AcquirerFiltersProps) {
  const { t, tm } = useDirectoriesTranslation();
  const typedId = Form.useWatch('acquirer_id', filters.form) ?? '';
  return (
    <DirectoryFilterForm
      name="acquirerFilter"
      filters={filters}
      ownLabel={tm('own_acquirer_ids')}
      onCreate={onCreate}
    >
      <DigitsFilterItem
        name="acquirer_id"
        label={t('acquirers.acquirerId')}
        max={ACQUIRER_DIRECTORY_LIMITS.idMax}
        width={120}
      />
      <OrganisationFilterItem
        label={t('acquirers.acquirerName')}
        url={ACQUIRER_PATHS.organisations}
        filters={filters}
        disabled={typedId !== ''}
        width={240}
      />
    </DirectoryFilterForm>
  );
}

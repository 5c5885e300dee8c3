import { BIN_LIMITS } from '@afx/domain';
import { Form } from 'antd';
import { DirectoryFilterForm } from '../shared/DirectoryFilterForm';
import { DigitsFilterItem, OrganisationFilterItem } from '../shared/filterItems';
import { FlagFilterSelect } from '../shared/FlagFilterSelect';
import type { DirectoryFilters } from '../shared/useDirectoryList';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { BIN_PATHS } from './binApi';
import type { BinFilterValues } from './binFilter';
import { useTokenLabels } from './useTokenLabels';

/** BIN (digits, max 8), ICA (digits, max 6), issuer, prepaid, token; search and own BINs. */
export function BinFilters({ filters }: { filters: DirectoryFilters<BinFilterValues> }) {
  const { t, tm } = useDirectoriesTranslation();
  const tokenLabels = useTokenLabels();
  return (
    <DirectoryFilterForm name="binFilter" filters={filters} ownLabel={tm('own_bins')}>
      <DigitsFilterItem name="bin" label={t('bins.bin')} max={BIN_LIMITS.binMax} width={130} />
      <DigitsFilterItem name="ica" label={t('bins.ica')} max={BIN_LIMITS.icaLength} width={110} />
      <OrganisationFilterItem
        label={t('bins.issuer')}
        url={BIN_PATHS.organisations}
        filters={filters}
        width={240}
      />
      <Form.Item name="prepaid" label={t('bins.prepaid')}>
        <FlagFilterSelect />
      </Form.Item>
      <Form.Item name="token" label={t('bins.token')}>
        <FlagFilterSelect labels={tokenLabels} />
      </Form.Item>
    </DirectoryFilterForm>
  );
}

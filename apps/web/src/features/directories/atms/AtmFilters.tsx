import { ATM_LIMITS, normalizeTermIdInput } from '@afx/domain';
import { Form, Input } from 'antd';
import type { RemoteOption } from '../../../components/remote-select';
import { DirectoryFilterForm } from '../shared/DirectoryFilterForm';
import { DigitsFilterItem, OrganisationFilterItem } from '../shared/filterItems';
import type { DirectoryFilters } from '../shared/useDirectoryList';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { ATM_PATHS } from './atmApi';
import type { AtmFilterValues } from './atmFilter';
import { LocationSelect } from './LocationSelect';

interface AtmFiltersProps {
  filters: DirectoryFilters<AtmFilterValues>;
  cityOption: RemoteOption | null;
  onCityOption: (option: RemoteOption | null) => void;
  onCreate: () => void;
}

/** Letters and digits only, upper-cased, at most 8: the terminal id filter. */
const termIdFilterInput = (value: unknown): string =>
  normalizeTermIdInput(typeof value === 'string' ? value.replace(/[^a-z0-9]/gi, '') : '');

/** term_id, acquirer, acq_id, city and address (Enter searches) (spec 3 §2.3). */
export function AtmFilters({ filters, cityOption, onCityOption, onCreate }: AtmFiltersProps) {
  const { t, tm } = useDirectoriesTranslation();
  return (
    <DirectoryFilterForm name="atmFilter" filters={filters} ownLabel={tm('own_atms')} onCreate={onCreate}>
      <Form.Item name="term_id" label={t('atms.termId')} normalize={termIdFilterInput}>
        <Input allowClear style={{ width: 120 }} />
      </Form.Item>
      <OrganisationFilterItem
        label={t('atms.acquirer')}
        url={ATM_PATHS.organisations}
        filters={filters}
        width={220}
      />
      <DigitsFilterItem name="acq_id" label={t('atms.acqId')} max={ATM_LIMITS.acquirerIdMax} width={100} />
      <Form.Item name="location_id" label={t('atms.city')}>
        <LocationSelect
          initialOption={cityOption}
          onChange={(_value, option) => onCityOption(option)}
          width={260}
          aria-label={t('atms.city')}
        />
      </Form.Item>
      <Form.Item name="location_address" label={t('atms.address')}>
        <Input
          allowClear
          maxLength={ATM_LIMITS.textMax}
          placeholder={t('atms.addressSearchHint')}
          style={{ width: 220 }}
        />
      </Form.Item>
    </DirectoryFilterForm>
  );
}

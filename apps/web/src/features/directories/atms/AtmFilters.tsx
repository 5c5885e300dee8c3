import { PlusOutlined, SearchOutlined, StarOutlined } from '@ant-design/icons';
import { ATM_LIMITS, LOOKUP_PAGE_SIZES, normalizeTermIdInput } from '@afx/domain';
import { Button, Form, Input, type FormInstance } from 'antd';
import { RemoteSelect, type RemoteOption } from '../../../components/remote-select';
import { digitsOnly } from '../shared/inputNormalizers';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { ATM_PATHS } from './atmApi';
import type { AtmFilterValues } from './atmFilter';
import { LocationSelect } from './LocationSelect';

interface AtmFiltersProps {
  form: FormInstance<AtmFilterValues>;
  initialValues: AtmFilterValues;
  acquirerOption: RemoteOption | null;
  onAcquirerOption: (option: RemoteOption | null) => void;
  cityOption: RemoteOption | null;
  onCityOption: (option: RemoteOption | null) => void;
  onSearch: () => void;
  onOwn: () => void;
  onCreate: () => void;
}

/** Letters and digits only, upper-cased, at most 8: the terminal id filter. */
const termIdFilterInput = (value: unknown): string =>
  normalizeTermIdInput(typeof value === 'string' ? value.replace(/[^a-z0-9]/gi, '') : '');

/** term_id, acquirer, acq_id, city and address (Enter searches) (spec 3 §2.3). */
export function AtmFilters(props: AtmFiltersProps) {
  const { t, tm } = useDirectoriesTranslation();
  return (
    <Form<AtmFilterValues>
      name="atmFilter"
      form={props.form}
      layout="inline"
      initialValues={props.initialValues}
      onFinish={props.onSearch}
    >
      <Form.Item name="term_id" label={t('atms.termId')} normalize={termIdFilterInput}>
        <Input allowClear style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="org_id" label={t('atms.acquirer')}>
        <RemoteSelect
          url={ATM_PATHS.organisations}
          pageSize={LOOKUP_PAGE_SIZES.directories}
          initialOption={props.acquirerOption}
          onChange={(_value, option) => props.onAcquirerOption(option)}
          style={{ width: 220 }}
          aria-label={t('atms.acquirer')}
        />
      </Form.Item>
      <Form.Item name="acq_id" label={t('atms.acqId')} normalize={digitsOnly(ATM_LIMITS.acquirerIdMax)}>
        <Input inputMode="numeric" allowClear style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="location_id" label={t('atms.city')}>
        <LocationSelect
          initialOption={props.cityOption}
          onChange={(_value, option) => props.onCityOption(option)}
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
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<StarOutlined aria-hidden />} onClick={props.onOwn}>
          {tm('own_atms')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<PlusOutlined aria-hidden />} onClick={props.onCreate}>
          {t('common.create')}
        </Button>
      </Form.Item>
    </Form>
  );
}

import { SearchOutlined, StarOutlined } from '@ant-design/icons';
import { BIN_LIMITS, LOOKUP_PAGE_SIZES } from '@afx/domain';
import { Button, Form, Input, type FormInstance } from 'antd';
import { RemoteSelect, type RemoteOption } from '../../../components/remote-select';
import { FlagFilterSelect } from '../shared/FlagFilterSelect';
import { digitsOnly } from '../shared/inputNormalizers';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { BIN_PATHS } from './binApi';
import { EMPTY_BIN_FILTER, type BinFilterValues } from './binFilter';

interface BinFiltersProps {
  form: FormInstance<BinFilterValues>;
  /** The chosen issuer's label, so the picker can show it when the filter is set from outside. */
  issuerOption: RemoteOption | null;
  onIssuerOption: (option: RemoteOption | null) => void;
  onSearch: () => void;
  onOwn: () => void;
}

/** BIN (digits, max 8), ICA (digits, max 6), issuer, prepaid, token; search and own BINs. */
export function BinFilters({ form, issuerOption, onIssuerOption, onSearch, onOwn }: BinFiltersProps) {
  const { t, tm } = useDirectoriesTranslation();
  return (
    <Form<BinFilterValues>
      name="binFilter"
      form={form}
      layout="inline"
      initialValues={EMPTY_BIN_FILTER}
      onFinish={onSearch}
    >
      <Form.Item name="bin" label={t('bins.bin')} normalize={digitsOnly(BIN_LIMITS.binMax)}>
        <Input inputMode="numeric" allowClear style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="ica" label={t('bins.ica')} normalize={digitsOnly(BIN_LIMITS.icaLength)}>
        <Input inputMode="numeric" allowClear style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="org_id" label={t('bins.issuer')}>
        <RemoteSelect
          url={BIN_PATHS.organisations}
          pageSize={LOOKUP_PAGE_SIZES.directories}
          initialOption={issuerOption}
          onChange={(_value, option) => onIssuerOption(option)}
          style={{ width: 240 }}
          aria-label={t('bins.issuer')}
        />
      </Form.Item>
      <Form.Item name="prepaid" label={t('bins.prepaid')}>
        <FlagFilterSelect />
      </Form.Item>
      <Form.Item name="token" label={t('bins.token')}>
        <FlagFilterSelect />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<StarOutlined aria-hidden />} onClick={onOwn}>
          {tm('own_bins')}
        </Button>
      </Form.Item>
    </Form>
  );
}

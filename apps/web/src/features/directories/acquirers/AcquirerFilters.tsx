import { PlusOutlined, SearchOutlined, StarOutlined } from '@ant-design/icons';
import { ACQUIRER_DIRECTORY_LIMITS, LOOKUP_PAGE_SIZES } from '@afx/domain';
import { Button, Form, Input, type FormInstance } from 'antd';
import { RemoteSelect, type RemoteOption } from '../../../components/remote-select';
import { digitsOnly } from '../shared/inputNormalizers';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { ACQUIRER_PATHS } from './acquirerApi';
import { EMPTY_ACQUIRER_FILTER, type AcquirerFilterValues } from './acquirerFilter';

interface AcquirerFiltersProps {
  form: FormInstance<AcquirerFilterValues>;
  orgOption: RemoteOption | null;
  onOrgOption: (option: RemoteOption | null) => void;
  onSearch: () => void;
  onOwn: () => void;
  onCreate: () => void;
}

/** Acquirer ID (digits, max 6) and acquirer name, disabled while an ID is typed (spec 3 §2.4). */
export function AcquirerFilters({
  form,
  orgOption,
  onOrgOption,
  onSearch,
  onOwn,
  onCreate,
}: AcquirerFiltersProps) {
  const { t, tm } = useDirectoriesTranslation();
  const typedId = Form.useWatch('acquirer_id', form) ?? '';
  return (
    <Form<AcquirerFilterValues>
      name="acquirerFilter"
      form={form}
      layout="inline"
      initialValues={EMPTY_ACQUIRER_FILTER}
      onFinish={onSearch}
    >
      <Form.Item
        name="acquirer_id"
        label={t('acquirers.acquirerId')}
        normalize={digitsOnly(ACQUIRER_DIRECTORY_LIMITS.idMax)}
      >
        <Input inputMode="numeric" allowClear style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="org_id" label={t('acquirers.acquirerName')}>
        <RemoteSelect
          url={ACQUIRER_PATHS.organisations}
          pageSize={LOOKUP_PAGE_SIZES.directories}
          initialOption={orgOption}
          onChange={(_value, option) => onOrgOption(option)}
          disabled={typedId !== ''}
          style={{ width: 240 }}
          aria-label={t('acquirers.acquirerName')}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<StarOutlined aria-hidden />} onClick={onOwn}>
          {tm('own_acquirer_ids')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
          {t('common.create')}
        </Button>
      </Form.Item>
    </Form>
  );
}

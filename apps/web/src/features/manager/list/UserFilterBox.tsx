import { Col, Form, Input, Row, Select } from 'antd';
import { ROLE_LABEL_KEYS, USER_STATUSES, USER_STATUS_LABEL_KEYS } from '@afx/domain';
import { RemoteSelect } from '../../../components/remote-select';
import { USER_PATHS } from '../api/userApi';
import { useManagerTranslation } from '../useManagerTranslation';
import { FILTER_ROLES, addressFilterOf, type UserAddressFilter, type UserFilterValues } from './userFilter';
import { FilterButtons } from '../../../components/list';

interface UserFilterBoxProps {
  initialValues: UserFilterValues;
  /** The administrator's view: an organisation filter. */
  adminMode: boolean;
  /** The name of the address's organisation, once the list has answered it. */
  organisationName?: string;
  onSearch: (filter: UserAddressFilter) => void;
  onReset: () => void;
}

const COLUMN = { xs: 24, sm: 12, md: 8, xl: 6 } as const;
/** The longest text the search takes (an e-mail's length). */
const TEXT_MAX = 254;

/** The users' filters: text, statuses, roles and, for the administrator, the organisation. */
export function UserFilterBox({
  initialValues,
  adminMode,
  organisationName,
  onSearch,
  onReset,
}: UserFilterBoxProps) {
  const { t, tm } = useManagerTranslation();
  const [form] = Form.useForm<UserFilterValues>();
  return (
    <Form<UserFilterValues>
      form={form}
      name="manager_users_filter"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSearch(addressFilterOf(values))}
      data-testid="users-filter-box"
    >
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="text" label={t('filter.text')}>
            <Input
              allowClear
              maxLength={TEXT_MAX}
              placeholder={t('filter.textPlaceholder')}
              autoComplete="off"
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label={t('filter.status')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              options={USER_STATUSES.map((value) => ({ value, label: tm(USER_STATUS_LABEL_KEYS[value]) }))}
            />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="role" label={t('filter.role')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              options={FILTER_ROLES.map((value) => ({ value, label: tm(ROLE_LABEL_KEYS[value]) }))}
            />
          </Form.Item>
        </Col>
        {adminMode ? (
          <Col {...COLUMN}>
            <Form.Item name="org_id" label={t('filter.organisation')}>
              <RemoteSelect
                url={USER_PATHS.organisations}
                searchField="text"
                initialOption={
                  initialValues.org_id && organisationName
                    ? { value: initialValues.org_id, label: organisationName }
                    : null
                }
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <FilterButtons onReset={onReset} />
    </Form>
  );
}

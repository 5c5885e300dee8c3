import { PlusOutlined, SearchOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import type { DirectoryFilters } from './useDirectoryList';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';
import './filterForm.css';

interface DirectoryFilterFormProps<Values> {
  /** The form's name, which prefixes its fields' ids. */
  name: string;
  filters: DirectoryFilters<Values>;
  /** 'Own BINs', 'Own ATMs', 'Own acquirer IDs'. */
  ownLabel: string;
  /** Create, where the directory offers it beside the filters. */
  onCreate?: () => void;
  /** The filter fields. */
  children: ReactNode;
}

/** A directory list's filter row: its fields, then Search (Enter too), the own organisation and Create. */
export function DirectoryFilterForm<Values extends object>({
  filters,
  ...props
}: DirectoryFilterFormProps<Values>) {
  const { t } = useDirectoriesTranslation();
  return (
    <Form<Values>
      name={props.name}
      form={filters.form}
      layout="inline"
      className="afx-filter-form"
      initialValues={filters.initialValues}
      onFinish={filters.onSearch}
    >
      {props.children}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<StarOutlined aria-hidden />} onClick={filters.onOwn}>
          {props.ownLabel}
        </Button>
      </Form.Item>
      {props.onCreate ? (
        <Form.Item>
          <Button icon={<PlusOutlined aria-hidden />} onClick={props.onCreate}>
            {t('common.add')}
          </Button>
        </Form.Item>
      ) : null}
    </Form>
  );
}

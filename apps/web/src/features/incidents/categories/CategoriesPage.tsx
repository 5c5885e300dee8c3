import { useState } from 'react';
import { Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ExportButton, exportUrlOf } from '../../../components/list';
import { INCIDENT_PATHS } from '../api/incidentApi';
import { useCategories, useCategoryDomains } from '../api/incidentQueries';
import type { CategoryDomain, IncidentCategory } from '../api/incidentTypes';
import { useFieldLabel } from '../useFieldLabel';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

/**
 * /incidents/categories (read-only): the categories, and under each its category-domains with
 * the fields the form shows and the alternative required sets.
 */
export function CategoriesPage() {
  const { t } = useIncidentsTranslation();
  const fieldLabel = useFieldLabel();
  const categories = useCategories();
  const domains = useCategoryDomains();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const domainsOf = (category: IncidentCategory) =>
    (domains.data ?? []).filter((domain) => domain.category_id === category.id);

  const categoryColumns: TableColumnsType<IncidentCategory> = [
    { key: 'id', dataIndex: 'id', title: t('categories.id'), width: 80 },
    { key: 'name', dataIndex: 'name', title: t('categories.name') },
    { key: 'description', dataIndex: 'description', title: t('categories.description') },
  ];

  const domainColumns: TableColumnsType<CategoryDomain> = [
    { key: 'id', dataIndex: 'id', title: t('categories.id'), width: 64 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('categories.domain'),
      render: (name: string, domain) => (
        <>
          <Typography.Text strong>{name}</Typography.Text>
          {!domain.active && <Tag style={{ marginInlineStart: 8 }}>{t('categories.inactive')}</Tag>}
          <div>
            <Typography.Text type="secondary">{domain.description}</Typography.Text>
          </div>
        </>
      ),
    },
    {
      key: 'fields',
      dataIndex: 'fields',
      title: t('categories.fields'),
      render: (fields: string[]) => fields.map((field) => <Tag key={field}>{fieldLabel(field)}</Tag>),
    },
    {
      key: 'required_sets',
      dataIndex: 'required_sets',
      title: t('categories.requiredSets'),
      render: (sets: CategoryDomain['required_sets']) =>
        sets.map((set) => (
          <div key={set.name}>
            {sets.length > 1 && <Typography.Text type="secondary">{set.name}: </Typography.Text>}
            {set.fields.map(fieldLabel).join(' + ')}
          </div>
        )),
    },
  ];

  return (
    <Card
      size="small"
      title={t('categories.title')}
      extra={<ExportButton target={{ url: exportUrlOf(INCIDENT_PATHS.categoryDomains), filter: {} }} />}
    >
      <Table<IncidentCategory>
        rowKey="id"
        size="small"
        columns={categoryColumns}
        dataSource={categories.data ?? []}
        loading={categories.isPending || domains.isPending}
        pagination={false}
        // On a phone the nested lists scroll sideways inside the card; the page keeps its width.
        scroll={{ x: 'max-content' }}
        data-testid="categories-table"
        expandable={{
          // Every category opens expanded, also when the list arrives after the first render.
          expandedRowKeys: (categories.data ?? [])
            .map((category) => category.id)
            .filter((id) => !collapsed.has(id)),
          onExpand: (expanded, category) =>
            setCollapsed((previous) => {
              const next = new Set(previous);
              if (expanded) next.delete(category.id);
              else next.add(category.id);
              return next;
            }),
          rowExpandable: (category) => domainsOf(category).length > 0,
          expandedRowRender: (category) => (
            <Table<CategoryDomain>
              rowKey="id"
              size="small"
              columns={domainColumns}
              dataSource={domainsOf(category)}
              pagination={false}
            />
          ),
        }}
      />
    </Card>
  );
}

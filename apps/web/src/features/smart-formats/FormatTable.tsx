import { CopyOutlined, EditOutlined, ExportOutlined } from '@ant-design/icons';
import { formatInstantDateTime } from '@afx/domain';
import { Button, Flex, Table, Tag, type TableColumnsType } from 'antd';
import type { FormatRow } from './smartFormatApi';
import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';

interface FormatTableProps {
  rows: FormatRow[];
  loading: boolean;
  /** Export (the extra permission) instead of copy on each row. */
  exporting: boolean;
  onEdit: (row: FormatRow) => void;
  onExport: (row: FormatRow) => void;
  onCopy: (row: FormatRow) => void;
  onHistory: (row: FormatRow) => void;
}

/** An ISO instant as dd.MM.yyyy HH:mm:ss in Kyiv, or '—'. */
function revisionOf(value: string | null | undefined): string {
  const instant = value ? new Date(value) : null;
  return instant && !Number.isNaN(instant.getTime()) ? formatInstantDateTime(instant) : '—';
}

/** Full name, revision, status (its history on a click), employee, and the row's buttons (spec 3 §2.5). */
export function FormatTable({
  rows,
  loading,
  exporting,
  onEdit,
  onExport,
  onCopy,
  onHistory,
}: FormatTableProps) {
  const { t } = useSmartFormatsTranslation();
  const columns: TableColumnsType<FormatRow> = [
    { key: 'title', dataIndex: 'title', title: t('table.title') },
    { key: 'revision', title: t('table.revision'), render: (_, row) => revisionOf(row.update_dt) },
    {
      key: 'status',
      title: t('table.status'),
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => onHistory(row)}
          title={t('table.statusHistory', { title: row.title })}
        >
          <Tag color={row.disable ? 'default' : 'green'}>
            {row.disable ? t('table.inactive') : t('table.active')}
          </Tag>
        </Button>
      ),
    },
    { key: 'employee', title: t('table.employee'), render: (_, row) => row.last_user_name ?? '—' },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, row) => (
        <Flex gap={4}>
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => onEdit(row)}>
            {t('table.edit')}
          </Button>
          {exporting ? (
            <Button size="small" icon={<ExportOutlined aria-hidden />} onClick={() => onExport(row)}>
              {t('table.export')}
            </Button>
          ) : (
            <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => onCopy(row)}>
              {t('table.copy')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Table<FormatRow>
      size="small"
      scroll={{ x: 'max-content' }}
      rowKey="n"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('page.empty') }}
    />
  );
}

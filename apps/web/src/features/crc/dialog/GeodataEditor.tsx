import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ISSUER_REPLY_LIMITS } from '@afx/domain';
import { Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import type { CrcGeodataPoint } from '../api/types';
import { useCrcTranslation } from '../useCrcTranslation';
import { coordinateText, mapPointsOf } from './geodata';
import { GeodataDialog } from './GeodataDialog';
import { GeodataMap } from './GeodataMap';

interface GeodataEditorProps {
  value: readonly CrcGeodataPoint[];
  /** Absent: the points are only read (a sent reply). */
  onChange?: (next: CrcGeodataPoint[]) => void;
}

type Editing = { index: number | null } | null;

/** The reply's authorisation places: a table (6 decimals) and the map; up to 100, each in a dialog. */
export function GeodataEditor({ value, onChange }: GeodataEditorProps) {
  const { t } = useCrcTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const full = value.length >= ISSUER_REPLY_LIMITS.geodataMax;

  const save = (point: CrcGeodataPoint) => {
    const index = editing?.index ?? null;
    onChange?.(index === null ? [...value, point] : value.map((row, at) => (at === index ? point : row)));
    setEditing(null);
  };

  return (
    <Flex vertical gap="small">
      <Table
        size="small"
        pagination={false}
        aria-label={t('reply.geodata')}
        rowKey={(_, index) => String(index)}
        dataSource={value.map((point, index) => ({ ...point, index }))}
        locale={{ emptyText: t('geodata.empty') }}
        columns={[
          { key: 'time', title: t('geodata.time'), dataIndex: 'date_time' },
          { key: 'lat', title: t('geodata.lat'), render: (_, point) => coordinateText(point.lat) },
          { key: 'lon', title: t('geodata.lon'), render: (_, point) => coordinateText(point.lon) },
          ...(onChange
            ? [
                {
                  key: 'actions',
                  title: t('geodata.actions'),
                  render: (_: unknown, point: CrcGeodataPoint & { index: number }) => (
                    <Flex gap={4}>
                      <Button
                        size="small"
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={`${t('geodata.edit')} ${point.index + 1}`}
                        onClick={() => setEditing({ index: point.index })}
                      />
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('geodata.remove')} ${point.index + 1}`}
                        onClick={() => onChange(value.filter((_, at) => at !== point.index))}
                      />
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      {onChange && (
        <Flex gap="small" align="center" wrap>
          <Button icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({ index: null })}>
            {t('geodata.add')}
          </Button>
          {full ? (
            <Typography.Text type="secondary">
              {t('geodata.limit', { count: ISSUER_REPLY_LIMITS.geodataMax })}
            </Typography.Text>
          ) : null}
        </Flex>
      )}
      {value.length > 0 && !editing ? <GeodataMap position={null} points={mapPointsOf(value)} /> : null}
      {editing && (
        <GeodataDialog
          initial={editing.index === null ? null : (value[editing.index] ?? null)}
          others={value.filter((_, at) => at !== editing.index)}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}

import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  checkMappingRow,
  SMART_FORMAT_LIMITS,
  TERMINAL_TYPES,
  TRANSACTION_TYPES,
  type MessageKey,
} from '@afx/domain';
import { Button, Flex, Input, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';
import type { TermTypeRow, TranTypeRow } from './formatForm';
import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';

type MappingKind = 'term' | 'tran';
type MappingRow = TermTypeRow | TranTypeRow;

interface MappingEditorProps<Row extends MappingRow> {
  kind: MappingKind;
  value?: Row[];
  onChange?: (rows: Row[]) => void;
}

/** Which row is edited: none (view), a new one at the end (create) or an existing one (edit). */
type Editing = { index: number; draft: MappingRow; error: MessageKey | null } | null;

const TERMINAL_OPTIONS = TERMINAL_TYPES.map((type) => ({ value: type, label: type }));
const VALUE_OPTIONS: Record<MappingKind, { value: string; label: string }[]> = {
  term: TERMINAL_OPTIONS,
  tran: TRANSACTION_TYPES.map((type) => ({ value: type, label: type })),
};

/**
 * The term-type (k → terminal type) or tran-type (k, optional terminal type t → transaction type)
 * mapping of a format (spec 3 §2.5): one row edited at a time; a row is confirmed only with its key
 * and its value; deleting a row asks first.
 */
export function MappingEditor<Row extends MappingRow>({
  kind,
  value = [],
  onChange,
}: MappingEditorProps<Row>) {
  const { t, tm } = useSmartFormatsTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const rows: MappingRow[] = editing && editing.index === value.length ? [...value, editing.draft] : value;
  const valueLabel = kind === 'term' ? t('mapping.termType') : t('mapping.tranType');

  const edit = (index: number) =>
    setEditing({ index, draft: { ...(value[index] ?? { k: '', v: undefined }) }, error: null });
  const draft = (patch: Partial<TranTypeRow>) =>
    setEditing((now) => (now ? { ...now, draft: { ...now.draft, ...patch }, error: null } : now));
  const confirm = () => {
    if (!editing) return;
    const error = checkMappingRow(editing.draft, kind);
    if (error) {
      setEditing({ ...editing, error });
      return;
    }
    const row = { ...editing.draft, k: editing.draft.k.trim() } as Row;
    const next = [...value];
    next.splice(editing.index, 1, row);
    onChange?.(next);
    setEditing(null);
  };

  const isEdited = (index: number) => editing?.index === index;
  const label = (index: number) => `${valueLabel} ${index + 1}`;
  const headers = [
    t('mapping.key'),
    ...(kind === 'tran' ? [t('mapping.terminal')] : []),
    valueLabel,
    t('mapping.actions'),
  ];

  const editedCells = (index: number) => (
    <>
      <td>
        <Input
          value={editing?.draft.k}
          maxLength={SMART_FORMAT_LIMITS.mappingMax}
          onChange={(event) => draft({ k: event.target.value })}
          placeholder={t('mapping.keyHint')}
          aria-label={`${t('mapping.key')}: ${label(index)}`}
          size="small"
        />
      </td>
      {kind === 'tran' ? (
        <td>
          <Select<string>
            value={(editing?.draft as TranTypeRow | undefined)?.t ?? undefined}
            options={TERMINAL_OPTIONS}
            allowClear
            placeholder={t('mapping.anyTerminal')}
            onChange={(type) => draft({ t: (type as TranTypeRow['t']) ?? null })}
            aria-label={`${t('mapping.terminal')}: ${label(index)}`}
            size="small"
            style={{ width: 130 }}
          />
        </td>
      ) : null}
      <td>
        <Select<string>
          value={editing?.draft.v}
          options={VALUE_OPTIONS[kind]}
          onChange={(type) => draft({ v: type } as Partial<TranTypeRow>)}
          aria-label={`${valueLabel}: ${label(index)}`}
          size="small"
          style={{ width: 130 }}
        />
      </td>
      <td>
        <Flex gap={4}>
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            onClick={confirm}
            aria-label={t('mapping.confirm')}
          />
          <Button
            size="small"
            icon={<CloseOutlined aria-hidden />}
            onClick={() => setEditing(null)}
            aria-label={t('mapping.cancel')}
          />
        </Flex>
      </td>
    </>
  );
  const shownCells = (row: MappingRow, index: number) => (
    <>
      <td>
        <Typography.Text code>{row.k}</Typography.Text>
      </td>
      {kind === 'tran' ? <td>{(row as TranTypeRow).t ?? t('mapping.anyTerminal')}</td> : null}
      <td>{row.v}</td>
      <td>
        <Flex gap={4}>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined aria-hidden />}
            disabled={editing !== null}
            onClick={() => edit(index)}
            aria-label={`${t('mapping.edit')} ${index + 1}`}
          />
          <Popconfirm
            title={t('mapping.removeQuestion')}
            okText={t('mapping.yes')}
            cancelText={t('mapping.no')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onChange?.(value.filter((_, at) => at !== index))}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={editing !== null}
              aria-label={`${t('mapping.remove')} ${index + 1}`}
            />
          </Popconfirm>
        </Flex>
      </td>
    </>
  );

  return (
    <Flex vertical gap={4}>
      <table
        aria-label={kind === 'term' ? t('dialog.termTypes') : t('dialog.tranTypes')}
        className="afx-mapping-table"
      >
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} style={{ textAlign: 'start', fontWeight: 500, paddingInlineEnd: 8 }}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={headers.length}>
                <Typography.Text type="secondary">{t('mapping.empty')}</Typography.Text>
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={index}>{isEdited(index) ? editedCells(index) : shownCells(row, index)}</tr>
            ))
          )}
        </tbody>
      </table>
      {editing?.error ? (
        <Typography.Text type="danger" role="alert">
          {tm(editing.error)}
        </Typography.Text>
      ) : null}
      <div>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          disabled={editing !== null || value.length >= SMART_FORMAT_LIMITS.typeRowsMax}
          onClick={() => edit(value.length)}
        >
          {t('mapping.add')}
        </Button>
      </div>
    </Flex>
  );
}

import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Collapse, Flex, Tag } from 'antd';
import { useState } from 'react';
import type { AlertTransaction } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import { OutgoingPaste, type OutgoingPasteProps } from './OutgoingPaste';
import { TransactionDialog } from './TransactionDialog';
import { TransactionsTable } from './TransactionsTable';

interface OutgoingTransactionsEditorProps {
  value: readonly AlertTransaction[];
  onChange: (next: AlertTransaction[]) => void;
  /** Rows the status-change rules refuse (a pasted row missing a required field). */
  invalidRows: ReadonlySet<number>;
  /** The table's name; 'Outgoing transactions' unless set. */
  label?: string;
  /** The paste's service and variant, and the dialog's mode (a Crime Check reply's offline rows). */
  paste?: Omit<OutgoingPasteProps, 'onAccept'>;
  /** What a row added by hand starts with (a Crime Check reply: the bank's default acquirer id). */
  newRow?: Partial<AlertTransaction>;
}

type Editing = { index: number | null } | null;

/**
 * Transactions being edited (an FPT status change's outgoing ones, a Crime Check reply's): add,
 * edit and delete rows, or paste them.
 */
export function OutgoingTransactionsEditor({
  value,
  onChange,
  invalidRows,
  label,
  paste,
  newRow,
}: OutgoingTransactionsEditorProps) {
  const { t, tm } = useFptAlertsTranslation();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);

  const save = (tran: AlertTransaction) => {
    const index = editing?.index ?? null;
    onChange(index === null ? [...value, tran] : value.map((row, at) => (at === index ? tran : row)));
    setEditing(null);
  };
  const remove = (index: number) =>
    modal.confirm({
      title: tm('delete_transaction_confirm'),
      onOk: () => onChange(value.filter((_, at) => at !== index)),
    });

  return (
    <Flex vertical gap="small">
      <TransactionsTable
        transactions={value}
        label={label ?? t('dialog.outgoing')}
        rowNote={(index) =>
          invalidRows.has(index) ? <Tag color="red">{t('transactions.invalid')}</Tag> : null
        }
        extra={[
          {
            key: 'actions',
            title: t('transactions.actions'),
            render: (_, row) => (
              <Flex gap={4}>
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`${t('transactions.edit')} ${row.key + 1}`}
                  onClick={() => setEditing({ index: row.key })}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('transactions.remove')} ${row.key + 1}`}
                  onClick={() => remove(row.key)}
                />
              </Flex>
            ),
          },
        ]}
      />
      <Flex gap="small" wrap>
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ index: null })}>
          {t('transactions.add')}
        </Button>
        {value.length > 0 && <Button onClick={() => onChange([])}>{t('transactions.clear')}</Button>}
      </Flex>
      {/* The paste loads its formats only when opened. */}
      <Collapse
        size="small"
        items={[
          {
            key: 'paste',
            label: t('transactions.paste'),
            children: <OutgoingPaste {...paste} onAccept={(rows) => onChange([...value, ...rows])} />,
          },
        ]}
      />
      {editing && (
        <TransactionDialog
          initial={editing.index === null ? null : (value[editing.index] ?? null)}
          onSave={save}
          onCancel={() => setEditing(null)}
          mode={paste?.variant}
          newRow={newRow}
        />
      )}
    </Flex>
  );
}

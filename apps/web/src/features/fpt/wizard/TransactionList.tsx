import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useFptTranslation } from '../useFptTranslation';
import { TransactionDialog } from './TransactionDialog';
import { dialogModeOf, type TransactionDialogMode, type TransactionRow } from './transactionRow';

export interface TransactionListProps {
  /** Form.Item's: the rows. */
  value?: TransactionRow[];
  onChange?: (rows: TransactionRow[]) => void;
  /** Only full transactions may be added (the Crime Check filing takes full ones only). */
  fullOnly?: boolean;
}

interface ListedRow {
  key: number;
  row: TransactionRow;
}

type Editing = { mode: TransactionDialogMode; index: number | null };

/** The alert's transactions (spec 2 §2.1): a table with add (simple or full), edit and delete. */
export function TransactionList({ value = [], onChange, fullOnly = false }: TransactionListProps) {
  const { t, tm } = useFptTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const change = (rows: TransactionRow[]) => onChange?.(rows);

  const save = (row: TransactionRow) => {
    if (!editing) return;
    const index = editing.index;
    change(index === null ? [...value, row] : value.map((old, at) => (at === index ? row : old)));
    setEditing(null);
  };
  const recipientOf = (row: TransactionRow) => row.pan ?? row.iban ?? row.phone ?? '';

  const columns: TableColumnsType<ListedRow> = [
    {
      key: 'date_time',
      title: t('wizard.transactions.field.date_time'),
      render: (_, { row }) => row.date_time,
    },
    { key: 'amount', title: t('wizard.transactions.field.amount'), render: (_, { row }) => row.amount },
    {
      key: 'currency_code',
      title: t('wizard.transactions.field.currency_code'),
      render: (_, { row }) => row.currency_code,
    },
    {
      key: 'term_type',
      title: t('wizard.transactions.field.term_type'),
      render: (_, { row }) =>
        row.term_type
          ? t(`wizard.transactions.termType.${row.term_type}` as 'wizard.transactions.termType.atm')
          : '',
    },
    {
      key: 'tran_type',
      title: t('wizard.transactions.field.tran_type'),
      render: (_, { row }) =>
        row.tran_type
          ? t(`wizard.transactions.tranType.${row.tran_type}` as 'wizard.transactions.tranType.cash')
          : '',
    },
    { key: 'recipient', title: t('wizard.transactions.recipient'), render: (_, { row }) => recipientOf(row) },
    { key: 'merchant', title: t('wizard.transactions.merchant'), render: (_, { row }) => row.merchant_name },
    {
      key: 'actions',
      title: t('wizard.transactions.actions'),
      render: (_, { key, row }) => (
        <Flex gap="small">
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('wizard.transactions.edit')}
            onClick={() => setEditing({ mode: dialogModeOf(row), index: key })}
          />
          <Popconfirm
            title={tm('delete_transaction_confirm')}
            okText={t('wizard.transactions.delete')}
            cancelText={t('wizard.transactions.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => change(value.filter((_, at) => at !== key))}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('wizard.transactions.delete')}
            />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="small">
      <Table<ListedRow>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={value.map((row, key) => ({ key, row }))}
        // antd greys an empty table's text to 0.25 (about 1.6:1): the secondary text reads.
        locale={{
          emptyText: <Typography.Text type="secondary">{t('wizard.transactions.empty')}</Typography.Text>,
        }}
      />
      <Flex gap="small">
        {fullOnly ? null : (
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ mode: 'simple', index: null })}
          >
            {t('wizard.transactions.add')}
          </Button>
        )}
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'full', index: null })}>
          {t('wizard.transactions.addFull')}
        </Button>
      </Flex>
      {editing ? (
        <TransactionDialog
          mode={editing.mode}
          row={editing.index === null ? undefined : value[editing.index]}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}

import { currencyAlphaCode } from '@afx/domain';
import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { AlertTransaction } from '../../api/alertTypes';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';
import { filledFields, type TransactionField } from './transactionFields';

export interface TransactionRow {
  key: number;
  tran: AlertTransaction;
}

interface TransactionsTableProps {
  transactions: readonly AlertTransaction[];
  /** The table's name for assistive technology (its visible title is the section's heading). */
  label: string;
  /** More columns at the end (the editor's actions). */
  extra?: TableColumnsType<TransactionRow>;
  /** A row's mark (an edited row the rules refuse). */
  rowNote?: (index: number) => ReactNode;
}

/** Transactions as read: only the columns some row fills, types and currencies by name. */
export function TransactionsTable({ transactions, label, extra = [], rowNote }: TransactionsTableProps) {
  const { t } = useFptAlertsTranslation();
  const shown = (field: TransactionField, tran: AlertTransaction): ReactNode => {
    const value = tran[field];
    if (value === undefined || value === null || value === '') return '';
    if (field === 'term_type') return t(`transactions.termTypes.${tran.term_type ?? 'atm'}`);
    if (field === 'tran_type') return t(`transactions.tranTypes.${tran.tran_type ?? 'other'}`);
    if (field === 'currency_code') return currencyAlphaCode(String(value));
    return value;
  };
  const columns: TableColumnsType<TransactionRow> = [
    ...filledFields(transactions).map((field) => ({
      key: field,
      title: t(`transactions.${field}`),
      render: (_: unknown, row: TransactionRow) => shown(field, row.tran),
    })),
    ...(rowNote
      ? [{ key: 'note', title: '', render: (_: unknown, row: TransactionRow) => rowNote(row.key) }]
      : []),
    ...extra,
  ];
  return (
    <Table<TransactionRow>
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label={label}
      columns={columns}
      dataSource={transactions.map((tran, key) => ({ key, tran }))}
      locale={{ emptyText: t('transactions.empty') }}
    />
  );
}

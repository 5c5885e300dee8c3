import { CheckOutlined } from '@ant-design/icons';
import { formatPhone } from '@afx/domain';
import type { TableColumnsType } from 'antd';
import { sortableColumn } from '../../../components/list';
import { DirectoryTable, type DirectoryTableProps } from '../shared/DirectoryTable';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import type { ContactKind, ContactView } from './contactApi';
import { CONTACT_KINDS, type ContactColumn } from './contactKinds';
import { useOrgTypeLabel } from './useOrgTypeLabel';

/** A tick column: its header ('Connected to FPT') wraps onto two lines. */
const FLAG_WIDTH = 130;
const MIN_TABLE_WIDTH = 960;

interface ContactTableProps extends DirectoryTableProps<ContactView> {
  kind: ContactKind;
}

/** A contact directory's entries with the columns of its kind. */
export function ContactTable({ kind, list, onOpen }: ContactTableProps) {
  const { t } = useDirectoriesTranslation();
  const orgTypeLabel = useOrgTypeLabel();
  const flag = (value: boolean) => (value ? <CheckOutlined aria-label={t('common.yes')} /> : null);
  const all: Record<ContactColumn, TableColumnsType<ContactView>[number]> = {
    name: sortableColumn(list, 'name', t('contacts.name')),
    type: { key: 'type', dataIndex: 'org_type_id', title: t('contacts.type'), render: orgTypeLabel },
    mfo: { key: 'mfo', dataIndex: 'mfo', title: t('contacts.mfo'), width: 90 },
    edrpou: { key: 'edrpou', dataIndex: 'edrpou', title: t('contacts.edrpou'), width: 110 },
    region: { key: 'region', dataIndex: 'region', title: t('contacts.region') },
    monitoring_email: {
      key: 'monitoring_email',
      dataIndex: 'monitoring_email',
      title: kind === 'banks' ? t('contacts.monitoringEmail') : t('contacts.email'),
    },
    phones: {
      key: 'phones',
      dataIndex: 'phones',
      title: t('contacts.phones'),
      render: (phones: string[]) => phones.map(formatPhone).join(', '),
    },
    fpt_connected: {
      key: 'fpt',
      dataIndex: 'fpt_connected',
      title: t('contacts.fptConnected'),
      width: FLAG_WIDTH,
      render: flag,
    },
    card_info_connected: {
      key: 'card_info',
      dataIndex: 'card_info_connected',
      title: t('contacts.cardInfoConnected'),
      width: FLAG_WIDTH,
      render: flag,
    },
  };
  return (
    <DirectoryTable<ContactView>
      list={list}
      rowKey="id"
      columns={CONTACT_KINDS[kind].columns.map((column) => all[column])}
      // Fixed widths that fit beside the sidebar at 1440 px (long headers and e-mails wrap); on a
      // narrower screen the table scrolls sideways from this width.
      tableLayout="fixed"
      scroll={{ x: MIN_TABLE_WIDTH }}
      onOpen={onOpen}
    />
  );
}

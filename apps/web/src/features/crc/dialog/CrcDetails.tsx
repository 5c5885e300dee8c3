import { groupInFours } from '@afx/domain';
import { Table, Typography } from 'antd';
import { TransactionsTable } from '../../fpt';
import type { CrcRequest } from '../api/types';
import { useCrcTranslation } from '../useCrcTranslation';

/** The request's lists: fraud transactions, funds flow, fraudster contacts, notes (spec 2 §2.7). */
export function CrcDetails({ request }: { request: CrcRequest }) {
  const { t, tm } = useCrcTranslation();
  return (
    <>
      <section aria-label={t('dialog.fraudTransactions')}>
        <Typography.Title level={5}>{t('dialog.fraudTransactions')}</Typography.Title>
        <TransactionsTable transactions={request.fraud_transactions} label={t('dialog.fraudTransactions')} />
      </section>
      {request.funds_flow.length > 0 && (
        <section aria-label={t('dialog.fundsFlow')}>
          <Typography.Title level={5}>{t('dialog.fundsFlow')}</Typography.Title>
          <ol style={{ margin: 0 }}>
            {request.funds_flow.map((node, index) => (
              <li key={`${node.pan ?? node.iban ?? ''}-${index}`}>
                {groupInFours(node.pan ?? node.iban ?? '')} (
                {node.issuer_info.issuer_org_name ?? tm('unknown_issuer')})
              </li>
            ))}
          </ol>
        </section>
      )}
      {request.fraudster_contacts.length > 0 && (
        <section aria-label={t('dialog.contacts')}>
          <Typography.Title level={5}>{t('dialog.contacts')}</Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey={(_, index) => String(index)}
            dataSource={request.fraudster_contacts}
            columns={[
              { key: 'name', title: t('dialog.contactName'), dataIndex: 'name' },
              {
                key: 'phone',
                title: t('dialog.contactPhone'),
                render: (_, contact) =>
                  contact.phone ? <Typography.Text copyable>{contact.phone}</Typography.Text> : null,
              },
            ]}
          />
        </section>
      )}
      <section aria-label={t('dialog.notes')}>
        <Typography.Title level={5}>{t('dialog.notes')}</Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{request.notes ?? ''}</Typography.Paragraph>
      </section>
    </>
  );
}

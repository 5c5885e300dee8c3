import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import { saveFile } from '../../../components/list';
import type { InfoBank } from './infoApi';
import { csvOf, durationText, shareText } from './infoText';
import { useInfoTranslation } from './useInfoTranslation';

/** E1009: every bank's figures for the period, and their export. */
export function BanksTable({ banks, period }: { banks: readonly InfoBank[]; period: string }) {
  const { t } = useInfoTranslation();
  const columns = [
    { key: 'name', title: t('banks.name'), text: (bank: InfoBank) => bank.name },
    { key: 'received', title: t('figures.received'), text: (bank: InfoBank) => bank.received },
    { key: 'taken', title: t('figures.taken'), text: (bank: InfoBank) => bank.taken },
    { key: 'replied', title: t('figures.replied'), text: (bank: InfoBank) => bank.replied },
    { key: 'rejected', title: t('figures.rejected'), text: (bank: InfoBank) => bank.rejected },
    {
      key: 'toTake',
      title: t('figures.medianToTake'),
      text: (bank: InfoBank) => durationText(bank.median_minutes_to_take, t),
    },
    {
      key: 'toReply',
      title: t('figures.medianToReply'),
      text: (bank: InfoBank) => durationText(bank.median_minutes_to_reply, t),
    },
    {
      key: 'byDue',
      title: t('figures.answeredByDue'),
      text: (bank: InfoBank) => shareText(bank.answered_by_due_share),
    },
  ];
  const exportCsv = () =>
    saveFile(
      csvOf([
        columns.map((column) => column.title),
        ...banks.map((bank) => columns.map((column) => column.text(bank))),
      ]),
      `${t('banks.fileName')}_${period}.csv`,
    );
  return (
    <Card
      size="small"
      title={t('banks.title')}
      extra={
        <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={banks.length === 0}>
          {t('banks.export')}
        </Button>
      }
    >
      <Table<InfoBank>
        size="small"
        rowKey="organisation_id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...banks]}
        data-testid="crc-info-banks"
        columns={columns.map((column) => ({
          key: column.key,
          title: column.title,
          render: (_: unknown, bank: InfoBank) => column.text(bank),
        }))}
      />
    </Card>
  );
}

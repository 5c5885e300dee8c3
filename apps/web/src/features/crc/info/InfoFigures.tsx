import { Card, Col, Row, Statistic } from 'antd';
import type { InfoFigures as Figures } from './infoApi';
import { durationText, shareText } from './infoText';
import { useInfoTranslation } from './useInfoTranslation';

/** The period's figures: counts, the median times, and the share answered by the due date. */
export function InfoFigures({ figures }: { figures: Figures }) {
  const { t } = useInfoTranslation();
  const items = [
    { key: 'received', title: t('figures.received'), value: String(figures.received) },
    { key: 'taken', title: t('figures.taken'), value: String(figures.taken) },
    { key: 'replied', title: t('figures.replied'), value: String(figures.replied) },
    { key: 'rejected', title: t('figures.rejected'), value: String(figures.rejected) },
    {
      key: 'toTake',
      title: t('figures.medianToTake'),
      value: durationText(figures.median_minutes_to_take, t),
    },
    {
      key: 'toReply',
      title: t('figures.medianToReply'),
      value: durationText(figures.median_minutes_to_reply, t),
    },
    { key: 'byDue', title: t('figures.answeredByDue'), value: shareText(figures.answered_by_due_share) },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="crc-info-figures">
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={6} xxl={3}>
          <Card size="small">
            <Statistic title={item.title} value={item.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

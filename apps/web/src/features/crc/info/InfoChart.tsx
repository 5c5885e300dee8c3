import { Card, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { InfoDay } from './infoApi';
import { useInfoTranslation } from './useInfoTranslation';

const DailyChart = lazy(async () => ({
  default: (await import('../../../components/chart/DailyChart')).DailyChart,
}));

const CHART_HEIGHT = 240;

/** Received requests per day as bars, replies and rejections as lines (the dashboard's uPlot chart). */
export function InfoChart({ days }: { days: readonly InfoDay[] }) {
  const { t } = useInfoTranslation();
  const dates = useMemo(() => days.map((day) => day.day), [days]);
  const series = useMemo(
    () => [
      { label: t('figures.received'), values: days.map((day) => day.received), kind: 'bars' as const },
      { label: t('figures.replied'), values: days.map((day) => day.replied), kind: 'line' as const },
      { label: t('figures.rejected'), values: days.map((day) => day.rejected), kind: 'line' as const },
    ],
    [days, t],
  );
  return (
    <Card size="small" title={t('chart.title')}>
      {days.length === 0 ? (
        <Typography.Text type="secondary">{t('chart.empty')}</Typography.Text>
      ) : (
        <Suspense fallback={<div style={{ minHeight: CHART_HEIGHT + 40 }}>{t('chart.loading')}</div>}>
          <DailyChart
            days={dates}
            series={series}
            dateLabel={t('chart.date')}
            height={CHART_HEIGHT}
            minHeight={CHART_HEIGHT + 40}
            data-testid="crc-info-chart"
          />
        </Suspense>
      )}
    </Card>
  );
}

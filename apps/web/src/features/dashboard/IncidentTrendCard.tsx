import { Alert, Card, Skeleton, theme, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { TrendPoint } from './dashboardInfo';
import { CHART_BLOCK_HEIGHT, TREND_BODY_MIN_HEIGHT } from './trendLayout';
import { summariseTrend } from './trendSummary';
import { TrendTable } from './TrendTable';
import { useDashboardTranslation } from './useDashboardTranslation';

// The chart library is fetched only when a chart is to be drawn.
const IncidentTrendChart = lazy(async () => ({
  default: (await import('./IncidentTrendChart')).IncidentTrendChart,
}));

interface IncidentTrendCardProps {
  /** Undefined while loading or after a failure; null while the incident registry is not installed. */
  trend: TrendPoint[] | null | undefined;
  loading: boolean;
}

export function IncidentTrendCard({ trend, loading }: IncidentTrendCardProps) {
  const { t, i18n } = useDashboardTranslation();
  const { token } = theme.useToken();
  const title = t('trend.title');
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeLG }}>
          {title}
        </Typography.Title>
      }
    >
      {loading ? (
        <div style={{ minHeight: TREND_BODY_MIN_HEIGHT }}>
          <Skeleton active paragraph={{ rows: 6 }} title={false} />
        </div>
      ) : trend === null ? (
        <Alert type="info" showIcon title={t('trend.notInstalled')} data-testid="trend-not-installed" />
      ) : trend === undefined ? (
        <Typography.Text type="secondary">{t('trend.failed')}</Typography.Text>
      ) : (
        <TrendBody trend={trend} caption={title} language={i18n.resolvedLanguage ?? 'uk'} />
      )}
    </Card>
  );
}

function TrendBody({ trend, caption, language }: { trend: TrendPoint[]; caption: string; language: string }) {
  const { t } = useDashboardTranslation();
  const summary = summariseTrend(trend);
  const dateLabel = t('trend.date');
  const countLabel = t('trend.count');
  const number = new Intl.NumberFormat(language);
  return (
    <div style={{ minHeight: TREND_BODY_MIN_HEIGHT }}>
      {summary ? (
        <Typography.Paragraph type="secondary" data-testid="trend-summary">
          {t('trend.summary', {
            days: summary.days,
            total: number.format(summary.total),
            max: number.format(summary.max),
            date: summary.busiestDate,
          })}
        </Typography.Paragraph>
      ) : null}
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_BLOCK_HEIGHT }} />}>
        <IncidentTrendChart points={trend} dateLabel={dateLabel} countLabel={countLabel} />
      </Suspense>
      <TrendTable points={trend} caption={caption} dateLabel={dateLabel} countLabel={countLabel} />
    </div>
  );
}

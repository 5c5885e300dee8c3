import { Card, Col, Flex, Row, Skeleton, Statistic, theme, Typography } from 'antd';
import { COUNTER_GROUPS } from './counterGroups';
import type { DashboardCounter } from './dashboardInfo';
import { formatCount, NO_VALUE } from './formatCount';
import { useDashboardTranslation } from './useDashboardTranslation';

interface CounterCardsProps {
  /** Undefined while loading or after a failure: every counter then shows '—'. */
  counters: Record<DashboardCounter, number | null> | undefined;
  loading: boolean;
}

/** The dashboard's counters, one card per group. */
export function CounterCards({ counters, loading }: CounterCardsProps) {
  const { t, i18n } = useDashboardTranslation();
  const { token } = theme.useToken();
  const language = i18n.resolvedLanguage ?? 'uk';
  return (
    <Row gutter={[16, 16]}>
      {COUNTER_GROUPS.map((group) => (
        <Col key={group.key} xs={24} md={group.mediumSpan} xl={group.span}>
          <Card
            style={{ height: '100%' }}
            title={
              <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeLG }}>
                {t(`groups.${group.key}`)}
              </Typography.Title>
            }
          >
            <Flex wrap gap="large">
              {group.counters.map((name) => {
                const text = formatCount(counters?.[name], language);
                return (
                  <Statistic
                    key={name}
                    data-testid={`counter-${name}`}
                    style={{ minWidth: 120 }}
                    title={t(`counters.${name}`)}
                    value={text}
                    valueRender={(node) => {
                      // A skeleton inside the value's own line (antd's `loading` is taller), so
                      // the cards keep their height when the figures arrive.
                      if (loading) {
                        return (
                          <Skeleton.Button
                            active
                            size="small"
                            style={{ width: 64, verticalAlign: 'middle' }}
                          />
                        );
                      }
                      return text === NO_VALUE ? <span title={t('unknown')}>{node}</span> : node;
                    }}
                  />
                );
              })}
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

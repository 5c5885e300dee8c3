import { Flex } from 'antd';
import { CounterCards } from './CounterCards';
import { DashboardHeader } from './DashboardHeader';
import { IncidentTrendCard } from './IncidentTrendCard';
import { useDashboardInfo } from './useDashboardInfo';

/** '/': the counters of spec 1 §2 and the incidents of the last 30 days. */
export function DashboardPage() {
  const info = useDashboardInfo();
  // After a failed refresh the old figures would be stale: show them as unknown instead.
  const data = info.isError ? undefined : info.data;
  return (
    <Flex vertical gap="large">
      <DashboardHeader
        generatedAt={data?.generatedAt ?? ''}
        refreshing={info.isFetching}
        onRefresh={() => void info.refetch()}
      />
      <CounterCards counters={data?.counters} loading={info.isPending} />
      <IncidentTrendCard trend={data?.incidentTrend} loading={info.isPending} />
    </Flex>
  );
}

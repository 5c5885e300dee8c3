import { Button, Empty } from 'antd';
import type { IncidentListFilter } from '../api/incidentTypes';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

interface EmptyInRangeProps {
  filter: IncidentListFilter;
  /** Searches again with the same filter but every event date. */
  onWiden: () => void;
}

/**
 * An empty list that says why when an event-date range narrows it (E1000 opens on 30 days back),
 * and offers the search over all dates; otherwise antd's plain 'No data'.
 */
export function EmptyInRange({ filter, onWiden }: EmptyInRangeProps) {
  const { t } = useIncidentsTranslation();
  const { event_date_from: from, event_date_to: to } = filter;
  if (!from || !to) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.emptyInRange', { from, to })}>
      <Button onClick={onWiden}>{t('list.widenRange')}</Button>
    </Empty>
  );
}

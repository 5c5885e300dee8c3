import { HISTORY_EVENT_TYPES } from '@afx/domain';
import { Empty, Timeline, Typography } from 'antd';
import type { CrcHistoryEvent } from '../api/policeTypes';
import { timeText } from '../requestText';
import { usePoliceTranslation } from '../usePoliceTranslation';

/** The domain's colour names as antd's Timeline takes them ('yellow' is too pale on white). */
const COLOURS: Readonly<Record<string, string>> = {
  blue: 'blue',
  green: 'green',
  yellow: '#d48806',
  red: 'red',
};

const colourOf = (event: CrcHistoryEvent): string | undefined => {
  const type = HISTORY_EVENT_TYPES.find((candidate) => candidate.id === event.event_type);
  return type ? COLOURS[type.color] : undefined;
};

/** The request's history as the police answer gives it, newest first. */
export function RequestHistory({ events }: { events: readonly CrcHistoryEvent[] }) {
  const { t } = usePoliceTranslation();
  if (events.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('view.noHistory')} />;
  const newestFirst = [...events].sort(
    (a, b) => (Date.parse(b.event_dt) || 0) - (Date.parse(a.event_dt) || 0),
  );
  return (
    <Timeline
      data-testid="police-request-history"
      items={newestFirst.map((event, index) => ({
        key: `${event.event_dt}:${index}`,
        color: colourOf(event),
        children: (
          <>
            <Typography.Text type="secondary">
              {timeText(event.event_dt)}
              {event.creator ? ` · ${event.creator}` : ''}
              {event.creator_org_name ? ` (${event.creator_org_name})` : ''}
            </Typography.Text>
            {event.description ? <div>{event.description}</div> : null}
            {event.notes ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {event.notes}
              </Typography.Paragraph>
            ) : null}
          </>
        ),
      }))}
    />
  );
}

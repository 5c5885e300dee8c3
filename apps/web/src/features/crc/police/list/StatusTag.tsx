import { Tag } from 'antd';
import { usePoliceTranslation } from '../usePoliceTranslation';

/**
 * Replied green, rejected red, waiting and in process blue, not routed to a bank orange: dark
 * shades with white text. antd's light preset tags (green, orange, processing) put their text
 * below 4.5:1 (WCAG AA) on their own backgrounds.
 */
export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  1: '#ad4e00',
  2: '#ad4e00',
  3: '#ad4e00',
  4: '#0958d9',
  5: '#0958d9',
  6: '#237804',
  7: '#cf1322',
};

/** A request's status by the domain's name. */
export function StatusTag({ statusId }: { statusId: number }) {
  const { statusName } = usePoliceTranslation();
  return (
    <Tag color={STATUS_COLOURS[statusId]} variant="solid">
      {statusName(statusId)}
    </Tag>
  );
}

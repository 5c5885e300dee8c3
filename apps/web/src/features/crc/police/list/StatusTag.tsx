import { Tag } from 'antd';
import { usePoliceTranslation } from '../usePoliceTranslation';

/** Replied green, rejected red, waiting blue, not routed to a bank orange. */
const STATUS_COLOURS: Readonly<Record<number, string>> = {
  1: 'orange',
  2: 'orange',
  3: 'orange',
  4: 'blue',
  5: 'processing',
  6: 'green',
  7: 'red',
};

/** A request's status by the domain's name. */
export function StatusTag({ statusId }: { statusId: number }) {
  const { statusName } = usePoliceTranslation();
  return <Tag color={STATUS_COLOURS[statusId]}>{statusName(statusId)}</Tag>;
}

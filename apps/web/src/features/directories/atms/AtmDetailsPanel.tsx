import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';

interface AtmDetailsPanelProps {
  title: string;
  /** The label-value lines. */
  items: DescriptionsProps['items'];
  /** What follows the lines (a switch, a button). */
  children?: ReactNode;
}

/** A titled panel of read-only details above the ATM form (old data, the file's row). */
export function AtmDetailsPanel({ title, items, children }: AtmDetailsPanelProps) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={1} items={items} />
      {children}
    </Card>
  );
}

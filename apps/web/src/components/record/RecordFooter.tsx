import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';

export interface RecordFooterProps {
  /** The record's own actions at the left (delete, history, an upload's skip or stop). */
  start?: ReactNode;
  /** 'Cancel' while editing, 'Close' when nothing may change. */
  closeLabel: string;
  onClose: () => void;
  /** The one primary action (Confirm, Save, Create), rightmost; none when nothing may change. */
  primary?: { label: string; loading?: boolean; disabled?: boolean; onClick: () => void };
}

/**
 * The footer of every record dialog and drawer, in antd's own order: the record's actions at the
 * left, then at the right the way out and the primary action last, as antd's Modal places Cancel
 * and OK.
 */
export function RecordFooter({ start, closeLabel, onClose, primary }: RecordFooterProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap="small" data-testid="record-footer">
      <Flex gap="small" wrap>
        {start}
      </Flex>
      <Flex gap="small" style={{ marginInlineStart: 'auto' }}>
        <Button onClick={onClose}>{closeLabel}</Button>
        {primary ? (
          <Button
            type="primary"
            loading={primary.loading}
            disabled={primary.disabled}
            onClick={primary.onClick}
          >
            {primary.label}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

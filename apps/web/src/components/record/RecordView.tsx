import { Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CopyButton } from '../copy';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';

export interface RecordViewItem {
  key: string;
  label: string;
  /** The value as people read it; empty (null, undefined, '') shows a dash. */
  value: ReactNode;
  /** What a copy button beside the value copies; no button without it (or when it is empty). */
  copyText?: string | null;
}

interface RecordViewProps {
  items: readonly RecordViewItem[];
  /** The copy button's name for a field ('Copy: BIN'); 'Copy' unless given. */
  copyLabel?: (label: string) => string;
  /** The notice after copying; the copy button's own unless given. */
  copiedMessage?: string;
}

const isEmpty = (value: ReactNode): boolean => value === null || value === undefined || value === '';

/**
 * A record that this user may not change, as text: labels and values with copy buttons, without
 * inputs, required marks, placeholders or hints that invite an edit nobody can make.
 */
export function RecordView({ items, copyLabel, copiedMessage }: RecordViewProps) {
  const { t } = useComponentsTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="record-view"
      style={{ marginBottom: 16 }}
      items={items.map((item) => ({
        key: item.key,
        label: item.label,
        children: isEmpty(item.value) ? (
          <Typography.Text type="secondary">{t('emptyValue')}</Typography.Text>
        ) : (
          <Flex gap={4} align="center" justify="space-between">
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.value}</span>
            {item.copyText ? (
              <CopyButton
                text={item.copyText}
                aria-label={copyLabel ? copyLabel(item.label) : `${t('copy')}: ${item.label}`}
                successMessage={copiedMessage}
              />
            ) : null}
          </Flex>
        ),
      }))}
    />
  );
}

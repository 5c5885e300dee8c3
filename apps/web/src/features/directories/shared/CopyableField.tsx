import { Space } from 'antd';
import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/copy';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

/** A dialog field with a copy-to-clipboard button beside it (spec 3 §2.4). */
export function CopyableField({
  text,
  children,
  label,
}: {
  text: string;
  children: ReactNode;
  label: string;
}) {
  const { t } = useDirectoriesTranslation();
  return (
    <Space.Compact style={{ width: '100%' }}>
      {children}
      <CopyButton text={text} size="middle" aria-label={t('common.copyField', { name: label })} />
    </Space.Compact>
  );
}

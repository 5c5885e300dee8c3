import { SearchOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';

/**
 * A list filter's two buttons, the same words on every list: Search submits the form around it,
 * Reset clears it (the form says how: its blank values, and the list's filter emptied).
 */
export function FilterButtons({
  onReset,
  before,
  children,
}: {
  onReset: () => void;
  /** A button of the form's own before them (the incidents' 'More filters'). */
  before?: ReactNode;
  /** Buttons of the form's own after them (the organisations' 'New organisation'). */
  children?: ReactNode;
}) {
  const { t } = useComponentsTranslation();
  return (
    <Space wrap>
      {before}
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        {t('filterSearch')}
      </Button>
      <Button onClick={onReset}>{t('filterReset')}</Button>
      {children}
    </Space>
  );
}

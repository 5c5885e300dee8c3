import { Form, Space, type FormItemProps } from 'antd';
import { CopyButton } from '../../../components/copy';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

interface CopyableFormItemProps extends Omit<FormItemProps, 'label' | 'noStyle'> {
  label: string;
  /** What the copy button puts on the clipboard: the field's text as shown. */
  copyText: string;
}

/**
 * A dialog field with a copy-to-clipboard button beside it (spec 3 §2.4), which says 'Copied to
 * clipboard successfully' (spec 3 §8).
 */
export function CopyableFormItem({ label, required, copyText, ...item }: CopyableFormItemProps) {
  const { t, tm } = useDirectoriesTranslation();
  return (
    <Form.Item label={label} required={required}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item noStyle {...item} />
        <CopyButton
          text={copyText}
          size="middle"
          aria-label={t('common.copyField', { name: label })}
          successMessage={tm('copied_to_clipboard')}
        />
      </Space.Compact>
    </Form.Item>
  );
}

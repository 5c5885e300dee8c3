import { parseSmartPaste, SMART_PASTE_VARIANTS, type SmartPasteVariant } from '@afx/domain';
import { Flex, Form, Segmented, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { PastePanel } from '../../components/paste';
import { checkFormat, type FormatFormValues } from './formatForm';
import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';

interface FormatPreviewProps {
  form: FormInstance<FormatFormValues>;
  n: number;
}

// The title does not change how rows are read: the preview works before one is typed.
const PREVIEW_TITLE = 'preview';

/**
 * The live preview of the format dialog (beyond the spec: how a person gets a format right): sample
 * rows pasted here are read by the domain's parser with the format as it is edited now, unsaved,
 * and read again on every change of it.
 */
export function FormatPreview({ form, n }: FormatPreviewProps) {
  const { t } = useSmartFormatsTranslation();
  const values = Form.useWatch([], form) as FormatFormValues | undefined;
  const [variant, setVariant] = useState<SmartPasteVariant>('full');
  const { format } = checkFormat({ ...values, title: PREVIEW_TITLE }, n);
  return (
    <Flex vertical gap="small" data-testid="format-preview">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('preview.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('preview.hint')}</Typography.Text>
      <PastePanel
        parse={(text) => {
          if (!format) throw new Error('the format does not pass its rules');
          return parseSmartPaste(format, text, { variant });
        }}
        revision={JSON.stringify([format, variant])}
        blockedReason={format ? undefined : t('preview.invalid')}
        extra={
          <Flex gap="small" align="center">
            <Typography.Text>{t('preview.variant')}:</Typography.Text>
            <Segmented<SmartPasteVariant>
              value={variant}
              onChange={setVariant}
              options={SMART_PASTE_VARIANTS.map((kind) => ({ value: kind, label: t(`preview.${kind}`) }))}
            />
          </Flex>
        }
      />
    </Flex>
  );
}

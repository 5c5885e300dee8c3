import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** Visible text beside the icon; without it the button is an icon with an accessible name. */
  label?: ReactNode;
  /** Accessible name; 'Copy' unless set. */
  'aria-label'?: string;
  size?: 'small' | 'middle' | 'large';
  /** The notice after copying; 'Copied successfully' unless set (the directories say more). */
  successMessage?: string;
}

const SUCCESS_SECONDS = 1.5;

/** Copies `text` and says so: 'Copied successfully' (spec 1 §8) unless told otherwise. */
export function CopyButton({
  text,
  label,
  'aria-label': ariaLabel,
  size = 'small',
  successMessage,
}: CopyButtonProps) {
  const { t, tm } = useComponentsTranslation();
  const { message } = App.useApp();
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(successMessage ?? tm('copied_successfully'), SUCCESS_SECONDS);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Button
      type={label ? 'default' : 'text'}
      size={size}
      // The icon is decoration: the name comes from the label or aria-label.
      icon={<CopyOutlined aria-hidden />}
      aria-label={ariaLabel ?? (typeof label === 'string' ? undefined : t('copy'))}
      title={ariaLabel ?? t('copy')}
      onClick={() => void copy()}
    >
      {label}
    </Button>
  );
}

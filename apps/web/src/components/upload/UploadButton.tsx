import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import type { ReactNode, SyntheticEvent } from 'react';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import type { UploadEngine } from './types';
import { useUploadSnapshot } from './useUploadEngine';

export interface UploadButtonProps<Follow, Prompt, Answer> {
  engine: UploadEngine<Follow, Prompt, Answer>;
  /** Button text; 'Upload' unless set. */
  label?: ReactNode;
  /** Accepted file types; '.xlsx,.xls' unless set. */
  accept?: string;
  disabled?: boolean;
  /**
   * Called when the button is pressed, before the file dialog opens; false keeps it closed (the
   * check has said why, e.g. 'Select an issuer', 'Select a creator organization').
   */
  beforeChoose?: () => boolean;
  /** Called with the chosen file before the engine starts; false stops it. */
  beforeStart?: (file: File) => boolean | Promise<boolean>;
}

export const SPREADSHEET_ACCEPT = '.xlsx,.xls';

/** Picks a spreadsheet and hands it to the upload engine; nothing is sent by antd itself. */
export function UploadButton<Follow, Prompt, Answer>({
  engine,
  label,
  accept = SPREADSHEET_ACCEPT,
  disabled,
  beforeChoose,
  beforeStart,
}: UploadButtonProps<Follow, Prompt, Answer>) {
  const { t } = useComponentsTranslation();
  const { state } = useUploadSnapshot(engine);
  const busy = state !== 'idle' && state !== 'complete' && state !== 'aborted' && state !== 'failed';
  // antd opens the file dialog from the wrapper around the button: a refused check stops the press
  // (a click, or Enter, which would also click) from reaching it.
  const refused = (event: SyntheticEvent): boolean => {
    if (!beforeChoose || beforeChoose()) return false;
    event.stopPropagation();
    event.preventDefault();
    return true;
  };
  return (
    <Upload
      accept={accept}
      showUploadList={false}
      maxCount={1}
      disabled={disabled || busy}
      beforeUpload={async (file) => {
        if (!beforeStart || (await beforeStart(file))) void engine.start(file);
        // The engine reads the file in the browser: antd must not post it anywhere.
        return Upload.LIST_IGNORE;
      }}
    >
      <Button
        icon={<UploadOutlined />}
        disabled={disabled || busy}
        loading={busy}
        onClick={refused}
        onKeyDown={(event) => {
          if (event.key === 'Enter') refused(event);
        }}
      >
        {label ?? t('upload')}
      </Button>
    </Upload>
  );
}

import { Flex, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { CopyButton } from '../../../components/copy';
import { HistoryDrawer, type HistoryEntry } from '../../../components/history';
import { RecordView, type RecordViewItem } from '../../../components/record';
import { DialogFooter } from './DialogFooter';
import { DIALOG_TITLE_KEYS } from './dialogMode';
import type { DirectoryDialogControl } from './useDirectoryDialog';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';
import { useHistoryLabels, type HistoryArea } from './useHistoryLabels';

interface DirectoryDialogProps {
  control: DirectoryDialogControl;
  /** The record after the mode in the title ('Edit: 41494987') and in its history's title. */
  name: string | undefined;
  width: number;
  /** The confirmation of delete; no delete button without it. */
  deleteQuestion?: string;
  /** A stored record's history; a new record has none, nor a delete button. */
  history?: { area: HistoryArea; load: () => Promise<HistoryEntry[]> };
  /** The record's absolute address: a 'Copy link' button beside the title. */
  link?: string;
  /** A button of the screen's own in the footer (the ATM upload's 'Stop upload'). */
  footerExtra?: ReactNode;
  /** Hidden but kept, so the form keeps what was typed (while the upload asks whether to stop). */
  hidden?: boolean;
  /**
   * The record as text, shown instead of the form when this user may not change it (View): no
   * greyed inputs, required marks or hints. `viewBefore` comes above it (the ATM's old place).
   */
  view?: readonly RecordViewItem[];
  viewBefore?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of every directory row dialog: titled New, Edit or View, the shared footer, and the
 * record's history drawer (spec 3 §2.2–§2.4). In View the record is text (`view`), not a form.
 */
export function DirectoryDialog({
  control,
  name,
  width,
  deleteQuestion,
  history,
  link,
  footerExtra,
  hidden = false,
  view,
  viewBefore,
  onClose,
  children,
}: DirectoryDialogProps) {
  const { t, tm } = useDirectoriesTranslation();
  const readOnly = control.mode === 'view' && view !== undefined;
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <Modal
      open={!hidden}
      width={width}
      title={
        <Flex align="center" gap={4} wrap>
          <span>{`${t(DIALOG_TITLE_KEYS[control.mode])}${name ? `: ${name}` : ''}`}</span>
          {link ? <CopyButton text={link} aria-label={t('common.copyLink')} /> : null}
        </Flex>
      }
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <DialogFooter
          mode={control.mode}
          existing={history !== undefined}
          saving={control.saving}
          deleting={control.deleting}
          deleteQuestion={deleteQuestion}
          extra={footerExtra}
          onDelete={control.remove}
          onHistory={() => setHistoryOpen(true)}
          onCancel={onClose}
          onConfirm={control.confirm}
        />
      }
    >
      {readOnly ? (
        <>
          {viewBefore}
          <RecordView
            items={view}
            copyLabel={(label) => t('common.copyField', { name: label })}
            copiedMessage={tm('copied_to_clipboard')}
          />
        </>
      ) : (
        children
      )}
      {history ? (
        <RecordHistory
          area={history.area}
          name={name ?? ''}
          load={history.load}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
        />
      ) : null}
    </Modal>
  );
}

interface RecordHistoryProps {
  area: HistoryArea;
  name: string;
  load: () => Promise<HistoryEntry[]>;
  open: boolean;
  onClose: () => void;
}

/** The history drawer of one record, its actions and fields in the directory's words. */
function RecordHistory({ area, name, load, open, onClose }: RecordHistoryProps) {
  const { t } = useDirectoriesTranslation();
  const labels = useHistoryLabels(area);
  return (
    <HistoryDrawer
      open={open}
      onClose={onClose}
      title={t('common.historyOf', { name })}
      load={load}
      actionLabel={labels.actionLabel}
      fieldLabel={labels.fieldLabel}
    />
  );
}

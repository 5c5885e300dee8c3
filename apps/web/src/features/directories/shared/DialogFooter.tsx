import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { RecordFooter } from '../../../components/record';
import type { ReactNode } from 'react';
import type { DialogMode } from './dialogMode';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

interface DialogFooterProps {
  mode: DialogMode;
  /** The record exists on the server (history and delete need one). */
  existing: boolean;
  saving: boolean;
  deleting?: boolean;
  /** The confirmation of delete ('Delete this ATM?'); no delete button without it. */
  deleteQuestion?: string;
  /** The screen's own buttons, after delete and History. */
  extra?: ReactNode;
  onDelete?: () => Promise<unknown>;
  onHistory?: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The footer every directory dialog shares (the one RecordFooter): delete (an existing mutable
 * record) and History at the left; Cancel or Close (Close when nothing may change) and Confirm
 * (only when it may) at the right, the primary last.
 */
export function DialogFooter(props: DialogFooterProps) {
  const { t } = useDirectoriesTranslation();
  const canDelete = props.mode === 'edit' && props.existing && props.onDelete && props.deleteQuestion;
  return (
    <RecordFooter
      start={
        <>
          {canDelete ? (
            <Popconfirm
              title={props.deleteQuestion}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              // A failure has been shown by the HTTP client; the dialog stays open.
              onConfirm={() => props.onDelete?.().catch(() => undefined)}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={props.deleting}>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          ) : null}
          {props.existing && props.onHistory ? (
            <Button icon={<HistoryOutlined aria-hidden />} onClick={props.onHistory}>
              {t('common.history')}
            </Button>
          ) : null}
          {props.extra}
        </>
      }
      closeLabel={props.mode === 'view' ? t('common.close') : t('common.cancel')}
      onClose={props.onCancel}
      primary={
        props.mode === 'view'
          ? undefined
          : { label: t('common.confirm'), loading: props.saving, onClick: props.onConfirm }
      }
    />
  );
}

import { DeleteOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import type { useGroupActions } from './useGroupActions';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

interface GroupActionButtonsProps {
  actions: ReturnType<typeof useGroupActions>;
  /** Group actions are allowed for the filtered organisation. */
  enabled: boolean;
  /** How many rows are selected; with none, `onNothingSelected` speaks instead of the question. */
  selectedCount: number;
  updateQuestion: string;
  deleteQuestion: string;
  onNothingSelected?: () => void;
}

/** 'Update selected' and 'Delete selected', each behind its confirmation. */
export function GroupActionButtons(props: GroupActionButtonsProps) {
  const { t } = useDirectoriesTranslation();
  const nothing = props.selectedCount === 0;
  const guarded = nothing && props.onNothingSelected;
  const disabled = !props.enabled || (nothing && !props.onNothingSelected);
  const confirmButton = (kind: 'update' | 'delete', question: string, label: string, icon: ReactNode) => {
    const mutation = kind === 'update' ? props.actions.update : props.actions.remove;
    const button = (
      <Button
        danger={kind === 'delete'}
        icon={icon}
        disabled={disabled}
        loading={mutation.isPending}
        onClick={guarded ? props.onNothingSelected : undefined}
      >
        {label}
      </Button>
    );
    if (guarded || disabled) return button;
    return (
      <Popconfirm
        title={question}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: kind === 'delete' }}
        // A failure has been shown by the HTTP client.
        onConfirm={() => mutation.mutateAsync().catch(() => undefined)}
      >
        {button}
      </Popconfirm>
    );
  };
  return (
    <>
      {confirmButton(
        'update',
        props.updateQuestion,
        t('common.updateSelected'),
        <SyncOutlined aria-hidden />,
      )}
      {confirmButton(
        'delete',
        props.deleteQuestion,
        t('common.deleteSelected'),
        <DeleteOutlined aria-hidden />,
      )}
    </>
  );
}

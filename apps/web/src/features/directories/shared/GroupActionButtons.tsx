import { DeleteOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import type { useGroupActions } from './useGroupActions';
import { useDirectoriesTranslation } from './useDirectoriesTranslation';

export interface GroupActionButtonsProps {
  /** The actions, whether they are allowed, and how many rows are selected. */
  group: ReturnType<typeof useGroupActions>;
  /** 'Update selected' asks this question before it confirms the selected records... */
  updateQuestion?: string;
  /** ...or opens the page's own group update dialog (the BINs: which fields to set). */
  onUpdate?: () => void;
  deleteQuestion: string;
  /** With nothing selected this speaks instead of the question (the ATMs). */
  onNothingSelected?: () => void;
}

/** 'Update selected' and 'Delete selected', each behind its confirmation. */
export function GroupActionButtons(props: GroupActionButtonsProps) {
  const { t } = useDirectoriesTranslation();
  const { group } = props;
  const nothing = group.selectedCount === 0;
  const guarded = nothing && props.onNothingSelected;
  const disabled = !group.enabled || (nothing && !props.onNothingSelected);
  const confirmButton = (
    kind: 'update' | 'delete',
    question: string | undefined,
    label: string,
    icon: ReactNode,
  ) => {
    const mutation = kind === 'update' ? group.update : group.remove;
    const dialog = kind === 'update' ? props.onUpdate : undefined;
    const button = (
      <Button
        danger={kind === 'delete'}
        icon={icon}
        disabled={disabled}
        loading={mutation.isPending}
        onClick={guarded ? props.onNothingSelected : dialog}
      >
        {label}
      </Button>
    );
    if (guarded || disabled || dialog) return button;
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

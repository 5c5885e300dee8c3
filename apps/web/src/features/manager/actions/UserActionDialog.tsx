import {
  USER_ACTION_LABEL_KEYS,
  USER_ACTION_TABLE,
  USER_REASON_MAX,
  USER_STATUS_LABEL_KEYS,
  toIssue,
  userActionReasonProblem,
  type UserAction,
} from '@afx/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { applyServerFieldErrors } from '../../../components/form';
import type { ManagedUserView } from '../api/types';
import { userApi } from '../api/userApi';
import { useManagerTranslation } from '../useManagerTranslation';

interface UserActionDialogProps {
  user: ManagedUserView;
  action: UserAction;
  onClose: () => void;
  /** The user as the server answered the action: its new status and actions. */
  onDone: (user: ManagedUserView) => void;
}

/**
 * Confirms an action on a user, with its reason: required where the domain says so (block,
 * activate, remove, …), optional otherwise, at most the domain's length. The answer's new status
 * is said; a refusal (409: the last manager, a status that no longer allows it) is shown by the
 * HTTP client and the dialog stays for another try.
 */
export function UserActionDialog({ user, action, onClose, onDone }: UserActionDialogProps) {
  const { t, tm } = useManagerTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const required = USER_ACTION_TABLE[action].reason === 'required';
  const name = user.full_name || user.login;

  const run = useMutation({
    mutationFn: (reason: string) => userApi.action({ id: user.id, action, ...(reason ? { reason } : {}) }),
    onSuccess: (updated) => {
      void message.success(
        action === 'reinvite'
          ? t('actionDialog.reinvited', { email: updated.email })
          : t('actionDialog.done', { name, status: tm(USER_STATUS_LABEL_KEYS[updated.status]) }),
      );
      onDone(updated);
    },
    onError: (error) => applyServerFieldErrors(form, error, ['reason']),
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) run.mutate((values.reason ?? '').trim());
  };

  return (
    <Modal
      open
      title={t('actionDialog.title', { action: tm(USER_ACTION_LABEL_KEYS[action]), name })}
      okText={t('actionDialog.confirm')}
      cancelText={t('actionDialog.cancel')}
      okButtonProps={{ danger: action === 'remove' || action === 'block' || action === 'block_by_admin' }}
      confirmLoading={run.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {action === 'recover' ? (
        <Alert type="info" showIcon title={t('actionDialog.recoverNote')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form form={form} name="manager_user_action" layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={required ? t('actionDialog.reason') : t('actionDialog.reasonOptional')}
          required={required}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const reason = (value ?? '').trim();
                const problem = userActionReasonProblem(action, reason || undefined);
                if (problem) {
                  const issue = toIssue(problem);
                  throw new Error(tm(issue.key, issue.params));
                }
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={USER_REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { auditActionName, auditFieldName } from '@afx/domain';
import { HistoryDrawer } from '../../../components/history';
import type { ManagedUserView } from '../api/types';
import { userApi } from '../api/userApi';
import { useManagerTranslation } from '../useManagerTranslation';

/**
 * Who did what to the user, when, with the reason (the audit's entries of this user), in the
 * administrator's audit log's words.
 */
export function UserHistoryDrawer({ user, onClose }: { user: ManagedUserView; onClose: () => void }) {
  const { t, locale } = useManagerTranslation();
  return (
    <HistoryDrawer
      open
      onClose={onClose}
      title={t('dialog.historyTitle', { login: user.login })}
      load={() => userApi.history(user.id)}
      actionLabel={(action) => auditActionName('user', action, locale)}
      fieldLabel={(field) => auditFieldName(field, locale)}
    />
  );
}

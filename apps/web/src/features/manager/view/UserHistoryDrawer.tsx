import { HistoryDrawer } from '../../../components/history';
import type { ManagedUserView } from '../api/types';
import { userApi } from '../api/userApi';
import { useManagerTranslation } from '../useManagerTranslation';

/** Who did what to the user, when, with the reason (the audit's entries of this user). */
export function UserHistoryDrawer({ user, onClose }: { user: ManagedUserView; onClose: () => void }) {
  const { t } = useManagerTranslation();
  const actions: Readonly<Record<string, string>> = t('history.actions', { returnObjects: true });
  const fields: Readonly<Record<string, string>> = t('history.fields', { returnObjects: true });
  return (
    <HistoryDrawer
      open
      onClose={onClose}
      title={t('dialog.historyTitle', { login: user.login })}
      load={() => userApi.history(user.id)}
      actionLabel={(action) => actions[action] ?? action}
      fieldLabel={(field) => fields[field] ?? field}
    />
  );
}

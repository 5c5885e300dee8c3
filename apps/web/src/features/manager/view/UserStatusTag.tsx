import { USER_STATUS_LABEL_KEYS, type UserStatus } from '@afx/domain';
import { Tag } from 'antd';
import { useManagerTranslation } from '../useManagerTranslation';

/** Each status its colour: working green, waiting blue, blocked orange/red, removed grey. */
export const USER_STATUS_COLOURS: Readonly<Record<UserStatus, string>> = {
  active: 'green',
  registration_not_completed: 'blue',
  blocked_by_manager: 'orange',
  blocked_by_admin: 'red',
  removed: 'default',
};

export function UserStatusTag({ status }: { status: UserStatus }) {
  const { tm } = useManagerTranslation();
  return <Tag color={USER_STATUS_COLOURS[status]}>{tm(USER_STATUS_LABEL_KEYS[status])}</Tag>;
}

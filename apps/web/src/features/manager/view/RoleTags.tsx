import { ROLE_LABEL_KEYS, type Role } from '@afx/domain';
import { Space, Tag } from 'antd';
import { useManagerTranslation } from '../useManagerTranslation';

const ROLE_COLOURS: Readonly<Record<Role, string>> = {
  user: 'default',
  manager: 'geekblue',
  'api-user': 'purple',
  admin: 'magenta',
};

const isRole = (role: string): role is Role => role in ROLE_LABEL_KEYS;

/** A user's roles as tags, in the words of the domain's catalogue (spec 1 §6). */
export function RoleTags({ roles }: { roles: readonly string[] }) {
  const { tm } = useManagerTranslation();
  return (
    <Space size={4} wrap>
      {roles.map((role) =>
        isRole(role) ? (
          <Tag key={role} color={ROLE_COLOURS[role]}>
            {tm(ROLE_LABEL_KEYS[role])}
          </Tag>
        ) : (
          <Tag key={role}>{role}</Tag>
        ),
      )}
    </Space>
  );
}

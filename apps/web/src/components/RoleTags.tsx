import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The user roles of the spec; permission codes (U1000, E6, ...) are shown as services instead. */
export const ROLE_NAMES = ['admin', 'manager', 'user', 'api-user'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export function isRoleName(role: string): role is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(role);
}

export function RoleTags({ roles, testId }: { roles: readonly string[]; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid={testId}>
      {roles.filter(isRoleName).map((role) => (
        <Tag key={role} color={role === 'admin' ? 'red' : 'blue'}>
          {t(`roles.${role}`)}
        </Tag>
      ))}
    </span>
  );
}

import { PERMISSION_LABEL_KEYS, type PermissionNumber } from '@afx/domain';
import { Space, Tag, Tooltip } from 'antd';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import { numberOfCode, sortedCodes } from './permissionCodes';

/** What a permission number grants, in the user's language: 1000 → 'Incident database'. */
export function usePermissionName() {
  const { tm } = useComponentsTranslation();
  return (n: PermissionNumber | string): string | undefined => {
    const key = PERMISSION_LABEL_KEYS[Number(n) as PermissionNumber];
    return key ? tm(key) : undefined;
  };
}

/** A code's name: 'U1000 — Incident database'. */
export function useCodeLabel() {
  const nameOf = usePermissionName();
  return (code: string): string => {
    const name = nameOf(numberOfCode(code));
    return name ? `${code} — ${name}` : code;
  };
}

/** A user's permission codes as short tags, each naming what it grants on hover. */
export function PermissionCodeTags({ codes }: { codes: readonly string[] }) {
  const label = useCodeLabel();
  if (codes.length === 0) return <>—</>;
  return (
    <Space size={[4, 4]} wrap>
      {sortedCodes(codes).map((code) => (
        <Tooltip key={code} title={label(code)}>
          <Tag color={code.startsWith('E') ? 'volcano' : undefined} aria-label={label(code)}>
            {code}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

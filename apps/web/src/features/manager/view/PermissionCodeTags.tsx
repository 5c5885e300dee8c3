import { Space, Tag, Tooltip } from 'antd';
import { useManagerTranslation } from '../useManagerTranslation';
import { numberOfCode, sortedCodes } from './permissionCodes';

/** A code's name: 'U1000 — Incident database'. */
export function useCodeLabel() {
  const { t } = useManagerTranslation();
  const names: Readonly<Record<string, string>> = t('codes', { returnObjects: true });
  return (code: string): string => {
    const name = names[numberOfCode(code)];
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

import type { PermissionCode } from '@afx/domain';
import { Checkbox, Flex, Typography } from 'antd';
import { codeGroups, useCodeLabel } from '../../../components/permissions';
import { useManagerTranslation } from '../useManagerTranslation';

interface PermissionCodesFieldProps {
  /** What the organisation's managers may grant (/user/options). */
  grantable: readonly PermissionCode[];
  /** Codes the user holds that may not be granted here: shown, kept, not changeable. */
  held?: readonly PermissionCode[];
  value?: PermissionCode[];
  onChange?: (value: PermissionCode[]) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * The codes as checkboxes, the own organisation's (U) apart from the extended (E), each named;
 * only the grantable ones may be ticked.
 */
export function PermissionCodesField({
  grantable,
  held = [],
  value = [],
  onChange,
  disabled,
  id,
}: PermissionCodesFieldProps) {
  const { t } = useManagerTranslation();
  const label = useCodeLabel();
  const grantableSet = new Set<string>(grantable);
  const offered = [
    ...new Set<PermissionCode>([...grantable, ...held.filter((code) => !grantableSet.has(code))]),
  ];
  if (offered.length === 0) {
    return <Typography.Text type="secondary">{t('form.permissionsNone')}</Typography.Text>;
  }
  const { own, extended } = codeGroups(offered);
  const group = (title: string, codes: PermissionCode[], testId: string) =>
    codes.length === 0 ? null : (
      <div data-testid={testId}>
        <Typography.Text strong>{title}</Typography.Text>
        <Flex vertical gap={2} style={{ marginTop: 4 }}>
          {codes.map((code) => {
            const allowed = grantableSet.has(code);
            return (
              <Checkbox
                key={code}
                value={code}
                disabled={disabled || !allowed}
                checked={value.includes(code)}
                onChange={(event) =>
                  onChange?.(
                    event.target.checked ? [...value, code] : value.filter((chosen) => chosen !== code),
                  )
                }
              >
                {label(code)}
                {allowed ? null : (
                  <Typography.Text type="secondary"> ({t('form.notGrantable')})</Typography.Text>
                )}
              </Checkbox>
            );
          })}
        </Flex>
      </div>
    );
  return (
    <Flex id={id} vertical gap={12} role="group" aria-label={t('form.permissions')}>
      {group(t('form.ownCodes'), own, 'codes-own')}
      {group(t('form.extendedCodes'), extended, 'codes-extended')}
    </Flex>
  );
}

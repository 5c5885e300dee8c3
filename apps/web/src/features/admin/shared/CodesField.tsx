import { PERMISSION_NUMBERS, type PermissionCode, type PermissionNumber } from '@afx/domain';
import { Checkbox, Table } from 'antd';
import { usePermissionName } from '../../../components/permissions';
import { useAdminTranslation } from '../useAdminTranslation';

interface CodesFieldProps {
  value?: readonly PermissionCode[];
  onChange?: (codes: PermissionCode[]) => void;
  disabled?: boolean;
  id?: string;
}

/** Codes in the order of the numbers, U before E. */
function ordered(codes: ReadonlySet<string>): PermissionCode[] {
  return PERMISSION_NUMBERS.flatMap((n) =>
    (['U', 'E'] as const).map((level) => `${level}${n}` as PermissionCode).filter((code) => codes.has(code)),
  );
}

/**
 * Permission codes as a table of the services: a U (own organisation) and an E (extended)
 * checkbox beside each service's name.
 */
export function CodesField({ value = [], onChange, disabled, id }: CodesFieldProps) {
  const { t } = useAdminTranslation();
  const nameOf = usePermissionName();
  const chosen = new Set<string>(value);
  const toggle = (code: PermissionCode, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    onChange?.(ordered(next));
  };
  const box = (n: PermissionNumber, level: 'U' | 'E') => {
    const code = `${level}${n}` as PermissionCode;
    return (
      <Checkbox
        checked={chosen.has(code)}
        disabled={disabled}
        aria-label={code}
        onChange={(event) => toggle(code, event.target.checked)}
      />
    );
  };
  return (
    <Table<{ n: PermissionNumber }>
      id={id}
      size="small"
      pagination={false}
      rowKey="n"
      dataSource={PERMISSION_NUMBERS.map((n) => ({ n }))}
      columns={[
        {
          key: 'name',
          title: t('codes.service'),
          render: (_, row) => `${nameOf(row.n) ?? row.n} (${row.n})`,
        },
        { key: 'U', title: t('codes.own'), align: 'center', width: 110, render: (_, row) => box(row.n, 'U') },
        {
          key: 'E',
          title: t('codes.extended'),
          align: 'center',
          width: 110,
          render: (_, row) => box(row.n, 'E'),
        },
      ]}
    />
  );
}

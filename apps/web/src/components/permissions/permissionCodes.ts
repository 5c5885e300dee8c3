import { PERMISSION_NUMBERS, type PermissionCode } from '@afx/domain';

/** A code's number: 'E1000' → '1000'. */
export const numberOfCode = (code: string): string => code.slice(1);

/** U codes first, then E, each by the spec's order of numbers. */
export function sortedCodes(codes: readonly string[]): string[] {
  const rank = (code: string): number => {
    const index = PERMISSION_NUMBERS.findIndex((n) => String(n) === numberOfCode(code));
    return (code.startsWith('E') ? 100 : 0) + (index < 0 ? 99 : index);
  };
  return [...codes].sort((a, b) => rank(a) - rank(b));
}

/** The codes split into the own organisation's (U) and the extended ones (E). */
export function codeGroups(codes: readonly PermissionCode[]): {
  own: PermissionCode[];
  extended: PermissionCode[];
} {
  const sorted = sortedCodes(codes) as PermissionCode[];
  return {
    own: sorted.filter((code) => code.startsWith('U')),
    extended: sorted.filter((code) => code.startsWith('E')),
  };
}

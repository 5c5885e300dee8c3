import type { MessageKey } from './messages/index.js';

/** Permission numbers (spec 1 §6, spec 3 §6). */
export const PERMISSION_NUMBERS = [
  6, 12, 13, 20, 22, 1000, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011,
] as const;
export type PermissionNumber = (typeof PERMISSION_NUMBERS)[number];

/** U{n}: acts on the user's own organisation; E{n}: extended, on all organisations. */
export type PermissionCode = `U${PermissionNumber}` | `E${PermissionNumber}`;

/** What each number grants. */
export const PERMISSION = {
  forum: 6,
  banks: 12,
  cyberPolice: 13,
  organisations: 20,
  crimeCheck: 22,
  incidents: 1000,
  mobileCheck: 1002,
  invoices: 1003,
  analytics: 1004,
  fptOutbound: 1005,
  fptInbound: 1006,
  bins: 1007,
  atms: 1008,
  crimeCheckInfo: 1009,
  /** Card-blocking information (exchange.md: the spec shows no code; 1010 is the gap). */
  cardInfo: 1010,
  acquirers: 1011,
} as const satisfies Record<string, PermissionNumber>;

/** The message naming what a number grants, e.g. 'permission_1000' (Incident database). */
export const PERMISSION_LABEL_KEYS = {
  6: 'permission_6',
  12: 'permission_12',
  13: 'permission_13',
  20: 'permission_20',
  22: 'permission_22',
  1000: 'permission_1000',
  1002: 'permission_1002',
  1003: 'permission_1003',
  1004: 'permission_1004',
  1005: 'permission_1005',
  1006: 'permission_1006',
  1007: 'permission_1007',
  1008: 'permission_1008',
  1009: 'permission_1009',
  1010: 'permission_1010',
  1011: 'permission_1011',
} as const satisfies Record<PermissionNumber, MessageKey>;

export const ALL_U_CODES: readonly PermissionCode[] = PERMISSION_NUMBERS.map((n) => `U${n}` as const);
export const ALL_E_CODES: readonly PermissionCode[] = PERMISSION_NUMBERS.map((n) => `E${n}` as const);
const ALL_CODES: ReadonlySet<string> = new Set([...ALL_U_CODES, ...ALL_E_CODES]);

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'string' && ALL_CODES.has(value);
}

/** Both codes of a number, "either code grants access". */
export function codesOf(n: PermissionNumber): [PermissionCode, PermissionCode] {
  return [`U${n}`, `E${n}`];
}

/** Realm roles (spec 1 §6); 'admin' sees every route and holds every right. */
export const ROLES = ['user', 'manager', 'api-user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABEL_KEYS = {
  user: 'role_user',
  manager: 'role_manager',
  'api-user': 'role_api_user',
  admin: 'role_admin',
} as const satisfies Record<Role, MessageKey>;

/** The part of the signed-in user that access decisions need (token claims). */
export type SessionUserLike = {
  readonly roles: readonly string[];
  readonly org_id: number;
  /** The organisation's type ('issuer', 'cyber_police', …) when known (the profile answers it). */
  readonly org_type?: string | null;
};

/** The organisation type of the cyber police: its users file Crime Check requests, banks answer them. */
export const CYBER_POLICE_ORG_TYPE = 'cyber_police';

export function isCyberPoliceUser(user: SessionUserLike): boolean {
  return user.org_type === CYBER_POLICE_ORG_TYPE;
}

export function isAdmin(user: SessionUserLike): boolean {
  return user.roles.includes('admin');
}

export function hasRole(user: SessionUserLike, role: Role): boolean {
  return isAdmin(user) || user.roles.includes(role);
}

/** Holds one of the codes (admin holds them all). */
export function hasAny(user: SessionUserLike, codes: readonly string[]): boolean {
  return isAdmin(user) || codes.some((code) => user.roles.includes(code));
}

/** Holds U{n} or E{n}. */
export function hasPermission(user: SessionUserLike, n: PermissionNumber): boolean {
  return hasAny(user, codesOf(n));
}

/** Holds E{n} (or is admin): the extended rights of spec 1 §6, spec 3 §6. */
export function hasExtended(user: SessionUserLike, n: PermissionNumber): boolean {
  return hasAny(user, [`E${n}`]);
}

export type OrgScope = { readonly kind: 'any' } | { readonly kind: 'own'; readonly orgId: number };

/** Which organisations a user may act on under a number: all (E or admin), own (U), or none (null). */
export function orgScope(user: SessionUserLike, n: PermissionNumber): OrgScope | null {
  if (hasExtended(user, n)) return { kind: 'any' };
  if (user.roles.includes(`U${n}`)) return { kind: 'own', orgId: user.org_id };
  return null;
}

export function scopeAllowsOrg(scope: OrgScope | null, orgId: number): boolean {
  if (scope === null) return false;
  return scope.kind === 'any' || scope.orgId === orgId;
}

/**
 * "U22 and E22 gate Crime Check counters; U1006 and E1006 gate FPT counters." The badge counts the
 * requests addressed to a bank: a cyber-police unit, which files them, has none.
 */
export function canSeeCrimeCheckCounter(user: SessionUserLike): boolean {
  return hasPermission(user, PERMISSION.crimeCheck) && !isCyberPoliceUser(user);
}

export function canSeeFptCounter(user: SessionUserLike): boolean {
  return hasPermission(user, PERMISSION.fptInbound);
}

/** Opening incidents from other services needs U1000 or E1000, otherwise 'Insufficient permissions!'. */
export function checkIncidentServiceAccess(user: SessionUserLike): MessageKey | null {
  return hasPermission(user, PERMISSION.incidents) ? null : 'forbidden';
}

/**
 * Opening an incident's Crime Check basis (spec 1 §6): E22 any; U22 only for incidents created by
 * the user's own organisation; neither code: 'Need rights to the Crime Check requests service'.
 */
export function checkCrimeCheckBasisAccess(
  user: SessionUserLike,
  incidentCreatorOrgId: number,
): MessageKey | null {
  const scope = orgScope(user, PERMISSION.crimeCheck);
  if (scope === null) return 'crc_rights_required';
  return scopeAllowsOrg(scope, incidentCreatorOrgId) ? null : 'crc_belongs_to_another_issuer';
}

/** "Neither U1006 nor E1006: 'Need rights to the FPT inbound alerts service'." */
export function checkFptInboundAccess(user: SessionUserLike): MessageKey | null {
  return hasPermission(user, PERMISSION.fptInbound) ? null : 'fpt_inbound_rights_required';
}

import type { ApiAnswer } from '../../api/contract';
import { http } from '../../api/http';

/** The signed-in user as `GET /api/cab/v1/user/info` answers. */
export interface UserProfile {
  /** The login. */
  name: string;
  avatar: string;
  /** The full name. */
  introduction: string;
  roles: string[];
  user_id: number;
  org_id: number;
  org_name: string;
  /** 'cyber_police' for the police units; decides the police cabinet against the bank side (routes). */
  org_type?: string | null;
  locale: string | undefined;
}

export const PROFILE_PATH = '/api/cab/v1/user/info';

/** The answer as the server's OpenAPI document declares it; parseProfile reads it defensively. */
type UserInfoAnswer = ApiAnswer<typeof PROFILE_PATH, 'get'>;

/** The spec's text for a profile without a roles list; it is not translated. */
export const ROLES_NOT_ARRAY_TEXT = 'getInfo: roles must be a non-null array!';

export class ProfileRolesError extends Error {
  override readonly name = 'ProfileRolesError';
  constructor() {
    super(ROLES_NOT_ARRAY_TEXT);
  }
}

export function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  return http.get(PROFILE_PATH, { parse: parseProfile, signal });
}

export function parseProfile(data: unknown): UserProfile {
  if (typeof data !== 'object' || data === null) {
    throw new Error('Empty profile');
  }
  // Under the answer's own field names: a field renamed on the server fails the typecheck here.
  const source = data as { [Field in keyof UserInfoAnswer]?: unknown };
  if (!Array.isArray(source.roles)) {
    throw new ProfileRolesError();
  }
  return {
    name: text(source.name),
    avatar: text(source.avatar),
    introduction: text(source.introduction),
    roles: source.roles.filter((role): role is string => typeof role === 'string'),
    user_id: Number(source.user_id) || 0,
    org_id: Number(source.org_id) || 0,
    org_name: text(source.org_name),
    org_type: typeof source.org_type === 'string' ? source.org_type : null,
    locale: typeof source.locale === 'string' ? source.locale : undefined,
  };
}

/** The name to show: the full name, or the login when there is none. */
export function displayName(profile: Pick<UserProfile, 'name' | 'introduction'>): string {
  return profile.introduction || profile.name;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

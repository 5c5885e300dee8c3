import { hasExtended, type PermissionNumber } from '@afx/domain';
import { useProfile } from '../../../app/auth/profileContext';

export interface DirectoryAccess {
  /** E{n}: acts on every organisation; U{n} only on the user's own. */
  extended: boolean;
  ownOrgId: number;
  ownOrgName: string;
}

/** What the signed-in user may do in a directory, from the domain's permission rules. */
export function useDirectoryAccess(permission: PermissionNumber): DirectoryAccess {
  const profile = useProfile();
  return {
    extended: hasExtended(profile, permission),
    ownOrgId: profile.org_id,
    ownOrgName: profile.org_name,
  };
}

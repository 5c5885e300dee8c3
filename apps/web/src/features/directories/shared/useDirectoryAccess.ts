import { hasExtended, type PermissionNumber } from '@afx/domain';
import { useProfile } from '../../../app/auth/profileContext';
import type { RemoteOption } from '../../../components/remote-select';

export interface DirectoryAccess {
  /** E{n}: acts on every organisation; U{n} only on the user's own. */
  extended: boolean;
  ownOrgId: number;
  ownOrgName: string;
  /** The own organisation as an organisation picker shows it. */
  ownOrg: RemoteOption;
}

/** A record's organisation as an organisation picker shows it. */
export function orgOptionOf(record: { org_id: number; org_name: string }): RemoteOption {
  return { value: record.org_id, label: record.org_name };
}

/** What the signed-in user may do in a directory, from the domain's permission rules. */
export function useDirectoryAccess(permission: PermissionNumber): DirectoryAccess {
  const profile = useProfile();
  return {
    extended: hasExtended(profile, permission),
    ownOrgId: profile.org_id,
    ownOrgName: profile.org_name,
    ownOrg: { value: profile.org_id, label: profile.org_name },
  };
}

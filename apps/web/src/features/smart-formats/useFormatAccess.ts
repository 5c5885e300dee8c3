import { hasAny, SMART_FORMAT_EXTENDED_CODE, type SmartFormatService } from '@afx/domain';
import { useProfile } from '../../app/auth/profileContext';
import type { RemoteOption } from '../../components/remote-select';

export interface FormatAccess {
  /** The extra permission (E1005 for fpt, E22 for crc): any issuer, export and import. */
  extended: boolean;
  ownOrgId: number;
  /** The own organisation as the issuer picker shows it. */
  ownOrg: RemoteOption;
}

/** What the signed-in user may do on a setup page (spec 3 §6). */
export function useFormatAccess(service: SmartFormatService): FormatAccess {
  const profile = useProfile();
  return {
    extended: hasAny(profile, [SMART_FORMAT_EXTENDED_CODE[service]]),
    ownOrgId: profile.org_id,
    ownOrg: { value: profile.org_id, label: profile.org_name },
  };
}

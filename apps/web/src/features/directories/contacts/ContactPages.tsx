import { ContactDirectoryPage } from './ContactDirectoryPage';

/** /di/banks: member banks (U12 / E12). */
export function BanksPage() {
  return <ContactDirectoryPage kind="banks" />;
}

/** /di/cyber: cyber police units (U13 / E13). */
export function CyberPolicePage() {
  return <ContactDirectoryPage kind="cyber" />;
}

/** /di/orgs: non-bank organisations and mobile operators (U20 / E20). */
export function OrganisationsPage() {
  return <ContactDirectoryPage kind="orgs" />;
}

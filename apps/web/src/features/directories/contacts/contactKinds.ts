import { PERMISSION, type PermissionNumber } from '@afx/domain';
import type { ContactKind } from './contactApi';

/** The columns a contact list may show. */
export type ContactColumn =
  | 'name'
  | 'type'
  | 'mfo'
  | 'edrpou'
  | 'region'
  | 'monitoring_email'
  | 'phones'
  | 'fpt_connected'
  | 'card_info_connected';

export interface ContactKindSetup {
  permission: PermissionNumber;
  columns: readonly ContactColumn[];
  /** The region a cyber police unit serves is kept here. */
  hasRegion: boolean;
  /** Member banks carry the service connection flags (the E-code sets them). */
  hasServiceFlags: boolean;
}

/** The three contact directories (spec 3 §2.1): banks U12/E12, cyber police U13/E13, organisations U20/E20. */
export const CONTACT_KINDS: Readonly<Record<ContactKind, ContactKindSetup>> = {
  banks: {
    permission: PERMISSION.banks,
    columns: ['name', 'mfo', 'edrpou', 'monitoring_email', 'phones', 'fpt_connected', 'card_info_connected'],
    hasRegion: false,
    hasServiceFlags: true,
  },
  cyber: {
    permission: PERMISSION.cyberPolice,
    columns: ['name', 'region', 'monitoring_email', 'phones'],
    hasRegion: true,
    hasServiceFlags: false,
  },
  orgs: {
    permission: PERMISSION.organisations,
    columns: ['name', 'type', 'edrpou', 'monitoring_email', 'phones'],
    hasRegion: false,
    hasServiceFlags: false,
  },
};

import { ALL_E_CODES, ALL_U_CODES } from '@afx/domain';
import type { OrgType } from '../identity/tables.js';

export type DemoOrganisation = {
  key: string;
  name: string;
  shortName: string;
  type: OrgType;
  edrpou: string;
  mfo?: string;
  monitoringEmail?: string;
  notificationEmail?: string;
  /** The domains its users' e-mails belong to (the user administration checks them). */
  emailDomains: string[];
  /** The codes its managers may grant (set by the administrator). */
  grantableCodes: readonly string[];
};

const BANK_CODES = ALL_U_CODES;
const POLICE_CODES = ['U6', 'U13', 'U22', 'U1000', 'U1010'] as const;

/** Demo organisations: invented names and codes, for the embedded demo only. */
export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    key: 'alpha',
    name: 'Bank Alpha',
    shortName: 'Alpha',
    type: 'issuer',
    edrpou: '14360570',
    mfo: '305299',
    monitoringEmail: 'monitoring@alpha.example',
    notificationEmail: 'fraud@alpha.example',
    emailDomains: ['alpha.example'],
    grantableCodes: BANK_CODES,
  },
  {
    key: 'beta',
    name: 'Bank Beta',
    shortName: 'Beta',
    type: 'issuer',
    edrpou: '21133352',
    mfo: '300335',
    monitoringEmail: 'monitoring@beta.example',
    notificationEmail: 'fraud@beta.example',
    emailDomains: ['beta.example'],
    grantableCodes: [...ALL_U_CODES, ...ALL_E_CODES],
  },
  {
    key: 'gamma',
    name: 'Gamma Acquiring',
    shortName: 'Gamma',
    type: 'acquirer',
    edrpou: '35591059',
    mfo: '380805',
    monitoringEmail: 'monitoring@gamma.example',
    notificationEmail: 'alerts@gamma.example',
    emailDomains: ['gamma.example'],
    grantableCodes: BANK_CODES,
  },
  {
    key: 'police',
    name: 'Cyber Police Department',
    shortName: 'Cyber Police',
    type: 'cyber_police',
    edrpou: '40108646',
    monitoringEmail: 'duty@cyberpolice.example',
    notificationEmail: 'requests@cyberpolice.example',
    emailDomains: ['cyberpolice.example'],
    grantableCodes: POLICE_CODES,
  },
  // Regional units of the cyber police, as staff look them up by region.
  {
    key: 'police-kyiv',
    name: 'Управління кіберполіції в м. Києві',
    shortName: 'Кіберполіція Київ',
    type: 'cyber_police',
    edrpou: '40108652',
    monitoringEmail: 'kyiv@cyberpolice.example',
    emailDomains: ['kyiv.cyberpolice.example'],
    grantableCodes: POLICE_CODES,
  },
  {
    key: 'police-lviv',
    name: 'Управління кіберполіції у Львівській області',
    shortName: 'Кіберполіція Львів',
    type: 'cyber_police',
    edrpou: '40108669',
    monitoringEmail: 'lviv@cyberpolice.example',
    emailDomains: ['lviv.cyberpolice.example'],
    grantableCodes: POLICE_CODES,
  },
  {
    key: 'pay',
    name: 'PayService LLC',
    shortName: 'PayService',
    type: 'non_bank',
    edrpou: '39867284',
    monitoringEmail: 'antifraud@payservice.example',
    notificationEmail: 'security@payservice.example',
    emailDomains: ['payservice.example', 'afx.example'],
    grantableCodes: BANK_CODES,
  },
  {
    key: 'mobile',
    name: 'Mobile Operator One',
    shortName: 'MobileOne',
    type: 'mobile_operator',
    edrpou: '14333937',
    monitoringEmail: 'fraud-desk@mobileone.example',
    notificationEmail: 'antifraud@mobileone.example',
    emailDomains: ['mobileone.example'],
    grantableCodes: ['U6', 'U1000', 'U1002'],
  },
];

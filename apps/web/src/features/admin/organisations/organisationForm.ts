import {
  BANK_ORGANISATION_TYPES,
  isPermissionCode,
  normalizeEmailDomain,
  type PermissionCode,
} from '@afx/domain';
import type { NamePath } from 'antd/es/form/interface';
import {
  type OrganisationInput,
  type OrganisationService,
  type OrganisationType,
  type OrganisationView,
  type IbanService,
} from '../api/types';

/** Only a bank has an MFO (its bank code). */
export const isBank = (type: OrganisationType | undefined): boolean =>
  type !== undefined && BANK_ORGANISATION_TYPES.includes(type);

/** The organisation form's values. */
export interface OrganisationFormValues {
  name: string;
  short_name: string;
  type: OrganisationType | undefined;
  country: string;
  edrpou: string;
  mfo: string;
  email_domains: string[];
  monitoring_email: string;
  notification_email: string;
  services: Record<OrganisationService, boolean>;
  iban_access: Record<IbanService, boolean>;
  grantable_codes: PermissionCode[];
}

export const NEW_ORGANISATION: OrganisationFormValues = {
  name: '',
  short_name: '',
  type: undefined,
  country: 'UA',
  edrpou: '',
  mfo: '',
  email_domains: [],
  monitoring_email: '',
  notification_email: '',
  services: { fpt: false, crc: false, card_info: false, mobile_check: false },
  iban_access: { fpt: false, crc: false },
  grantable_codes: [],
};

export function formValuesOf(view: OrganisationView): OrganisationFormValues {
  return {
    name: view.name,
    short_name: view.short_name,
    type: view.type,
    country: view.country,
    edrpou: view.edrpou ?? '',
    mfo: view.mfo ?? '',
    email_domains: [...view.email_domains],
    monitoring_email: view.monitoring_email ?? '',
    notification_email: view.notification_email ?? '',
    services: { ...NEW_ORGANISATION.services, ...view.services },
    iban_access: { ...NEW_ORGANISATION.iban_access, ...view.iban_access },
    grantable_codes: view.grantable_codes.filter(isPermissionCode),
  };
}

const orNull = (value: string | undefined): string | null => value?.trim() || null;

/** What /organisation/create and /update take: trimmed texts, empty ones as null, an MFO for banks only. */
export function organisationInputOf(values: OrganisationFormValues): OrganisationInput {
  return {
    name: values.name.trim(),
    short_name: values.short_name.trim(),
    type: values.type as OrganisationType,
    country: values.country.trim().toUpperCase(),
    edrpou: orNull(values.edrpou),
    mfo: isBank(values.type) ? orNull(values.mfo) : null,
    email_domains: [...new Set(values.email_domains.map(normalizeEmailDomain).filter(Boolean))],
    monitoring_email: orNull(values.monitoring_email),
    notification_email: orNull(values.notification_email),
    services: { ...values.services },
    iban_access: { ...values.iban_access },
    grantable_codes: [...values.grantable_codes],
  };
}

const FORM_FIELDS = new Set([
  'name',
  'short_name',
  'type',
  'country',
  'edrpou',
  'mfo',
  'email_domains',
  'monitoring_email',
  'notification_email',
  'grantable_codes',
]);

/** The form field a server field error belongs under ('email_domains.1' → the domains, 'services.fpt' → its switch). */
export function formFieldOf(field: string): NamePath | null {
  const [first, second] = field.split('.');
  if (!first) return null;
  if ((first === 'services' || first === 'iban_access') && second) return [first, second];
  return FORM_FIELDS.has(first) ? first : null;
}

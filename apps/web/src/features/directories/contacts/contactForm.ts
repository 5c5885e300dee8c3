import {
  checkEmail,
  checkFptPhone,
  EMAIL_MAX_LENGTH,
  MAX_PHONES_PER_INCIDENT,
  normalizePhone,
  toIssue,
} from '@afx/domain';
import type { FormRule } from 'antd';
import type { DomainText } from '../shared/useDirectoriesTranslation';
import type { ContactChange, ContactView } from './contactApi';
import type { ContactKindSetup } from './contactKinds';

/** The contact dialog's form: what an organisation keeps about itself. */
export interface ContactFormValues {
  monitoring_email: string;
  phones: string[];
  region: string;
  fpt_connected: boolean;
  card_info_connected: boolean;
}

export function contactFormValuesOf(record: ContactView): ContactFormValues {
  return {
    monitoring_email: record.monitoring_email ?? '',
    phones: record.phones,
    region: record.region ?? '',
    fpt_connected: record.fpt_connected,
    card_info_connected: record.card_info_connected,
  };
}

/**
 * The /update request: an empty e-mail clears it, phones are normalised. The service flags are shown
 * only: the administrator connects organisations to services (/admin/organisations).
 */
export function toContactChange(
  id: number,
  values: ContactFormValues,
  setup: ContactKindSetup,
): ContactChange {
  return {
    id,
    monitoring_email: values.monitoring_email.trim() || null,
    phones: values.phones.map(normalizePhone).filter((phone) => phone !== ''),
    ...(setup.hasRegion ? { region: values.region.trim() || null } : {}),
  };
}

/** The e-mail rule of the server's contact update: optional, at most 100, a valid address. */
export function emailRule(tm: DomainText): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      const outcome = text === '' ? null : checkEmail(text, EMAIL_MAX_LENGTH.notification);
      if (outcome !== null) {
        const issue = toIssue(outcome);
        throw new Error(tm(issue.key, issue.params));
      }
    },
  };
}

/** Phones in international format without plus, at most five. */
export function phonesRule(tm: DomainText): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const phones = Array.isArray(value)
        ? value.filter((item): item is string => typeof item === 'string')
        : [];
      if (phones.length > MAX_PHONES_PER_INCIDENT) {
        throw new Error(tm('too_many_phones', { count: MAX_PHONES_PER_INCIDENT }));
      }
      const wrong = phones.find((phone) => checkFptPhone(phone) !== null);
      if (wrong !== undefined) throw new Error(`${wrong}: ${tm('phone_international')}`);
    },
  };
}

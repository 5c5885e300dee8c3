import { formatPhone, INCIDENT_DETAIL_FIELDS, isPhoneType } from '@afx/domain';
import { RecordView, type RecordViewItem } from '../../../components/record';
import type { CategoryDomain, IncidentView } from '../api/incidentTypes';
import { useDomainText } from '../useDomainText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';

/** Identifiers an analyst copies into another system; the rest is read, not copied. */
const COPIED: ReadonlySet<string> = new Set([
  'inn',
  'fullname',
  'passport_id',
  'egrpou',
  'org_name',
  'erdr_number',
  'pan',
  'ip',
  'email',
  'url',
]);

/**
 * An incident this user may not change, as text: its category and the fields the category shows,
 * each with its value (phones as people read them, with their type) and a copy button for
 * identifiers. No inputs, required marks or placeholders.
 */
export function IncidentReadOnlyView({
  incident,
  domain,
}: {
  incident: IncidentView;
  domain: CategoryDomain | undefined;
}) {
  const { t } = useIncidentsTranslation();
  const { text } = useDomainText();
  const visible = new Set<string>(domain?.fields ?? []);
  const details = incident.details;
  const storedPhones = details.phones ?? [];
  const phones = storedPhones
    .map((phone) => {
      const type = isPhoneType(phone.type) ? ` (${text(`phone_type_${phone.type}`)})` : '';
      return `${formatPhone(phone.number)}${type}`;
    })
    .join('\n');
  // The numbers alone, as one pastes them elsewhere.
  const phonesCopied = storedPhones.map((phone) => formatPhone(phone.number)).join(', ');
  const items: RecordViewItem[] = [
    {
      key: 'category_domain_id',
      label: t('fields.category_domain_id'),
      value: `${incident.domain_name} — ${incident.category_name}`,
    },
    ...INCIDENT_DETAIL_FIELDS.filter((field) => field === 'event_date' || visible.has(field)).map(
      (field): RecordViewItem => {
        if (field === 'phones') {
          return { key: field, label: t('fields.phones'), value: phones, copyText: phonesCopied };
        }
        const value = details[field] ?? null;
        return { key: field, label: t(`fields.${field}`), value, copyText: COPIED.has(field) ? value : null };
      },
    ),
  ];
  return <RecordView items={items} copyLabel={(label) => t('drawer.copyField', { name: label })} />;
}

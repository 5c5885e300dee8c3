import { INCIDENT_DETAIL_FIELDS, INCIDENT_FIELD_NORMALIZERS, INCIDENT_LIMITS, keepDigits } from '@afx/domain';
import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/date-field';
import { useDomainText } from '../useDomainText';
import { useIncidentsTranslation } from '../useIncidentsTranslation';
import { detailFieldRules } from './fieldRules';
import { IdentifierInput } from './IdentifierInput';
import type { TextDetailField } from './incidentFormValues';
import { PhonesEditor } from './PhonesEditor';
import { SharedIdentifierHint } from './SharedIdentifierHint';
import type { SharedIdentifierFilter } from './sharedIdentifier';

interface IncidentFieldsProps {
  /** The fields the category shows (event_date always). */
  visible: ReadonlySet<string>;
  /** The fields the chosen required set needs. */
  required: ReadonlySet<string>;
  disabled: boolean;
  /** A new incident: show how many other members' incidents hold each identifier. */
  showShared: boolean;
}

/** Input limits: the longest valid value of each field (spec 1 §5). */
const MAX_LENGTH: Record<TextDetailField, number> = {
  event_date: 10,
  inn: 10,
  fullname: 50,
  passport_id: 9,
  egrpou: 8,
  org_name: 100,
  erdr_number: 17,
  erdr_date: 10,
  pan: 19,
  ip: 39,
  email: INCIDENT_LIMITS.emailMax,
  url: INCIDENT_LIMITS.urlMax,
  description: INCIDENT_LIMITS.descriptionMax,
};

/** Fields with a copy button; some also show their use by other members. */
const IDENTIFIERS: Partial<Record<TextDetailField, SharedIdentifierFilter | null>> = {
  inn: 'inn',
  passport_id: 'passport_id',
  pan: 'pan',
  email: 'email',
  ip: 'ip',
  egrpou: null,
  url: null,
};

/** Long texts take the drawer's whole width; the other fields sit two to a row. */
const WIDE_FIELDS: ReadonlySet<TextDetailField> = new Set(['url', 'description']);

/** Typed or picked in the calendar; never after today. */
const DATES: ReadonlySet<TextDetailField> = new Set(['event_date', 'erdr_date']);

/** Digits-only fields drop anything else as typed. */
const DIGITS_ONLY: ReadonlySet<TextDetailField> = new Set(['inn', 'egrpou', 'erdr_number']);

function asTyped(field: TextDetailField): ((value: string) => string) | undefined {
  if (DIGITS_ONLY.has(field)) return keepDigits;
  return INCIDENT_FIELD_NORMALIZERS[field];
}

/** The detail fields the chosen category shows, in the form's order, each with its domain rule. */
export function IncidentFields({ visible, required, disabled, showShared }: IncidentFieldsProps) {
  const { t } = useIncidentsTranslation();
  const { outcome } = useDomainText();

  const control = (field: TextDetailField): ReactNode => {
    const label = t(`fields.${field}`);
    if (field === 'description') {
      return <Input.TextArea rows={4} maxLength={MAX_LENGTH.description} showCount disabled={disabled} />;
    }
    if (DATES.has(field)) {
      return <DateField aria-label={label} disabled={disabled} noFuture />;
    }
    if (field in IDENTIFIERS) {
      const shared = IDENTIFIERS[field];
      return (
        <IdentifierInput
          aria-label={label}
          disabled={disabled}
          maxLength={MAX_LENGTH[field]}
          normalize={asTyped(field)}
          hint={
            showShared && shared
              ? (value) => <SharedIdentifierHint filter={shared} value={value} />
              : undefined
          }
        />
      );
    }
    return <Input maxLength={MAX_LENGTH[field]} disabled={disabled} autoComplete="off" />;
  };

  const shown = INCIDENT_DETAIL_FIELDS.filter((field) => field === 'event_date' || visible.has(field));
  return (
    <Row gutter={16}>
      {shown.map((field) => {
        if (field === 'phones') {
          return (
            <Col key={field} span={24}>
              <PhonesEditor required={required.has(field)} disabled={disabled} showShared={showShared} />
            </Col>
          );
        }
        const isRequired = field === 'event_date' || required.has(field);
        return (
          <Col key={field} xs={24} md={WIDE_FIELDS.has(field) ? 24 : 12}>
            <Form.Item
              name={field}
              label={t(`fields.${field}`)}
              required={isRequired}
              rules={detailFieldRules(field, isRequired, outcome)}
              normalize={field in IDENTIFIERS ? undefined : asTyped(field)}
            >
              {control(field)}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

import {
  INCIDENT_FIELD_NORMALIZERS,
  INCIDENT_TEXT_FIELD_RULES,
  checkIncidentDate,
  checkIncidentPhone,
  isBlank,
  rewriteDateForm,
  type RuleOutcome,
} from '@afx/domain';
import type { Rule } from 'antd/es/form';
import type { TextDetailField } from './incidentFormValues';

/** Turns a rule outcome into the form's text. */
export type OutcomeText = (outcome: Exclude<RuleOutcome, null>) => string;

function check(value: string | undefined, rule: (value: string) => RuleOutcome, text: OutcomeText) {
  if (value === undefined || isBlank(value)) return Promise.resolve();
  const outcome = rule(value.trim());
  return outcome === null ? Promise.resolve() : Promise.reject(new Error(text(outcome)));
}

/** The domain's rule of a text field, after its clean-up (passport forms, PAN separators). */
function domainRule(field: TextDetailField): (value: string) => RuleOutcome {
  // Any form the date field takes is judged as it will be saved (dd.MM.yyyy), so '2026-11-20'
  // passes while typed and '31.02.2026' is 'no such date'.
  if (field === 'event_date' || field === 'erdr_date') {
    return (value) => checkIncidentDate(rewriteDateForm(value) ?? value);
  }
  const rule = INCIDENT_TEXT_FIELD_RULES[field];
  const normalize = INCIDENT_FIELD_NORMALIZERS[field];
  return (value) => rule(normalize ? normalize(value) : value);
}

/**
 * The antd rules of a detail field: required when the chosen required set (or the form, for
 * event_date) needs it, then the domain's own rule — the same function the server runs.
 */
export function detailFieldRules(field: TextDetailField, required: boolean, text: OutcomeText): Rule[] {
  const rules: Rule[] = [
    { validator: (_rule, value: string | undefined) => check(value, domainRule(field), text) },
  ];
  if (required) rules.unshift({ required: true, whitespace: true, message: text('required_field') });
  return rules;
}

export function phoneNumberRules(required: boolean, text: OutcomeText): Rule[] {
  const rules: Rule[] = [
    { validator: (_rule, value: string | undefined) => check(value, checkIncidentPhone, text) },
  ];
  if (required) rules.unshift({ required: true, whitespace: true, message: text('required_field') });
  return rules;
}

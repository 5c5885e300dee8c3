/**
 * The Ukrainian mobile operators AFX reaches through their CAMARA APIs, and the number ranges that
 * point at each (decision 0044). A number is 380 and nine digits; its operator code is the two
 * digits after 380 with the national 0 in front ('067').
 */
export const MCS_OPERATORS = ['kyivstar', 'vodafone', 'lifecell'] as const;
export type McsOperator = (typeof MCS_OPERATORS)[number];

/** A number none of the three operators' ranges holds. */
export const ANOTHER_OPERATOR = 'other' as const;
export type McsOperatorOrOther = McsOperator | typeof ANOTHER_OPERATOR;

/** The operator codes of each operator's ranges. */
export const MCS_OPERATOR_CODES: Readonly<Record<McsOperator, readonly string[]>> = {
  kyivstar: ['067', '068', '096', '097', '098', '077'],
  vodafone: ['050', '066', '095', '099', '075'],
  lifecell: ['063', '073', '093'],
};

/** The operator's name as people know it (the same in every language). */
export const MCS_OPERATOR_NAMES: Readonly<Record<McsOperatorOrOther, string>> = {
  kyivstar: 'Kyivstar',
  vodafone: 'Vodafone',
  lifecell: 'lifecell',
  other: '—',
};

/** The one operator that offers the Call Forwarding Signal API (decision 0044). */
export const MCS_CALL_FORWARDING_OPERATORS: readonly McsOperator[] = ['kyivstar'];

/** A Ukrainian mobile number as AFX stores it: 380 and nine digits. */
export const UA_MOBILE = /^380(\d{2})\d{7}$/;

/** The operator whose range holds a normalised number, or 'other'. */
export function operatorOfPhone(phone: string): McsOperatorOrOther {
  const match = UA_MOBILE.exec(phone);
  if (!match) return ANOTHER_OPERATOR;
  const code = `0${match[1]}`;
  for (const operator of MCS_OPERATORS) {
    if (MCS_OPERATOR_CODES[operator].includes(code)) return operator;
  }
  return ANOTHER_OPERATOR;
}

export function isMcsOperator(value: unknown): value is McsOperator {
  return typeof value === 'string' && (MCS_OPERATORS as readonly string[]).includes(value);
}

export function offersCallForwarding(operator: McsOperatorOrOther): boolean {
  return operator !== ANOTHER_OPERATOR && MCS_CALL_FORWARDING_OPERATORS.includes(operator);
}

/** The number as E.164 with '+', as the CAMARA APIs take it. */
export function camaraPhoneNumber(phone: string): string {
  return `+${phone}`;
}

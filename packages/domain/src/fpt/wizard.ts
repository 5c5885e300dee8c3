import type { z } from 'zod';
import { EMAIL_MAX_LENGTH, checkEmail } from '../email.js';
import { checkIban, normalizeIban } from '../iban.js';
import { checkPan, normalizePan } from '../pan.js';
import { flag, idNumber, objectOf, oneOf, optionalText, reportOutcome, requiredText } from '../zod-rules.js';
import { makeTransactionListSchema } from './transactions.js';

export const NUMBER_TYPES = ['card', 'account'] as const;

/** Spec 2 §5.1 limits of the create-alert wizard. */
export const FPT_WIZARD_LIMITS = {
  emailMax: EMAIL_MAX_LENGTH.fpt,
  parentIdMax: 36,
  descriptionMin: 70,
  descriptionMax: 1000,
} as const;

/** The wizard's steps (spec 2 §4.1): 0 receiver, 1 details, 2 waiting, then the result. */
export type FptWizardStep = 0 | 1 | 2 | 'result';

/** "Prev works only at step 1 (goes to 0)"; from the result it starts a new alert. */
export function fptWizardPrev(step: FptWizardStep): {
  readonly enabled: boolean;
  readonly target: FptWizardStep;
} {
  if (step === 1) return { enabled: true, target: 0 };
  if (step === 'result') return { enabled: true, target: 0 };
  return { enabled: false, target: step };
}

const pan = () => optionalText((value) => checkPan(value), { normalize: normalizePan });
const iban = () => optionalText(checkIban, { normalize: normalizeIban });

/**
 * The block request the wizard sends to /alert/create (spec 2 §3.3, §5.1). The number matching
 * each side's type is required; `now` decides what "in the future" means for transactions.
 */
export function makeBlockRequestSchema(now: () => Date = () => new Date()) {
  return objectOf({
    fraud_type_id: idNumber(),
    prevented_fraud: flag()
      .nullish()
      .transform((value) => value ?? false),
    recipient_type: oneOf(NUMBER_TYPES),
    recipient_pan: pan(),
    recipient_iban: iban(),
    sender_type: oneOf(NUMBER_TYPES),
    sender_pan: pan(),
    sender_iban: iban(),
    reply_email: requiredText((value) => checkEmail(value, FPT_WIZARD_LIMITS.emailMax)),
    parent_id: optionalText(undefined, { max: FPT_WIZARD_LIMITS.parentIdMax }),
    description: requiredText(undefined, {
      min: FPT_WIZARD_LIMITS.descriptionMin,
      max: FPT_WIZARD_LIMITS.descriptionMax,
    }),
    transactions: makeTransactionListSchema('auto', { minimumTotal: true, now }),
  }).superRefine((request, ctx) => {
    const side = (prefix: 'recipient' | 'sender', type: 'card' | 'account') => {
      const field = type === 'card' ? `${prefix}_pan` : `${prefix}_iban`;
      if (request[field as keyof typeof request] === undefined) reportOutcome(ctx, 'required_field', [field]);
    };
    side('recipient', request.recipient_type);
    side('sender', request.sender_type);
  });
}

export const blockRequestSchema = makeBlockRequestSchema();
export type BlockRequest = z.output<typeof blockRequestSchema>;

import type { z } from 'zod';
import { checkTwoDecimalAmount, padAmountDecimals } from '../amount.js';
import { checkPastDate, rewriteDateForm } from '../dates.js';
import type { MessageKey } from '../messages/index.js';
import { checkPan } from '../pan.js';
import { objectOf, requiredText } from '../zod-rules.js';

export const CARD_BLOCKING_LIMITS = { cardInputMax: 19, applicantNameMax: 255, notesMax: 5000 } as const;

/** "input keeps only digits and asterisks, max length 19". */
export function normalizeCardNumberInput(raw: string): string {
  return raw.replace(/[^\d*]/g, '').slice(0, CARD_BLOCKING_LIMITS.cardInputMax);
}

/** "Card number required, 16 to 19 digits", with the shared PAN rule (spec 3 §5 "Shared"). */
export function checkCardNumber(value: string): MessageKey | null {
  return checkPan(value);
}

/** The card-blocking wizard's steps (spec 3 §4): 0 lookup, 1 details, 2 waiting, 3 answer. */
export type CardBlockingStep = 0 | 1 | 2 | 3;

/** Back is disabled on steps 0 and 2; from the answer it resets to step 0 ('new request'). */
export function cardBlockingBack(step: CardBlockingStep): {
  readonly enabled: boolean;
  readonly target: CardBlockingStep;
} {
  if (step === 1 || step === 3) return { enabled: true, target: 0 };
  return { enabled: false, target: step };
}

/** "On step 1 Next is disabled if the issuer lacks info_support." */
export function cardBlockingNextEnabled(
  step: CardBlockingStep,
  issuer: { readonly info_support: boolean } | null,
): boolean {
  if (step === 0) return true;
  if (step === 1) return issuer?.info_support === true;
  return false;
}

export const cardIssuerFindSchema = objectOf({ pan: requiredText(checkCardNumber) });

/**
 * POST {cci}/info (spec 3 §5 "Card blocking"). The date is normalised from several forms, the
 * amount gets a dot and two decimals, before the checks.
 */
export function makeCardInfoRequestSchema(now: () => Date = () => new Date()) {
  return objectOf({
    pan: requiredText(checkCardNumber),
    tran_date: requiredText((value) => checkPastDate(value, now()), {
      normalize: (value) => rewriteDateForm(value) ?? value,
    }),
    amount: requiredText(checkTwoDecimalAmount, { normalize: padAmountDecimals }),
    applicant_name: requiredText(undefined, { max: CARD_BLOCKING_LIMITS.applicantNameMax }),
    notes: requiredText(undefined, { max: CARD_BLOCKING_LIMITS.notesMax }),
  });
}

export const cardInfoRequestSchema = makeCardInfoRequestSchema();
export type CardInfoRequest = z.output<typeof cardInfoRequestSchema>;

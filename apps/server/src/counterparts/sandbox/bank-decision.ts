import { FPT_STATUS_CODES } from '@afx/domain';
import { z } from 'zod';

/** One status change the sandbox bank makes through the AFX API (/alert/set_status). */
export type SandboxStep = { status: string; notes: string };

/**
 * What the sandbox bank reads of an 'fpt.alert.created' packet: the alert's id and the recipient's
 * number (the list's `recipient_number`, or the create request's `recipient_pan`/`recipient_iban`).
 */
const createdAlert = z
  .object({
    id: z.string().min(1),
    recipient_number: z.string().optional(),
    recipient_pan: z.string().optional(),
    recipient_iban: z.string().optional(),
  })
  .refine((a) => (a.recipient_number ?? a.recipient_pan ?? a.recipient_iban) !== undefined, {
    message: 'the alert names no recipient',
  });

export type SandboxDecision = {
  alertId: string;
  lastDigit: number | null;
  steps: SandboxStep[];
  /** Answered inside the webhook, before it is acknowledged: a system that answers at once. */
  atOnce: boolean;
};

const TAKE: SandboxStep = {
  status: FPT_STATUS_CODES.bankInProcess,
  notes: 'Sandbox bank: taken into processing',
};
const BLOCK: SandboxStep = {
  status: FPT_STATUS_CODES.recipientBlocked,
  notes: 'Sandbox bank: the recipient card is blocked, the funds are held',
};

/**
 * The sandbox bank's answer to a new alert, chosen by the last digit of the recipient's card or
 * account so that tests and demos pick the outcome (exchange.md "Sandbox peers"): 0–3 nothing (the
 * alert waits for a person), 4–6 taken into processing, 7–9 taken and the recipient blocked (status 4
 * follows only 3, so both); 9 at once, inside the webhook (so the sender's /alert/create answers the
 * bank's status), the others after a delay. No digit at all: nothing. Undefined when the data is not
 * an alert.
 */
export function sandboxBankDecision(data: unknown): SandboxDecision | undefined {
  const parsed = createdAlert.safeParse(data);
  if (!parsed.success) return undefined;
  const alert = parsed.data;
  const number = alert.recipient_number ?? alert.recipient_pan ?? alert.recipient_iban ?? '';
  const digit = /(\d)\D*$/.exec(number)?.[1];
  const lastDigit = digit === undefined ? null : Number(digit);
  const steps = lastDigit === null || lastDigit <= 3 ? [] : lastDigit <= 6 ? [TAKE] : [TAKE, BLOCK];
  return { alertId: alert.id, lastDigit, steps, atOnce: lastDigit === 9 };
}

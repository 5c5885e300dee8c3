import { z } from 'zod';

/**
 * The request and answer shapes of the CAMARA APIs AFX calls, written from their OpenAPI
 * definitions (camaraproject/SimSwap `sim-swap.yaml` v2, camaraproject/CallForwardingSignal
 * `call-forwarding-signal.yaml`). Requests are checked before they leave, answers before use: a
 * malformed answer is the call's failure, never a guess.
 */

/** PhoneNumber: E.164 with '+'. */
export const camaraPhoneNumber = z.string().regex(/^\+[1-9][0-9]{4,14}$/);

/** CreateCheckSimSwap: maxAge in hours, 1 to 2400. */
export const createCheckSimSwap = z.object({
  phoneNumber: camaraPhoneNumber,
  maxAge: z.int().min(1).max(2400),
});

/** CreateSimSwapDate. */
export const createSimSwapDate = z.object({ phoneNumber: camaraPhoneNumber });

/** CheckSimSwapInfo: `swapped` is required. */
export const checkSimSwapInfo = z.object({ swapped: z.boolean() });

/** SimSwapInfo: `latestSimChange` (RFC 3339 with a zone) is required and may be null; monitoredPeriod optional. */
export const simSwapInfo = z.object({
  latestSimChange: z.iso.datetime({ offset: true }).nullable(),
  monitoredPeriod: z.int().optional(),
});

/** CreateCallForwardingSignal. */
export const createCallForwardingSignal = z.object({ phoneNumber: camaraPhoneNumber });

/** UnconditionalCallForwardingSignal: `active`. */
export const unconditionalCallForwardingSignal = z.object({ active: z.boolean() });

/** ErrorInfo: status, code and message are required. */
export const camaraErrorInfo = z.object({ status: z.int(), code: z.string(), message: z.string() });

/** The OAuth2 token answer of a client-credentials grant (RFC 6749 §5.1). */
export const oauthTokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive().optional(),
});

/** The API paths under an operator's root. */
export const CAMARA_PATHS = {
  simSwapCheck: '/sim-swap/v2/check',
  simSwapDate: '/sim-swap/v2/retrieve-date',
  unconditionalCallForwarding: '/call-forwarding-signal/v0.3/unconditional-call-forwardings',
} as const;

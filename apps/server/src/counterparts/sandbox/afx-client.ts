import { z } from 'zod';
import type { SandboxStep } from './bank-decision.js';

export type ClientCredentials = { clientId: string; clientSecret: string };

/** A call to the AFX API that did not answer 2xx: its status and the error body's message. */
export class AfxApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number().optional() });

/** The sandbox bank gives up on an AFX call after this, as a real system would. */
const CALL_DEADLINE_MS = 10_000;

/**
 * The sandbox bank's client of the AFX API, as a member bank's system is one: a client-credentials
 * token from the token endpoint (kept until shortly before it expires), then the API with it.
 */
export function afxApiClient(
  baseUrl: string,
  credentials: ClientCredentials,
  fetchImpl: typeof fetch = fetch,
) {
  let token: { value: string; until: number } | undefined;
  // Answers made at the same moment share one token request.
  let asking: Promise<string> | undefined;

  function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return Promise.resolve(token.value);
    asking ??= newToken().finally(() => {
      asking = undefined;
    });
    return asking;
  }

  async function newToken(): Promise<string> {
    const res = await fetchImpl(`${baseUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      }),
      signal: AbortSignal.timeout(CALL_DEADLINE_MS),
    });
    if (!res.ok) throw new AfxApiError(res.status, `the token endpoint answered HTTP ${res.status}`);
    const answer = tokenAnswer.parse(await res.json());
    token = { value: answer.access_token, until: Date.now() + ((answer.expires_in ?? 60) - 30) * 1000 };
    return token.value;
  }

  async function post(path: string, body: unknown): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const res = await fetchImpl(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_DEADLINE_MS),
      });
      // A token revoked or expired early: one more try with a new one.
      if (res.status === 401 && attempt === 1) {
        token = undefined;
        continue;
      }
      const answer: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const message = (answer as { message?: unknown } | null)?.message;
        throw new AfxApiError(res.status, `${path} answered HTTP ${res.status}: ${String(message ?? '')}`);
      }
      return answer;
    }
  }

  return {
    /** POST /api/fpt/v2/alert/set_status {id, status, notes, transactions} (spec 2 §7.1). */
    setStatus: (alertId: string, step: SandboxStep) =>
      post('/api/fpt/v2/alert/set_status', {
        id: alertId,
        status: step.status,
        notes: step.notes,
        transactions: [],
      }),
  };
}

export type AfxApiClient = ReturnType<typeof afxApiClient>;

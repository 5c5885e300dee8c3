import type { CamaraOutcome, McsOperator } from '@afx/domain';
import type { z } from 'zod';
import type { GatewayCall } from '../call-log.js';
import type { CamaraOperatorConfig } from './config.js';
import { TokenBucket } from './rate-limit.js';
import {
  CAMARA_PATHS,
  camaraErrorInfo,
  checkSimSwapInfo,
  createCallForwardingSignal,
  createCheckSimSwap,
  createSimSwapDate,
  oauthTokenAnswer,
  simSwapInfo,
  unconditionalCallForwardingSignal,
} from './schemas.js';

/** A call that did not get an answer about the number: the operator is down, late, refused us, or answered nonsense. */
export class CamaraCallFailed extends Error {
  constructor(
    readonly operator: McsOperator,
    readonly reason: string,
  ) {
    super(`${operator}: ${reason}`);
  }
}

export type CamaraClientOptions = {
  deadlineMs: number;
  ratePerSecond: number;
  /** Writes one row of the gateway's call log per call. */
  logCall: (call: GatewayCall) => Promise<void>;
  fetch?: typeof fetch;
};

/** Answers about the number the client hands back: a 200's value, or an ErrorInfo 404/422. */
const NUMBER_ERRORS = new Set([404, 422]);
/** Tries of one call refused with 429 before it fails (each waits for the bucket and Retry-After). */
const RATE_LIMIT_TRIES = 3;
/** A token is renewed this long before it expires, so none expires in flight. */
const TOKEN_MARGIN_MS = 10_000;

/**
 * The client of one operator's CAMARA APIs (SIM Swap v2, Call Forwarding Signal): OAuth2 client
 * credentials with the access token cached until it expires, a deadline per call, the operator's
 * rate kept by a token bucket, each call logged in `gateway_calls` (service 'mcs'), and requests and
 * answers checked against the definitions' shapes.
 */
export class CamaraClient {
  private token: { value: string; expiresAt: number } | undefined;
  private tokenPending: Promise<string> | undefined;
  private readonly bucket: TokenBucket;
  private readonly fetch: typeof fetch;

  constructor(
    readonly config: CamaraOperatorConfig,
    private readonly options: CamaraClientOptions,
  ) {
    this.bucket = new TokenBucket(options.ratePerSecond);
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  get operator(): McsOperator {
    return this.config.operator;
  }

  /** POST /sim-swap/v2/check: whether the SIM changed within maxAge hours. */
  async checkSimSwap(orgId: number, phoneNumber: string, maxAge: number): Promise<CamaraOutcome> {
    const answer = await this.call(
      orgId,
      `camara.${this.operator}.sim-swap.check`,
      CAMARA_PATHS.simSwapCheck,
      createCheckSimSwap,
      {
        phoneNumber,
        maxAge,
      },
    );
    if (answer.kind === 'error') return answer;
    return { kind: 'ok', value: this.parse(checkSimSwapInfo, answer.body).swapped };
  }

  /** POST /sim-swap/v2/retrieve-date: the latest SIM change, null when the operator does not say. */
  async retrieveSimSwapDate(
    orgId: number,
    phoneNumber: string,
  ): Promise<{ kind: 'ok'; latestSimChange: string | null } | Extract<CamaraOutcome, { kind: 'error' }>> {
    const answer = await this.call(
      orgId,
      `camara.${this.operator}.sim-swap.retrieve-date`,
      CAMARA_PATHS.simSwapDate,
      createSimSwapDate,
      { phoneNumber },
    );
    if (answer.kind === 'error') return answer;
    return { kind: 'ok', latestSimChange: this.parse(simSwapInfo, answer.body).latestSimChange };
  }

  /** POST …/unconditional-call-forwardings: whether unconditional call forwarding is active. */
  async unconditionalCallForwarding(orgId: number, phoneNumber: string): Promise<CamaraOutcome> {
    const answer = await this.call(
      orgId,
      `camara.${this.operator}.call-forwarding.unconditional`,
      CAMARA_PATHS.unconditionalCallForwarding,
      createCallForwardingSignal,
      { phoneNumber },
    );
    if (answer.kind === 'error') return answer;
    return { kind: 'ok', value: this.parse(unconditionalCallForwardingSignal, answer.body).active };
  }

  private parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new CamaraCallFailed(this.operator, 'malformed answer');
    return parsed.data;
  }

  private async call<T>(
    orgId: number,
    kind: string,
    path: string,
    requestSchema: z.ZodType<T>,
    request: T,
  ): Promise<{ kind: 'ok'; body: unknown } | Extract<CamaraOutcome, { kind: 'error' }>> {
    const body = JSON.stringify(requestSchema.parse(request));
    let renewed = false;
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.accessToken(orgId);
      await this.bucket.take();
      const started = performance.now();
      let res: Response;
      try {
        res = await this.fetch(`${this.config.baseUrl}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'x-correlator': crypto.randomUUID(),
          },
          body,
          signal: AbortSignal.timeout(this.options.deadlineMs),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        await this.log(orgId, kind, timedOut ? 'timeout' : 'unreachable', null, started);
        throw new CamaraCallFailed(this.operator, timedOut ? 'timeout' : 'unreachable');
      }
      const json: unknown = await res.json().catch(() => null);
      if (res.ok) {
        await this.log(orgId, kind, 'answered', res.status, started);
        return { kind: 'ok', body: json };
      }
      if (res.status === 401 && !renewed) {
        // The operator no longer takes the cached token: one fresh token, one more try.
        await this.log(orgId, kind, 'unauthenticated', res.status, started);
        this.token = undefined;
        renewed = true;
        continue;
      }
      if (res.status === 429 && attempt < RATE_LIMIT_TRIES) {
        await this.log(orgId, kind, 'rate_limited', res.status, started);
        const after = Number(res.headers.get('retry-after'));
        await new Promise((resolve) =>
          setTimeout(resolve, Number.isFinite(after) && after > 0 ? after * 1000 : 200),
        );
        continue;
      }
      const error = camaraErrorInfo.safeParse(json);
      if (NUMBER_ERRORS.has(res.status) && error.success) {
        await this.log(orgId, kind, 'answered', res.status, started);
        return { kind: 'error', status: res.status, code: error.data.code };
      }
      await this.log(orgId, kind, res.status >= 500 ? 'failed' : 'refused', res.status, started);
      throw new CamaraCallFailed(
        this.operator,
        `HTTP ${res.status}${error.success ? ` ${error.data.code}` : ''}`,
      );
    }
  }

  private async log(orgId: number, kind: string, result: string, httpStatus: number | null, started: number) {
    await this.options.logCall({
      direction: 'out',
      orgId,
      service: 'mcs',
      kind,
      webhookId: null,
      result,
      httpStatus,
      durationMs: performance.now() - started,
    });
  }

  /** The cached access token, or a new one (one request at a time asks for it). */
  private async accessToken(orgId: number): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return this.token.value;
    this.tokenPending ??= this.requestToken(orgId).finally(() => {
      this.tokenPending = undefined;
    });
    return this.tokenPending;
  }

  private async requestToken(orgId: number): Promise<string> {
    const started = performance.now();
    let res: Response;
    try {
      res = await this.fetch(this.config.tokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
        signal: AbortSignal.timeout(this.options.deadlineMs),
      });
    } catch {
      await this.log(orgId, `camara.${this.operator}.oauth.token`, 'unreachable', null, started);
      throw new CamaraCallFailed(this.operator, 'unreachable');
    }
    const answer = oauthTokenAnswer.safeParse(await res.json().catch(() => null));
    if (!res.ok || !answer.success) {
      await this.log(orgId, `camara.${this.operator}.oauth.token`, 'refused', res.status, started);
      throw new CamaraCallFailed(this.operator, `token refused (HTTP ${res.status})`);
    }
    await this.log(orgId, `camara.${this.operator}.oauth.token`, 'answered', res.status, started);
    const expiresIn = answer.data.expires_in ?? 300;
    this.token = { value: answer.data.access_token, expiresAt: Date.now() + expiresIn * 1000 };
    return this.token.value;
  }
}

import {
  MCS_CONSENT_REQUIRED_DEFAULT,
  MCS_OPERATORS,
  type McsOperator,
  type McsOperatorOrOther,
} from '@afx/domain';

/** One operator's CAMARA endpoint and the OAuth2 client AFX authenticates with (decision 0044). */
export type CamaraOperatorConfig = {
  operator: McsOperator;
  /** The API root: SIM Swap at `${baseUrl}/sim-swap/v2`, Call Forwarding Signal at `${baseUrl}/call-forwarding-signal/v0.3`. */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
};

export type McsConfig = {
  /** The connected operators; one missing is 'not connected' (its checks fail with that message). */
  operators: Partial<Record<McsOperator, CamaraOperatorConfig>>;
  /** How long one call to an operator may take. */
  deadlineMs: number;
  /** Calls per second to one operator (a token bucket each). */
  ratePerSecond: number;
  /** The operators that require the subscriber's consent. */
  consentRequired: readonly McsOperatorOrOther[];
};

/** The sandbox operator's client credentials (demo data and tests only). */
export const sandboxCamaraClient = (operator: McsOperator) => ({
  clientId: 'afx-portal',
  clientSecret: `sandbox-${operator}-secret`,
});

const number = (value: string | undefined, fallback: number, min: number, max: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) throw new Error(`must be ${min} to ${max}`);
  return parsed;
};

/**
 * The mobile-check settings from the environment: MCS_<OPERATOR>_URL, _TOKEN_URL, _CLIENT_ID,
 * _CLIENT_SECRET per operator (KYIVSTAR, VODAFONE, LIFECELL), MCS_DEADLINE_MS (5000),
 * MCS_RATE_PER_SECOND (10), MCS_CONSENT_REQUIRED (operators, comma-separated; 'none'). With the
 * sandbox on, an operator without a URL points at the sandbox operator on this portal.
 */
export function mcsConfigFromEnv(
  env: Record<string, string | undefined>,
  portal: { publicUrl: string; sandbox: boolean },
): McsConfig {
  const operators: McsConfig['operators'] = {};
  for (const operator of MCS_OPERATORS) {
    const prefix = `MCS_${operator.toUpperCase()}_`;
    const baseUrl = env[`${prefix}URL`]?.replace(/\/+$/, '');
    if (baseUrl) {
      operators[operator] = {
        operator,
        baseUrl,
        tokenUrl: env[`${prefix}TOKEN_URL`] ?? `${baseUrl}/oauth/token`,
        clientId: env[`${prefix}CLIENT_ID`] ?? '',
        clientSecret: env[`${prefix}CLIENT_SECRET`] ?? '',
      };
    } else if (portal.sandbox) {
      const sandboxUrl = `${portal.publicUrl}/sandbox/camara/${operator}`;
      operators[operator] = {
        operator,
        baseUrl: sandboxUrl,
        tokenUrl: `${sandboxUrl}/oauth/token`,
        ...sandboxCamaraClient(operator),
      };
    }
  }
  const consentText = env.MCS_CONSENT_REQUIRED?.trim();
  const consentRequired =
    consentText === undefined || consentText === ''
      ? MCS_CONSENT_REQUIRED_DEFAULT
      : consentText === 'none'
        ? []
        : consentText.split(',').map((name) => name.trim().toLowerCase() as McsOperatorOrOther);
  return {
    operators,
    deadlineMs: number(env.MCS_DEADLINE_MS, 5_000, 100, 60_000),
    ratePerSecond: number(env.MCS_RATE_PER_SECOND, 10, 0.1, 10_000),
    consentRequired,
  };
}

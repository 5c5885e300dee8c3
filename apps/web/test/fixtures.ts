import { User } from 'oidc-client-ts';
import { AuthSession } from '../src/app/auth/authSession';
import { parseClientConfig, type ClientConfig } from '../src/app/auth/clientConfig';
import { createUserManager } from '../src/app/auth/userManager';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(): ClientConfig {
  return parseClientConfig({
    authority: `${TEST_ORIGIN}/auth`,
    clientId: 'afx-web',
    scopes: 'openid profile email offline_access',
    externalIdentity: false,
    accountLinks: {
      profile: '/auth/account/profile',
      password: '/auth/account/password',
      totp: '/auth/account/totp',
      sessions: '/auth/account/sessions',
      log: '/auth/account/log',
    },
    forum: { news: null, conf: null },
    support: { email: 'support@afx.example', phone: '+380 44 000 00 00' },
    version: '0.1.0',
  });
}

/** A session over a real UserManager; tests spy on the manager's methods they need. */
export function testSession(config: ClientConfig = testConfig()): {
  session: AuthSession;
  manager: ReturnType<typeof createUserManager>;
} {
  const manager = createUserManager(config, TEST_ORIGIN);
  return { session: new AuthSession(config, manager), manager };
}

export function testUser(
  overrides: { expiresInSeconds?: number; state?: unknown; locale?: string } = {},
): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: 'access-token',
    refresh_token: 'refresh-token',
    id_token: 'id-token',
    token_type: 'Bearer',
    profile: {
      iss: `${TEST_ORIGIN}/auth`,
      sub: '1',
      aud: 'afx-web',
      exp: now + 300,
      iat: now,
      locale: overrides.locale,
    },
    expires_at: now + (overrides.expiresInSeconds ?? 300),
    userState: overrides.state,
  });
}

/** What `GET /api/cab/v1/user/info` answers for the demo analyst of Bank Alpha. */
export function analystProfileBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'alpha.analyst',
    avatar: '',
    introduction: 'Olena Koval',
    roles: ['user', 'U1000', 'E6'],
    user_id: 11,
    org_id: 2,
    org_name: 'Bank Alpha',
    locale: 'en',
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

import { configureHttp } from '../../api/http';
import { AuthSession } from './authSession';
import { loadClientConfig } from './clientConfig';

/** Loads /config, sets up the OIDC client and lets the HTTP client attach its token. */
export async function startSession(): Promise<AuthSession> {
  const session = AuthSession.create(await loadClientConfig());
  configureHttp({ getAccessToken: () => session.accessToken() });
  return session;
}

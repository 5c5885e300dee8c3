import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { ClientConfig } from './clientConfig';

export const CALLBACK_PATH = '/callback';

/** Authorization code with PKCE for a public client; tokens are kept for this tab only. */
export function createUserManager(
  config: ClientConfig,
  origin: string = window.location.origin,
): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scopes,
    response_type: 'code',
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    // The token watcher refreshes with the refresh token on the spec's schedule.
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}

import type { Locale } from '@afx/domain';

/** Who is calling: built from the access token's claims only (the same claims Keycloak can map). */
export type SessionUser = {
  sub: string;
  login: string;
  name: string;
  /** Realm roles: the role names (user, manager, api-user, admin) and the permission codes (U1000, E1007…). */
  roles: string[];
  user_id: number;
  org_id: number;
  org_name: string;
  locale: Locale | undefined;
  /** The OAuth client that obtained the token. */
  client_id: string | undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /**
     * Asks again whether the request's token still stands (not expired, its sign-in, user and client
     * still live): a long-lived answer such as the event stream ends when it no longer does.
     */
    stillAuthenticated: (() => Promise<boolean>) | null;
  }
}

import type { User, UserManager } from 'oidc-client-ts';
import type { ClientConfig } from './clientConfig';
import { currentReturnPath, safeReturnPath } from './returnPath';
import { createUserManager } from './userManager';

/** What the sign-in request carries through the identity and back to /callback. */
interface SignInState {
  returnTo: string;
}

export interface SignInOptions {
  returnTo?: string;
  /** Ask the identity for the login form even when its own session is still open. */
  forceLogin?: boolean;
}

/** The browser's sign-in session: one place that talks to the OIDC client. */
export class AuthSession {
  private callbackResult: Promise<string> | undefined;

  constructor(
    readonly config: ClientConfig,
    private readonly manager: UserManager,
  ) {}

  static create(config: ClientConfig): AuthSession {
    return new AuthSession(config, createUserManager(config));
  }

  getUser(): Promise<User | null> {
    return this.manager.getUser();
  }

  async accessToken(): Promise<string | undefined> {
    return (await this.getUser())?.access_token;
  }

  /** Seconds the access token has left; 0 without a user, so a check treats it as due. */
  async secondsLeft(): Promise<number | undefined> {
    const user = await this.getUser();
    return user ? user.expires_in : 0;
  }

  /** The stored user, refreshed if its access token has expired; null when the user must sign in. */
  async restoreUser(): Promise<User | null> {
    const user = await this.getUser();
    if (!user || !user.expired) {
      return user;
    }
    return this.refresh().catch(() => null);
  }

  /** Leaves for the identity's sign-in page. */
  signIn(options: SignInOptions = {}): Promise<void> {
    const state: SignInState = { returnTo: options.returnTo ?? currentReturnPath() };
    return this.manager.signinRedirect({ state, prompt: options.forceLogin ? 'login' : undefined });
  }

  /**
   * Finishes sign-in on /callback and answers the path to go back to. The result is kept, because
   * the response can be redeemed only once and React may run the calling effect twice.
   */
  completeSignIn(url: string = window.location.href): Promise<string> {
    this.callbackResult ??= this.manager
      .signinRedirectCallback(url)
      .then((user) => safeReturnPath(returnToOf(user.state)));
    return this.callbackResult;
  }

  /** Gets fresh tokens; with a refresh token this is the refresh_token grant. */
  async refresh(): Promise<User> {
    const user = await this.manager.signinSilent();
    if (!user) {
      throw new Error('Token refresh returned no user');
    }
    return user;
  }

  /** Drops the tokens and starts a new sign-in. */
  async restartSignIn(options: SignInOptions = {}): Promise<void> {
    await this.manager.removeUser();
    await this.signIn(options);
  }

  /** RP-initiated logout: the OIDC client sends the id token as id_token_hint. */
  async signOut(): Promise<void> {
    try {
      await this.manager.signoutRedirect();
    } catch (error) {
      // An identity without an end-session endpoint still gets the user to a fresh login form.
      console.warn('RP-initiated logout failed', error);
      await this.restartSignIn({ returnTo: '/', forceLogin: true });
    }
  }
}

function returnToOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as Partial<SignInState>).returnTo : undefined;
}

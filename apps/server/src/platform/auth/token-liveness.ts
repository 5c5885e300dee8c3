import type { Bus } from '../events/types.js';

/** What an access token stands on besides its signature: its user, its grant, its API client. */
export type TokenSubject = {
  userId: number;
  /** The grant (sign-in) the token was issued under; absent for API clients and outside issuers. */
  grantId: string | undefined;
  /** The OAuth client that obtained the token. */
  clientId: string | undefined;
};

/** Grants that just ended: a logout, a session ended in the account pages, a refresh token revoked. */
export type Revocation = { grantIds: string[] };

/** Asks the database whether the subject may still use the API (user active, grant live, client active). */
export type LivenessCheck = (subject: TokenSubject) => Promise<boolean>;

type Answer = { live: boolean; at: number; grantId: string | undefined };

/**
 * How long the database's answer stands: the most a change no code announces (a user blocked in the
 * table) takes to end a token, and one query per active subject and process in that time.
 */
export const LIVENESS_TTL_MS = 5_000;
/** Answers kept: far more than the subjects active at once, under a MB. */
const MAX_ANSWERS = 10_000;

const keyOf = (s: TokenSubject): string => `${s.userId}|${s.grantId ?? ''}|${s.clientId ?? ''}`;

/**
 * Whether a verified token's subject is still live, answered from memory for `ttlMs` after the
 * database last said so: one query per subject and process every few seconds, never one per request.
 * A revocation announced on the bus (by whichever process ended the grant) forgets that grant's
 * answers at once in every process; a change no code announces (a user blocked in the table, an API
 * client deactivated) is seen when the answer runs out.
 */
export class TokenLiveness {
  private readonly answers = new Map<string, Answer>();
  private readonly pending = new Map<string, Promise<boolean>>();
  /** Bumped by every revocation: a check begun before it may have read the grant still there. */
  private generation = 0;
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly max: number;

  constructor(
    private readonly check: LivenessCheck,
    private readonly bus: Bus<Revocation>,
    private readonly opts: {
      onPublishError: (err: unknown) => void;
      ttlMs?: number;
      /** Answers kept at most; the oldest go first. */
      max?: number;
      /** The clock, for tests. */
      now?: () => number;
    },
  ) {
    this.now = opts.now ?? (() => Date.now());
    this.ttlMs = opts.ttlMs ?? LIVENESS_TTL_MS;
    this.max = opts.max ?? MAX_ANSWERS;
    bus.subscribe((revocation) => {
      if (Array.isArray(revocation?.grantIds)) this.forget(revocation);
    });
  }

  async isLive(subject: TokenSubject): Promise<boolean> {
    const key = keyOf(subject);
    const known = this.answers.get(key);
    if (known && this.now() - known.at < this.ttlMs) return known.live;
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const at = this.now();
    const asking = this.check(subject)
      .then((live) => {
        if (generation === this.generation) this.remember(key, { live, at, grantId: subject.grantId });
        return live;
      })
      .finally(() => {
        if (this.pending.get(key) === asking) this.pending.delete(key);
      });
    this.pending.set(key, asking);
    return asking;
  }

  /**
   * Grants have ended: forgotten here at once (the next request of the caller who ended them must
   * fail, before the bus comes back), then announced to every process. The grants are already gone
   * from the database, so a failed announcement only delays the others until their answers run out.
   */
  async revoked(revocation: Revocation): Promise<void> {
    if (!revocation.grantIds.length) return;
    this.forget(revocation);
    await this.bus.publish(revocation).catch(this.opts.onPublishError);
  }

  private forget({ grantIds }: Revocation): void {
    this.generation++;
    this.pending.clear();
    const ended = new Set(grantIds);
    for (const [key, answer] of this.answers) {
      if (answer.grantId !== undefined && ended.has(answer.grantId)) this.answers.delete(key);
    }
  }

  private remember(key: string, answer: Answer): void {
    // Map keeps insertion order: re-inserting makes the first entry the oldest answer.
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > this.max) this.answers.delete(this.answers.keys().next().value!);
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { groupWriter } from '../db/group-writes.js';
import type { Db, Executor } from '../db/pool.js';
import { withoutAddresses } from '../logging.js';
import type { OutboxEntry, OutboxKind } from './outbox.js';
import { DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from './retry.js';
import { outbox } from './tables.js';
import { outboxRowAttempted } from './attempts.js';
import { onOutboxWake } from './wake.js';

/** A claimed row: `attempts` counts this one. */
export type ClaimedRow = { id: number; kind: string; payload: Record<string, unknown>; attempts: number };

/** Delivers one row of a kind; a rejection is a failed attempt. */
export type DelivererOf<K extends OutboxKind> = (
  payload: Extract<OutboxEntry, { kind: K }>['payload'],
  row: ClaimedRow,
) => Promise<void>;

/** Kinds a module delivers itself: it registers the deliverer when it is mounted. */
export type ModuleOutboxKind = 'mcs_check';

/** Every kind's deliverer, as the lanes look them up (a payload is checked by its kind). */
type DelivererTable = Partial<Record<OutboxKind, (payload: never, row: ClaimedRow) => Promise<void>>>;

/** The platform's kinds, delivered by every worker (mail, live events, webhooks). */
export type Deliverers = { [K in Exclude<OutboxKind, ModuleOutboxKind>]: DelivererOf<K> };

export type OutboxWorkerOptions = {
  /** Rows claimed at once, delivered side by side. */
  batchSize: number;
  /** How often to look for due rows when nothing wakes the worker (rows of other processes, retries). */
  pollMs: number;
  retry: RetryPolicy;
  /**
   * A claimed row is not due again before this: a worker that dies mid-delivery leaves it to be
   * claimed again once this has passed. Longer than any delivery may take.
   */
  leaseMs: number;
  /** A delivery that takes longer fails (and is retried), so it cannot outlive its lease. */
  deliveryTimeoutMs: number;
  /** How long stop() waits for the deliveries under way. */
  stopGraceMs: number;
  /** Told, in the same transaction, of a row given up on (its subject's history records it). */
  onGivenUp?: (tx: Executor, row: ClaimedRow, error: string) => Promise<void>;
  /**
   * Kinds claimed and delivered on their own, each group apart from the rest: a batch waits for its
   * slowest delivery, so a badge's live event must not wait behind a webhook to a slow system, nor a
   * webhook behind a rate-limited operator's check. Every kind not named goes in one lane more.
   */
  lanes: readonly (readonly string[])[];
};

export const DEFAULT_OUTBOX_OPTIONS: OutboxWorkerOptions = {
  batchSize: 10,
  pollMs: 5_000,
  retry: DEFAULT_RETRY,
  leaseMs: 5 * 60_000,
  deliveryTimeoutMs: 2 * 60_000,
  stopGraceMs: 10_000,
  // The badges' and answers' events; the rate-limited mobile checks; everything else.
  lanes: [['live_event', 'badge'], ['mcs_check']],
};

export type DrainResult = { delivered: number; retrying: number; failed: number };

type Outcome = keyof DrainResult;

/** Which kinds a lane claims: the ones named, or every kind the other lanes do not name. */
type LaneKinds = { only: readonly string[] } | { except: readonly string[] };

/**
 * Delivers the outbox, one lane per group of kinds (`lanes`), each polling and woken on its own. A
 * claim is one statement: due rows are picked with FOR UPDATE SKIP LOCKED, their attempt counted and
 * their next attempt moved past the lease, so no other worker (in this process or another) takes them
 * while they are delivered. No transaction stays open during a delivery: the embedded database runs
 * one transaction at a time for every connection.
 */
export class OutboxWorker {
  private readonly lanes: OutboxLane[];
  private readonly deliverers: DelivererTable;

  constructor(
    private readonly db: Db,
    deliverers: Deliverers,
    log: FastifyBaseLogger,
    options: Partial<OutboxWorkerOptions> = {},
  ) {
    const full = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
    const named = full.lanes.flat();
    const kinds: LaneKinds[] = [...full.lanes.map((only) => ({ only })), { except: named }];
    this.deliverers = { ...deliverers };
    this.lanes = kinds.map((lane) => new OutboxLane(db, this.deliverers, log, full, lane));
  }

  /**
   * A module's kind (the mobile check's calls to the operators), registered by the module's routes
   * plugin when it is mounted, so the platform imports no module. `make` gets the worker's database:
   * on PostgreSQL the worker's own connections, not the app's pool. A row of a kind nobody
   * registered fails its attempt and is retried.
   */
  registerDeliverer<K extends ModuleOutboxKind>(kind: K, make: (db: Db) => DelivererOf<K>): void {
    this.deliverers[kind] = make(this.db);
  }

  /** Polls every pollMs and whenever this process enqueues something. */
  start(): void {
    for (const lane of this.lanes) lane.start();
  }

  /** Stops polling and waits (a while) for the deliveries under way; unfinished rows are retried later. */
  async stop(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.stop()));
  }

  /** Claims and delivers due rows until none is due, every lane side by side. */
  async drain(): Promise<DrainResult> {
    const results = await Promise.all(this.lanes.map((lane) => lane.drain()));
    const total: DrainResult = { delivered: 0, retrying: 0, failed: 0 };
    for (const result of results) for (const key of OUTCOMES) total[key] += result[key];
    return total;
  }
}

const OUTCOMES = ['delivered', 'retrying', 'failed'] as const;

/** Kinds a lane delivers one after another in the order written: what a page is sent. */
const IN_ORDER: ReadonlySet<string> = new Set<OutboxKind>(['live_event', 'badge']);

/** One lane of the worker: the rows of its kinds, claimed in batches in the order written. */
class OutboxLane {
  private started = false;
  private stopping = false;
  private running: Promise<void> | undefined;
  private wokenWhileRunning = false;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  /** Deliveries that finish together are recorded in one statement (group commit). */
  private readonly markDelivered = groupWriter<number>((ids) =>
    this.db
      .update(outbox)
      .set({ deliveredAt: sql`now()`, lastError: null })
      .where(inArray(outbox.id, ids)),
  );

  constructor(
    private readonly db: Db,
    private readonly deliverers: DelivererTable,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxWorkerOptions,
    private readonly kinds: LaneKinds,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.unsubscribe = onOutboxWake(() => this.kick());
    this.kick();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    if (this.running)
      await Promise.race([this.running, sleep(this.options.stopGraceMs, undefined, { ref: false })]);
  }

  async drain(): Promise<DrainResult> {
    const result: DrainResult = { delivered: 0, retrying: 0, failed: 0 };
    while (!this.stopping) {
      const rows = await this.claim();
      if (rows.length === 0) break;
      for (const outcome of await this.deliverBatch(rows)) result[outcome] += 1;
    }
    return result;
  }

  private kick(): void {
    if (!this.started) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .then(
        () => undefined,
        (err: unknown) => this.log.warn({ err: describe(err) }, 'outbox: claim failed, trying again later'),
      )
      .finally(() => {
        this.running = undefined;
        if (!this.started) return;
        if (this.wokenWhileRunning) {
          this.wokenWhileRunning = false;
          this.kick();
          return;
        }
        this.timer = setTimeout(() => this.kick(), this.options.pollMs);
        this.timer.unref();
      });
  }

  private kindFilter() {
    const list = (kinds: readonly string[]) =>
      sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      );
    if ('only' in this.kinds) return sql`and kind in (${list(this.kinds.only)})`;
    return this.kinds.except.length ? sql`and kind not in (${list(this.kinds.except)})` : sql``;
  }

  private async claim(): Promise<ClaimedRow[]> {
    const { rows } = await this.db.execute<ClaimedRow>(sql`
      update outbox
         set attempts = attempts + 1,
             next_attempt_at = now() + ${this.options.leaseMs} * interval '1 millisecond'
       where id in (select id from outbox
                     where delivered_at is null and failed_at is null and next_attempt_at <= now()
                           ${this.kindFilter()}
                     -- In the order written, not by next_attempt_at: a new row's is its transaction's
                     -- start, so a badge count written later under the count's lock by a transaction
                     -- that started earlier would be claimed, and shown, before an older one.
                     order by id
                     limit ${this.options.batchSize}
                       for update skip locked)
      returning id, kind, payload, attempts`);
    return rows;
  }

  /**
   * Side by side, except live events and badges: those go one after another in the order they were
   * written, so a page gets them in that order. Only their publishing waits for the one before;
   * recording them delivered goes side by side (one statement for those that finish together), not
   * one round trip more between two events. A badge claimed twice in a batch (fifty alerts to one
   * bank) is counted once: every change it stands for committed before the claim, so one count
   * after it holds them all.
   */
  private async deliverBatch(rows: readonly ClaimedRow[]): Promise<Outcome[]> {
    const events = rows.filter((row) => IN_ORDER.has(row.kind)).sort((a, b) => a.id - b.id);
    const inOrder = (async () => {
      const outcomes: Outcome[] = [];
      const marks: Promise<void>[] = [];
      const counted = new Set<string>();
      for (const row of events) {
        const badge = row.kind === 'badge' ? JSON.stringify(row.payload) : null;
        const failed = badge !== null && counted.has(badge) ? undefined : await this.send(row);
        if (failed) {
          outcomes.push(failed);
          continue;
        }
        if (badge !== null) counted.add(badge);
        const mark = this.markDelivered(row.id);
        // Its failure is awaited below, with the others'; not an unhandled rejection meanwhile.
        mark.catch(() => undefined);
        marks.push(mark);
        outcomes.push('delivered');
      }
      await Promise.all(marks);
      return outcomes;
    })();
    const others = Promise.all(rows.filter((row) => !IN_ORDER.has(row.kind)).map((row) => this.deliver(row)));
    return [...(await inOrder), ...(await others)];
  }

  private async deliver(row: ClaimedRow): Promise<Outcome> {
    try {
      const failed = await this.send(row);
      if (failed) return failed;
      await this.markDelivered(row.id);
      return 'delivered';
    } finally {
      outboxRowAttempted(row.id);
    }
  }

  /** Hands a row to its deliverer: nothing when it took it, else the failure's outcome (recorded). */
  private async send(row: ClaimedRow): Promise<Outcome | undefined> {
    try {
      const deliverer = this.deliverers[row.kind as OutboxKind] as
        ((payload: unknown, row: ClaimedRow) => Promise<void>) | undefined;
      if (!deliverer) throw new Error(`no deliverer for the kind '${row.kind}'`);
      await withTimeout(deliverer(row.payload, row), this.options.deliveryTimeoutMs);
    } catch (err) {
      return this.recordFailure(row, describe(err), isFixable(err));
    }
    return undefined;
  }

  private async recordFailure(row: ClaimedRow, error: string, fixable: boolean): Promise<Outcome> {
    const facts = { outbox_id: row.id, kind: row.kind, attempts: row.attempts, error };
    // `delivered_at is null`: a worker past its lease must not mark failed what another delivered.
    // A refusal of the content will be refused again: no more attempts (exchange.md).
    if (!fixable || row.attempts >= this.options.retry.maxAttempts) {
      await this.db.transaction(async (tx) => {
        const { rowCount } = await tx.execute(sql`
          update outbox set failed_at = now(), last_error = ${error}, last_error_fixable = ${fixable}
           where id = ${row.id} and delivered_at is null`);
        if (rowCount) await this.options.onGivenUp?.(tx, row, error);
      });
      this.log.error(facts, 'outbox: delivery failed for good, no more attempts');
      return 'failed';
    }
    const delayMs = retryDelayMs(this.options.retry, row.attempts);
    await this.db.execute(sql`
      update outbox
         set next_attempt_at = now() + ${delayMs} * interval '1 millisecond', last_error = ${error},
             last_error_fixable = ${fixable}
       where id = ${row.id} and delivered_at is null`);
    this.log.warn({ ...facts, retry_in_ms: delayMs }, 'outbox: delivery failed, will retry');
    return 'retrying';
  }
}

/** Whether a retry may cure a failure: a deliverer says so with a `fixable` flag; anything else may. */
function isFixable(err: unknown): boolean {
  const flag = (err as { fixable?: unknown } | null)?.fixable;
  return typeof flag === 'boolean' ? flag : true;
}

/** An error as a short text without e-mail addresses, for the log and the row. */
function describe(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return withoutAddresses(text).slice(0, 1000);
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`delivery took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

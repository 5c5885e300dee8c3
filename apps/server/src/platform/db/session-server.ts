/**
 * Serves PGlite's one database session to many PostgreSQL wire-protocol connections, one
 * connection at a time (decisions/0010). A connection holds the session from its first message
 * until PGlite answers ReadyForQuery 'I': an extended-protocol exchange (Parse, Bind, Execute,
 * Sync) and a whole transaction run with nobody else's messages in between. The others wait in
 * arrival order. A connection that goes away holding the session has its work rolled back.
 */
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  errorResponse,
  type FrontendMessage,
  FrontendReader,
  queryMessage,
  readyForQuery,
  ReadyForQueryScanner,
  SYNC_MESSAGE,
  type TransactionStatus,
} from './wire.js';

export type SessionServerOptions = {
  db: PGlite;
  host?: string;
  port?: number;
  /**
   * How long the holder may sit idle inside a transaction (or mid-exchange) while others wait,
   * before the waiting statements are refused. It turns a deadlock (a transaction waiting for a
   * statement sent on another connection) into an error instead of a hang.
   */
  stuckMs?: number;
};

/** Where a connection stands with PGlite: a ReadyForQuery status, or 'busy' mid-exchange. */
type SessionState = TransactionStatus | 'busy';

class Connection {
  readonly reader = new FrontendReader();
  pending: FrontendMessage[] = [];
  state: SessionState = 'I';
  /** After a refusal: messages are dropped up to the next Sync, as PostgreSQL does after an error. */
  skipTillSync = false;
  terminating = false;
  closed = false;

  constructor(readonly socket: net.Socket) {}

  write(bytes: Uint8Array): void {
    if (!this.closed && this.socket.writable) this.socket.write(bytes);
  }
}

const ROLLBACK = queryMessage('ROLLBACK');

export class SessionServer {
  private readonly db: PGlite;
  private readonly stuckMs: number;
  private readonly server: net.Server;
  private readonly connections = new Set<Connection>();
  private readonly waiting: Connection[] = [];
  private readonly scanner = new ReadyForQueryScanner();
  private holder: Connection | null = null;
  private running: Promise<void> | undefined;
  private stuckTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SessionServerOptions) {
    this.db = options.db;
    this.stuckMs = options.stuckMs ?? 15_000;
    this.server = net.createServer((socket) => this.accept(socket));
  }

  /** Starts listening; answers the port. */
  async listen(): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', () => resolve());
    });
    return (this.server.address() as net.AddressInfo).port;
  }

  /** Stops accepting, drops the connections and waits for the statement running now. */
  async close(): Promise<void> {
    this.server.close();
    for (const conn of this.connections) conn.socket.destroy();
    clearTimeout(this.stuckTimer);
    await this.running;
  }

  private accept(socket: net.Socket): void {
    const conn = new Connection(socket);
    this.connections.add(conn);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(conn, chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.gone(conn));
  }

  private receive(conn: Connection, chunk: Buffer): void {
    let read;
    try {
      read = conn.reader.push(chunk);
    } catch {
      conn.socket.destroy(); // not the PostgreSQL protocol
      return;
    }
    for (const preamble of read.preambles) {
      if (preamble === 'cancel-request') return void conn.socket.end();
      conn.write(Buffer.from('N')); // no TLS on loopback
    }
    for (const m of read.messages) {
      if (conn.skipTillSync) {
        if (m.type === 'S') {
          conn.skipTillSync = false;
          conn.write(readyForQuery('I'));
        }
      } else if (m.type === 'X') {
        conn.terminating = true;
        break;
      } else conn.pending.push(m);
    }
    if (conn === this.holder) return void this.pump();
    if (conn.pending.length === 0) {
      if (conn.terminating) conn.socket.end();
      return;
    }
    if (!this.waiting.includes(conn)) this.waiting.push(conn);
    void this.pump();
  }

  private gone(conn: Connection): void {
    conn.closed = true;
    this.connections.delete(conn);
    const at = this.waiting.indexOf(conn);
    if (at >= 0) this.waiting.splice(at, 1);
    if (conn === this.holder) void this.pump();
  }

  /** Runs the holder's messages, hands the session on when it is idle; one pump at a time. */
  private pump(): Promise<void> {
    this.running ??= this.drain().finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (!this.holder) {
        const next = this.waiting.shift();
        if (!next) return;
        this.holder = next;
      }
      const conn = this.holder;
      if (conn.pending.length > 0 && !conn.closed) {
        await this.execute(conn, conn.pending.splice(0, conn.pending[0]!.type === 'startup' ? 1 : Infinity));
      } else if (conn.closed || conn.terminating) {
        await this.release(conn);
      } else if (conn.state === 'I') {
        this.holder = null;
      } else {
        // Inside a transaction or mid-exchange: the session waits for this connection's next message.
        this.watchStuck();
        return;
      }
    }
  }

  private async execute(conn: Connection, messages: FrontendMessage[]): Promise<void> {
    this.clearStuck();
    const batch = messages.length === 1 ? messages[0]!.bytes : Buffer.concat(messages.map((m) => m.bytes));
    this.scanner.reset();
    try {
      await this.run(batch, (data) => {
        this.scanner.feed(data);
        conn.write(Buffer.from(data)); // a copy: PGlite reuses its buffer
      });
      conn.state = this.scanner.status ?? 'busy';
    } catch (err) {
      // PGlite could not take the message: this connection cannot go on; its work is rolled back.
      console.error('embedded database: a connection failed:', err);
      conn.state = 'busy';
      conn.closed = true;
      conn.socket.destroy();
    }
  }

  /** Gives the session up for a connection that ended: what it left open is rolled back. */
  private async release(conn: Connection): Promise<void> {
    if (conn.state !== 'I') await this.rollback();
    this.holder = null;
    this.clearStuck();
    if (!conn.closed) conn.socket.end();
  }

  /**
   * Leaves the session idle whatever the connection left: ROLLBACK ends a transaction block or an
   * exchange's implicit transaction; Sync ends a skip after an error (which ignores the ROLLBACK),
   * and then a block that was inside it is rolled back.
   */
  private async rollback(): Promise<void> {
    const discard = (): void => undefined;
    try {
      await this.run(ROLLBACK, discard);
      await this.run(SYNC_MESSAGE, discard);
      if (this.db.isInTransaction()) await this.run(ROLLBACK, discard);
    } catch (err) {
      console.error('embedded database: could not roll back a closed connection:', err);
    }
  }

  private run(batch: Uint8Array, onRawData: (data: Uint8Array) => void): Promise<void> {
    return this.db.runExclusive(() => this.db.execProtocolRawStream(batch, { onRawData }));
  }

  private watchStuck(): void {
    if (this.stuckTimer || this.waiting.length === 0) return;
    this.stuckTimer = setTimeout(() => {
      this.stuckTimer = undefined;
      this.refuseWaiting();
    }, this.stuckMs);
  }

  private clearStuck(): void {
    clearTimeout(this.stuckTimer);
    this.stuckTimer = undefined;
  }

  /** Answers every waiting statement with an error, as PostgreSQL's lock_timeout would. */
  private refuseWaiting(): void {
    const refused = errorResponse(
      'ERROR',
      '55P03',
      `the embedded database's session is held by a transaction idle for over ${this.stuckMs} ms`,
    );
    for (const conn of this.waiting.splice(0)) {
      for (const m of conn.pending.splice(0)) {
        if (m.type === 'startup') {
          conn.write(errorResponse('FATAL', '55P03', 'the embedded database is busy'));
          conn.socket.end();
          break;
        }
        if (!conn.skipTillSync) conn.write(refused);
        conn.skipTillSync = m.type !== 'S' && m.type !== 'Q';
        if (!conn.skipTillSync) conn.write(readyForQuery('I'));
      }
      if (conn.terminating) conn.socket.end();
    }
  }
}

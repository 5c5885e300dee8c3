/**
 * The few pieces of the PostgreSQL wire protocol (v3) the embedded database's session server needs:
 * cutting a client's bytes into messages, spotting ReadyForQuery in the backend's answer, and the
 * messages it writes itself.
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/** A frontend message: `type` is its first byte, or 'startup' for the untyped first message. */
export type FrontendMessage = { type: string; bytes: Buffer };

/** What came before the startup message and needs an answer from the server, not from PGlite. */
export type Preamble = 'encryption-request' | 'cancel-request';

/**
 * Cuts a connection's incoming bytes into whole messages. Before the startup message a client may
 * ask for encryption (answered 'N') or send a cancel request (PGlite has no backend to signal).
 */
export class FrontendReader {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;

  /** Appends bytes; answers the whole messages they complete, and any preamble seen. */
  push(chunk: Buffer): { messages: FrontendMessage[]; preambles: Preamble[] } {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const messages: FrontendMessage[] = [];
    const preambles: Preamble[] = [];
    let at = 0;
    for (;;) {
      const typed = this.started ? 1 : 0;
      if (this.buffer.length - at < typed + 4) break;
      const length = this.buffer.readInt32BE(at + typed);
      if (length < 4) throw new Error('malformed message length');
      if (this.buffer.length - at < typed + length) break;
      const bytes = this.buffer.subarray(at, at + typed + length);
      at += typed + length;
      if (this.started) {
        messages.push({ type: String.fromCharCode(bytes[0]!), bytes });
        continue;
      }
      const code = length >= 8 ? bytes.readInt32BE(4) : 0;
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) preambles.push('encryption-request');
      else if (code === CANCEL_REQUEST) preambles.push('cancel-request');
      else {
        this.started = true;
        messages.push({ type: 'startup', bytes });
      }
    }
    // Keep only the unfinished tail (a copy, so that a large chunk is not held by a small slice).
    this.buffer = at === this.buffer.length ? Buffer.alloc(0) : Buffer.from(this.buffer.subarray(at));
    return { messages, preambles };
  }
}

/** Transaction status of a ReadyForQuery: idle, in a transaction block, in a failed block. */
export type TransactionStatus = 'I' | 'T' | 'E';

/**
 * Follows the backend's message frames across the chunks PGlite hands out, and keeps the status of
 * the last ReadyForQuery: the session is free for another connection only after 'I'.
 */
export class ReadyForQueryScanner {
  private header = Buffer.alloc(5);
  private headerFill = 0;
  private bodyLeft = 0;
  private inReadyForQuery = false;
  /** The status of the last ReadyForQuery seen since `reset`, or null when none came. */
  status: TransactionStatus | null = null;

  reset(): void {
    this.status = null;
  }

  feed(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.bodyLeft > 0) {
        const take = Math.min(this.bodyLeft, chunk.length - i);
        if (this.inReadyForQuery) this.status = String.fromCharCode(chunk[i]!) as TransactionStatus;
        this.inReadyForQuery = false;
        i += take;
        this.bodyLeft -= take;
        continue;
      }
      this.header[this.headerFill++] = chunk[i++]!;
      if (this.headerFill === 5) {
        this.headerFill = 0;
        this.inReadyForQuery = this.header[0] === 0x5a; // 'Z'
        this.bodyLeft = this.header.readInt32BE(1) - 4;
      }
    }
  }
}

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** A simple-protocol Query message. */
export function queryMessage(sql: string): Buffer {
  return message('Q', Buffer.from(`${sql}\0`, 'utf8'));
}

/** A Sync message: ends an extended-protocol exchange (and an error's skip to it). */
export const SYNC_MESSAGE = message('S', Buffer.alloc(0));

/** An ErrorResponse with severity, SQLSTATE and text. */
export function errorResponse(severity: 'ERROR' | 'FATAL', code: string, text: string): Buffer {
  const field = (tag: string, value: string) => `${tag}${value}\0`;
  return message(
    'E',
    Buffer.from(
      `${field('S', severity)}${field('V', severity)}${field('C', code)}${field('M', text)}\0`,
      'utf8',
    ),
  );
}

/** ReadyForQuery with the given transaction status. */
export function readyForQuery(status: TransactionStatus): Buffer {
  return message('Z', Buffer.from(status, 'latin1'));
}

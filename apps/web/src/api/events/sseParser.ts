/** One dispatched server-sent event: its `event:` name ('message' when unnamed) and its data lines. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Incremental parser of a text/event-stream body, per the HTML standard: lines end in LF, CR or
 * CRLF; a blank line dispatches; ':' starts a comment; only the first space after a colon is
 * dropped. Chunks may cut a line (or a CRLF) anywhere.
 */
export class SseParser {
  private buffer = '';
  private eventName = '';
  private dataLines: string[] = [];

  /** Feeds decoded text and answers the messages it completed. */
  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    for (;;) {
      const end = this.buffer.search(/[\r\n]/);
      if (end === -1) break;
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (this.buffer[end] === '\r' && end === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, end);
      const width = this.buffer.startsWith('\r\n', end) ? 2 : 1;
      this.buffer = this.buffer.slice(end + width);
      const message = this.readLine(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private readLine(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventName = value;
    if (field === 'data') this.dataLines.push(value);
    return null;
  }

  private dispatch(): SseMessage | null {
    const message =
      this.dataLines.length > 0
        ? { event: this.eventName || 'message', data: this.dataLines.join('\n') }
        : null;
    this.eventName = '';
    this.dataLines = [];
    return message;
  }
}

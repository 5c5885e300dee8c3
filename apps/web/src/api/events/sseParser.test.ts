import { describe, expect, it } from 'vitest';
import { SseParser } from './sseParser';

const counterFrame = 'event: counter\ndata: {"type":"counter","counter":"fpt","new_count":3}\n\n';

describe('SseParser', () => {
  it('reads a named event', () => {
    expect(new SseParser().push(counterFrame)).toEqual([
      { event: 'counter', data: '{"type":"counter","counter":"fpt","new_count":3}' },
    ]);
  });

  it('skips comments and the retry field, as the server sends them on connect and as pings', () => {
    expect(new SseParser().push('retry: 5000\n: connected\n\n: ping\n\n')).toEqual([]);
  });

  it('joins several data lines with a newline and names an unnamed event "message"', () => {
    expect(new SseParser().push('data: one\ndata:two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('waits for the blank line before dispatching', () => {
    const parser = new SseParser();
    expect(parser.push('event: test\ndata: {"a":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'test', data: '{"a":1}' }]);
  });

  it('reads a frame cut into pieces anywhere', () => {
    const parser = new SseParser();
    const pieces = [counterFrame.slice(0, 7), counterFrame.slice(7, 30), counterFrame.slice(30)];
    expect(pieces.flatMap((piece) => parser.push(piece))).toHaveLength(1);
  });

  it('reads CRLF and CR line endings, also with a CRLF cut between chunks', () => {
    const parser = new SseParser();
    expect(parser.push('event: test\r\ndata: x\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'test', data: 'x' }]);
    expect(parser.push('data: y\r\rdata: z\n\n')).toEqual([
      { event: 'message', data: 'y' },
      { event: 'message', data: 'z' },
    ]);
  });

  it('reads several frames in one chunk, each with its own name', () => {
    const messages = new SseParser().push(`${counterFrame}event: test\ndata: {}\n\ndata: plain\n\n`);
    expect(messages.map((message) => message.event)).toEqual(['counter', 'test', 'message']);
  });

  it('drops a frame without data and keeps only the first space after the colon', () => {
    expect(new SseParser().push('event: counter\n\ndata:  spaced\n\n')).toEqual([
      { event: 'message', data: ' spaced' },
    ]);
  });
});

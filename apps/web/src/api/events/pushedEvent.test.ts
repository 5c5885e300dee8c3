import { describe, expect, it } from 'vitest';
import { toPushedEvent } from './pushedEvent';

describe('toPushedEvent', () => {
  it('reads a counter frame', () => {
    expect(
      toPushedEvent({ event: 'counter', data: '{"type":"counter","counter":"crc","new_count":120}' }),
    ).toEqual({ type: 'counter', counter: 'crc', new_count: 120 });
  });

  it('reads a notification frame', () => {
    expect(toPushedEvent({ event: 'notification', data: '{"id":12,"type":"notification"}' })).toEqual({
      type: 'notification',
      id: 12,
    });
  });

  it('reads a test frame', () => {
    expect(
      toPushedEvent({ event: 'test', data: '{"type":"test","message":"Hello","at":"2025-01-01T10:00:00Z"}' }),
    ).toEqual({ type: 'test', message: 'Hello', at: '2025-01-01T10:00:00Z' });
  });

  it.each([
    ['bad JSON', { event: 'counter', data: '{oops' }],
    ['an unknown counter', { event: 'counter', data: '{"type":"counter","counter":"x","new_count":1}' }],
    [
      'a count that is not a number',
      { event: 'counter', data: '{"type":"counter","counter":"fpt","new_count":"7"}' },
    ],
    ['an unknown type', { event: 'other', data: '{"type":"other"}' }],
    ['a notification without an id', { event: 'notification', data: '{"type":"notification","id":"12"}' }],
    [
      'a type that differs from the event name',
      { event: 'test', data: '{"type":"counter","counter":"fpt","new_count":1}' },
    ],
  ])('ignores %s', (_case, message) => {
    expect(toPushedEvent(message)).toBeNull();
  });
});

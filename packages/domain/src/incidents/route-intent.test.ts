import { describe, expect, it } from 'vitest';
import { incidentRouteIntent, numericParam } from './route-intent.js';

describe('numericParam — "A numeric parameter that is not a number becomes 0"', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['abc', 0],
    ['-3', 0],
    ['1.5', 0],
    ['', 0],
    [undefined, 0],
    [null, 0],
    [['5', '6'], 5],
    ['99999999999999999999', 0],
  ])('%j → %s', (value, expected) => {
    expect(numericParam(value)).toBe(expected);
  });
});

describe('incidentRouteIntent', () => {
  it.each([
    ['no action → search', {}, { kind: 'search' }],
    ['search', { action: 'search', domainId: '3' }, { kind: 'search' }],
    [
      'create with domainId>0 and a1>0',
      { action: 'create', domainId: '3', a1: '100', a2: 'x' },
      { kind: 'create', domainId: 3, topicId: 100, extra: [0, 0, 0] },
    ],
    ['create without a1', { action: 'create', domainId: '3' }, { kind: 'search' }],
    ['create with domainId 0', { action: 'create', domainId: '0', a1: '1' }, { kind: 'search' }],
    [
      'update with incidentId2, domainId and forumMsgId',
      { action: 'update', domainId: '3', incidentId2: '55', forumMsgId: '9' },
      { kind: 'update', domainId: 3, incidentId2: 55, forumMsgId: 9 },
    ],
    [
      'read',
      { action: 'read', domainId: '3', incidentId2: '55', forumMsgId: '9' },
      { kind: 'read', domainId: 3, incidentId2: 55, forumMsgId: 9 },
    ],
    ['delete without forumMsgId', { action: 'delete', domainId: '3', incidentId2: '55' }, { kind: 'search' }],
    ['open with incidentId2', { action: 'open', incidentId2: '55' }, { kind: 'open', incidentId2: 55 }],
    ['open with a non-number', { action: 'open', incidentId2: 'x' }, { kind: 'search' }],
    ['unknown action', { action: 'drop' }, { kind: 'search' }],
  ])('%s', (_name, query, expected) => {
    expect(incidentRouteIntent(query)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../zod-rules.js';
import {
  effectiveAlertFilter,
  inboundListQuerySchema,
  makeInboundFilterSchema,
  makeOutboundFilterSchema,
  statusFilterForIncidentFilter,
} from './filters.js';

const now = () => new Date('2024-06-15T09:00:00Z');
const outbound = makeOutboundFilterSchema(now);
const inbound = makeInboundFilterSchema(now);

describe('FPT list filters (spec 2 §5.2)', () => {
  it('masks sender and recipient numbers', () => {
    const parsed = outbound.parse({
      sender_number: '516875xxxxxx5675',
      recipient_number: 'ua21 3223 1300 0002 6007 2335 6600 1',
    });
    expect(parsed.sender_number).toBe('516875******5675');
    expect(parsed.recipient_number).toBe('UA213223130000026007233566001');
    expect(parsed.status).toEqual([]);
  });

  it.each([
    [
      '"16 to 19 digits" — 15',
      { sender_number: '516875551234567' },
      [{ field: 'sender_number', key: 'invalid_value' }],
    ],
    [
      'IBAN too short',
      { recipient_number: 'UA21322313000' },
      [{ field: 'recipient_number', key: 'invalid_value' }],
    ],
    [
      '"Alert id filter max 80"',
      { id: 'i'.repeat(81) },
      [{ field: 'id', key: 'max_length', params: { count: 80 } }],
    ],
    ['alert id 80', { id: 'i'.repeat(80) }, []],
    ['future date', { request_date_to: '16.06.2024' }, [{ field: 'request_date_to', key: 'date_in_future' }]],
    ['status ids', { status: [1, 'x'] }, [{ field: 'status.1', key: 'invalid_value' }]],
  ])('%s', (_name, input, expected) => {
    expect(fieldErrorsOf(outbound, input)).toEqual(expected);
  });

  it('inbound adds sender, last user and incident filters', () => {
    expect(inbound.parse({ sender_org_id: 4, last_user_id: 9, incident_created: true })).toMatchObject({
      sender_org_id: 4,
      last_user_id: 9,
      incident_created: true,
    });
  });

  it('"Entering an alert id disables all other filters"', () => {
    const filter = outbound.parse({ id: 'abc', sender_number: '5168755512345675', status: [3] });
    expect(effectiveAlertFilter(filter)).toEqual({ id: 'abc' });
    const noId = outbound.parse({ status: [3] });
    expect(effectiveAlertFilter(noId)).toBe(noId);
  });

  it.each([
    [true, [1], [4, 5, 7, 8, 9, 10, 11, 12, 13]],
    [false, [], [4, 5, 7, 8, 9, 10, 11, 12, 13]],
    [null, [3], [3]],
  ])('incident filter %s with statuses %o → %o', (incident, current, expected) => {
    expect(statusFilterForIncidentFilter(incident, current)).toEqual(expected);
  });

  it('list query: "Page size 20; sorting by request date descending"', () => {
    expect(inboundListQuerySchema.parse({})).toMatchObject({
      page_number: 1,
      page_size: 20,
      sort_field: 'request_dt',
      sort_order: 'descend',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { initialTotpState, totpReducer, type TotpState } from './totpFlow';

const enrolment = { secret: 'S', otpauth_uri: 'otpauth://totp/x', qr_data_url: 'data:image/png;base64,' };

describe('the authenticator state machine', () => {
  it.each<[string, TotpState, Parameters<typeof totpReducer>[1], TotpState['status']]>([
    ['enrols from not set up', { status: 'not_enrolled' }, { type: 'enrolled', enrolment }, 'pending'],
    ['confirms a pending enrolment', { status: 'pending', enrolment }, { type: 'verified' }, 'enabled'],
    ['cancels a pending enrolment', { status: 'pending', enrolment }, { type: 'cancelled' }, 'not_enrolled'],
    ['removes an enabled authenticator', { status: 'enabled' }, { type: 'removed' }, 'not_enrolled'],
    ['ignores enrolment while enabled', { status: 'enabled' }, { type: 'enrolled', enrolment }, 'enabled'],
    [
      'ignores a confirmation without enrolment',
      { status: 'not_enrolled' },
      { type: 'verified' },
      'not_enrolled',
    ],
    ['ignores removal while pending', { status: 'pending', enrolment }, { type: 'removed' }, 'pending'],
  ])('%s', (_case, state, event, expected) => {
    expect(totpReducer(state, event).status).toBe(expected);
  });

  it('starts from the profile', () => {
    expect(initialTotpState(true)).toEqual({ status: 'enabled' });
    expect(initialTotpState(false)).toEqual({ status: 'not_enrolled' });
  });
});

import type { TotpEnrolment } from './accountApi';

/**
 * The authenticator page's states: not set up; set up begun (a pending secret awaits its first
 * code); on. The server keeps a pending secret until a code confirms it or a new one replaces it.
 */
export type TotpState =
  { status: 'not_enrolled' } | { status: 'pending'; enrolment: TotpEnrolment } | { status: 'enabled' };

export type TotpEvent =
  | { type: 'enrolled'; enrolment: TotpEnrolment }
  | { type: 'verified' }
  | { type: 'cancelled' }
  | { type: 'removed' };

export function initialTotpState(enabled: boolean): TotpState {
  return enabled ? { status: 'enabled' } : { status: 'not_enrolled' };
}

/** Events that do not fit the current state leave it as it is. */
export function totpReducer(state: TotpState, event: TotpEvent): TotpState {
  switch (event.type) {
    case 'enrolled':
      return state.status === 'enabled' ? state : { status: 'pending', enrolment: event.enrolment };
    case 'verified':
      return state.status === 'pending' ? { status: 'enabled' } : state;
    case 'cancelled':
      return state.status === 'pending' ? { status: 'not_enrolled' } : state;
    case 'removed':
      return state.status === 'enabled' ? { status: 'not_enrolled' } : state;
  }
}

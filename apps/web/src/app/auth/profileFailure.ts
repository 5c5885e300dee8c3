import type { TFunction } from 'i18next';
import { ProfileRolesError } from './profile';

/** The spec's two texts for a profile that cannot be used. */
export function profileFailureText(error: unknown, t: TFunction): string {
  return error instanceof ProfileRolesError ? error.message : t('auth.verificationFailed');
}

import { CALLBACK_PATH } from './userManager';

/** Where the user was, to come back to after sign-in. */
export function currentReturnPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  if (location.pathname === CALLBACK_PATH) {
    return '/';
  }
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Only a path on this site is followed, so a crafted sign-in state cannot send the user elsewhere. */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return '/';
  }
  return value;
}

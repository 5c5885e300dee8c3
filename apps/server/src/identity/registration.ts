import type { Db } from '../platform/db/pool.js';
import {
  findPasswordLink,
  type PasswordLink,
  type PasswordSet,
  setPasswordThroughLink,
  type UserLink,
} from './link-password.js';

/** An invitation: for a person who has not registered yet; registered, blocked or removed → used. */
const INVITATION: PasswordLink = {
  purpose: 'invitation',
  status: 'registration_not_completed',
  otherwise: 'used',
  becomes: 'active',
  action: 'registration_completed',
};

/** What an invitation link finds. */
export const findInvitation = (db: Db, token: string, now = new Date()): Promise<UserLink> =>
  findPasswordLink(db, INVITATION, token, now);

/**
 * Completes the registration of an invited person: the password set, the account active, the link
 * used up and the history entry, all in one transaction.
 */
export const completeRegistration = (
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<PasswordSet> => setPasswordThroughLink(db, INVITATION, token, password, now);

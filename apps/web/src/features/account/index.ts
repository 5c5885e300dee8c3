// What other features use of the account: the signed-in user's profile.
export { useAccountProfile } from './accountQueries';

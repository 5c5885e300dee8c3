import { CALLBACK_PATH } from '../auth/userManager';

/** Paths the app itself links to; every other route comes from the domain's route table. */
export const PATHS = {
  home: '/',
  callback: CALLBACK_PATH,
  notFound: '/404',
  forbidden: '/401',
  redirect: '/redirect',
} as const;

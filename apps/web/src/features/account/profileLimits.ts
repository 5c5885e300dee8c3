/** The server's limits for the editable profile fields (identity/account/schemas.ts). */
export const PROFILE_TEXT_MAX = 200;

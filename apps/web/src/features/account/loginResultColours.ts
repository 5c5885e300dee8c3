import type { LoginResult } from './accountApi';

// Dark shades of antd's palette (step 8): as tag text on their own light tint they keep the
// WCAG AA contrast that antd's preset green and orange tags (3.4:1) miss.
const GREEN = '#237804';
const RED = '#a8071a';
const ORANGE = '#ad4e00';
const GREY = '#595959';

/** Success green, wrong credentials red, an account that may not sign in orange, the rest grey. */
export const LOGIN_RESULT_COLOURS: Record<LoginResult, string> = {
  success: GREEN,
  wrong_credentials: RED,
  wrong_code: RED,
  blocked: ORANGE,
  removed: ORANGE,
  locked: ORANGE,
  rate_limited: ORANGE,
  not_completed: GREY,
};

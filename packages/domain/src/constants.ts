// Business constants and limits (spec 1 §9, spec 2 §9, spec 3 §9). Rule-specific limits live next
// to their rules (e.g. INCIDENT_LIMITS, MIN_TRANSACTION_TOTAL); these are the shared ones.

/** List paging (spec 1 §9). */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGING = { page: DEFAULT_PAGE, limit: DEFAULT_PAGE_SIZE } as const;
/** Remote-search lookups: 100 per page for FPT and setup, 15 for directories, 10 for incidents. */
export const LOOKUP_PAGE_SIZES = { fpt: 100, setup: 100, directories: 15, incidents: 10 } as const;
/** The biggest page a list request may ask for (the largest lookup). */
export const MAX_PAGE_SIZE = 100;

/**
 * The most items one request may carry (docs/decisions/0012-request-limits.md). A group update or
 * delete names rows selected on a list page (the web sends one page, at most MAX_PAGE_SIZE; API
 * clients may send ten). A cleanup check names every key of an uploaded sheet: five times the
 * 10,000-row sheet the upload benchmark sends.
 */
export const GROUP_ACTION_MAX_ITEMS = 1000;
export const UPLOAD_SHEET_MAX_ROWS = 50_000;
/** Statuses one FPT or Crime Check list filter may name (there are about twenty). */
export const STATUS_FILTER_MAX_ITEMS = 50;
/** Category codes one category-domain filter may name (there are a few dozen). */
export const CATEGORY_FILTER_MAX_ITEMS = 100;

/** Interface timing. */
export const LIST_LOADING_MIN_MS = 1500;
export const FORMAT_LIST_LOADING_MIN_MS = 1000;
export const MESSAGE_DURATION_MS = {
  error: 5000,
  warning: 5000,
  success: 2000,
  copied: 1500,
  alertCreated: 10000,
} as const;
export const UPLOAD_ROW_DELAY_MS = 1000;
export const COUNTER_POLL_INTERVAL_MS = 60_000;
export const COUNTER_FIRST_POLL_DELAY_MS = 2000;
export const TOKEN_REFRESH_INTERVAL_MS = 10_000;
export const TOKEN_MIN_VALIDITY_S = 60;
export const INVITATION_VALIDITY_HOURS = 12;
export const HTTP_TIMEOUT_MS = 10_000;
export const ALERT_CREATE_TIMEOUT_MS = 15_000;
export const CARD_INFO_TIMEOUT_MS = 60_000;

/** Layout. */
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const DEFAULT_THEME_COLOR = '#1890ff';
export const DEFAULT_SIZE = 'medium';
export const TEXT_TRUNCATE_LENGTHS = [20, 40, 50, 60, 80] as const;
export const FORMAT_DIALOG_WIDTH_PX = 1100;
export const HISTORY_DRAWER_WIDTH = '60%';
export const DIALOG_WIDTH = '90%';

/** The cookie that keeps the user's language choice (spec 1 §1). */
export const LANGUAGE_COOKIE = 'language';

/** Incident list (spec 1 §9). */
export const INCIDENT_DEFAULT_SORT = { field: 'id', order: 'descend' } as const;
/** Incident basis: 1 Crime Check request, 2 FPT alert. */
export const INCIDENT_BASIS_TYPES = { crimeCheck: 1, fpt: 2 } as const;
/** Categories: illegal casino 15.1 inside the allowed category 15. */
export const CASINO_CATEGORY = '15.1';
export const ALLOWED_CATEGORY = '15';
export const CASINO_URL_FILTER = { min: 5, max: 510 } as const;

/** Directory lists sort by update time, newest first (spec 3 §9). */
export const DIRECTORY_DEFAULT_SORT = { field: 'update_dt', order: 'descend' } as const;
/** FPT and Crime Check lists sort by request date, newest first (spec 2 §9). */
export const REQUEST_DEFAULT_SORT = { field: 'request_dt', order: 'descend' } as const;

/** Alert ids are shown by their last 12 characters (spec 2 §9). */
export const ALERT_ID_SHOWN_LENGTH = 12;
/** Smart-paste accepts up to one unknown case per row (spec 2 §9). */
export const SMART_PASTE_UNKNOWN_PER_ROW = 1;

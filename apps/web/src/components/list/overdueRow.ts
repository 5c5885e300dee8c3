/** The class of a list row past its due date (shell.css draws its red bar). */
const OVERDUE_ROW_CLASS = 'afx-overdue-row';

/**
 * A row past its due date (a Crime Check request, an inbound FPT alert) stands out with a red bar
 * at its start. Not with a tinted background: the theme's readable link and error shades reach
 * 4.5:1 on white only, and on the tint the row's links and red texts fell below WCAG AA.
 */
export const overdueRowProps = (overdue: boolean): { className?: string } =>
  overdue ? { className: OVERDUE_ROW_CLASS } : {};

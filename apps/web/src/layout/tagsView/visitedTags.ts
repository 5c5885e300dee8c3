import type { MessageKey } from '@afx/domain';

/** One page in the tags view, keyed by its path; the last query string is kept to return to it. */
export interface VisitedTag {
  path: string;
  fullPath: string;
  titleKey: MessageKey;
  /** Fixed tags (the dashboard) are always there and cannot be closed. */
  fixed: boolean;
}

export const DASHBOARD_TAG: VisitedTag = {
  path: '/',
  fullPath: '/',
  titleKey: 'route_dashboard',
  fixed: true,
};

export const INITIAL_TAGS: readonly VisitedTag[] = [DASHBOARD_TAG];

/** Adds the visited page at the end, or refreshes its query string when it is already there. */
export function addTag(tags: readonly VisitedTag[], tag: VisitedTag): readonly VisitedTag[] {
  const index = tags.findIndex((existing) => existing.path === tag.path);
  if (index === -1) return [...tags, tag];
  const existing = tags[index];
  if (!existing || existing.fullPath === tag.fullPath) return tags;
  return tags.map((item, i) => (i === index ? { ...item, fullPath: tag.fullPath } : item));
}

export function closeTag(tags: readonly VisitedTag[], path: string): readonly VisitedTag[] {
  return tags.filter((tag) => tag.fixed || tag.path !== path);
}

/** Keeps the fixed tags and the one the menu was opened on. */
export function closeOtherTags(tags: readonly VisitedTag[], path: string): readonly VisitedTag[] {
  return tags.filter((tag) => tag.fixed || tag.path === path);
}

export function closeAllTags(tags: readonly VisitedTag[]): readonly VisitedTag[] {
  return tags.filter((tag) => tag.fixed);
}

/**
 * Where to go after closing: nowhere while the active page is still open, else the last
 * remaining tag (the dashboard when none is left).
 */
export function pathAfterClosing(remaining: readonly VisitedTag[], activePath: string): string | null {
  if (remaining.some((tag) => tag.path === activePath)) return null;
  return remaining.at(-1)?.fullPath ?? DASHBOARD_TAG.fullPath;
}

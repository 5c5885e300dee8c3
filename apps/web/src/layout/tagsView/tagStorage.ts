import type { SessionUserLike } from '@afx/domain';
import { tagForLocation } from './tagForLocation';
import { addTag, INITIAL_TAGS, type VisitedTag } from './visitedTags';

/** The tab's own store: the tags survive a reload (F5) but not the tab. */
const STORAGE_KEY = 'afx.visitedTags';

interface StoredTags {
  userId: number;
  fullPaths: string[];
}

function storedTagsOf(text: string | null): StoredTags | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { userId, fullPaths } = value as Partial<StoredTags>;
    if (typeof userId !== 'number' || !Array.isArray(fullPaths)) return null;
    return { userId, fullPaths: fullPaths.filter((path): path is string => typeof path === 'string') };
  } catch {
    return null;
  }
}

/**
 * The tags this user had open in this tab, each made again from its address so that a page the
 * user may no longer open, or one that no longer exists, is dropped; the dashboard's alone otherwise.
 */
export function loadTags(user: SessionUserLike, userId: number): readonly VisitedTag[] {
  const stored = storedTagsOf(sessionStorage.getItem(STORAGE_KEY));
  if (!stored || stored.userId !== userId) return INITIAL_TAGS;
  return stored.fullPaths.reduce<readonly VisitedTag[]>((tags, fullPath) => {
    const url = new URL(fullPath, 'http://tag');
    const tag = tagForLocation(user, { pathname: url.pathname, search: url.search });
    return tag ? addTag(tags, tag) : tags;
  }, INITIAL_TAGS);
}

export function saveTags(userId: number, tags: readonly VisitedTag[]): void {
  const stored: StoredTags = { userId, fullPaths: tags.map((tag) => tag.fullPath) };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // A full or refused store only costs the tags after a reload.
  }
}

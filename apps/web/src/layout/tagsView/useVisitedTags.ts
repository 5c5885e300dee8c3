import type { SessionUserLike } from '@afx/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { tagForLocation } from './tagForLocation';
import { loadTags, saveTags } from './tagStorage';
import { addTag, type VisitedTag } from './visitedTags';

export interface VisitedTagsState {
  tags: readonly VisitedTag[];
  /** The tag of the page on screen, if it has one. */
  activePath: string | null;
  setTags: (tags: readonly VisitedTag[]) => void;
}

/**
 * The pages visited in this tab: every navigation adds its page's tag; they are kept in the tab's
 * session storage, so a reload keeps them.
 */
export function useVisitedTags(user: SessionUserLike & { user_id: number }): VisitedTagsState {
  const location = useLocation();
  const [tags, setTags] = useState<readonly VisitedTag[]>(() => loadTags(user, user.user_id));
  useEffect(() => saveTags(user.user_id, tags), [user.user_id, tags]);
  // Only a navigation adds a tag: closing the page's own tag must not bring it back before the
  // browser has moved to the next one.
  const [taggedKey, setTaggedKey] = useState<string | null>(null);
  const tag = tagForLocation(user, location);
  if (taggedKey !== location.key) {
    setTaggedKey(location.key);
    if (tag) setTags(addTag(tags, tag));
  }
  return { tags, activePath: tag?.path ?? null, setTags };
}

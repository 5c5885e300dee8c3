/**
 * The forum: an outside system (FORUM_URL) where incidents registered from a forum topic are posted
 * and to which the incident screen links back. Its posting API is not specified, so the portal
 * posts only to the built-in sandbox (a FORUM_URL whose host ends in `.sandbox`); against any other
 * forum it builds the return links and posts nothing.
 */

export type ForumPost = { topicId: number; incidentId: number };

export type ForumLinks = { topic: string | null; message: string | null };

export interface ForumGateway {
  /** Posts a new incident to its topic; the message id, or null when nothing was posted. */
  postIncident(post: ForumPost): Promise<number | null>;
  /** Links back to the topic and the message, null without a configured forum. */
  links(topicId: number | null, msgId: number | null): ForumLinks;
}

function linksUnder(forumUrl: string | undefined) {
  return (topicId: number | null, msgId: number | null): ForumLinks => {
    if (!forumUrl || topicId === null) return { topic: null, message: null };
    const topic = `${forumUrl}/topic/${topicId}`;
    return { topic, message: msgId === null ? null : `${topic}/message/${msgId}` };
  };
}

export function isSandboxForum(forumUrl: string): boolean {
  return new URL(forumUrl).hostname.endsWith('.sandbox');
}

/** The gateway for the configured forum URL (none, sandbox, or links only). */
export function forumGateway(forumUrl: string | undefined): ForumGateway {
  const links = linksUnder(forumUrl);
  if (forumUrl && isSandboxForum(forumUrl)) {
    // The sandbox numbers each incident's message after the incident: unique and restart-safe.
    return { links, postIncident: async ({ incidentId }) => incidentId };
  }
  return { links, postIncident: async () => null };
}

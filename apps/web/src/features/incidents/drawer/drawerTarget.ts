import type { IncidentDetailsInput } from '@afx/domain';
import type { IncidentKey } from '../api/incidentApi';

/** A new incident, from the create button, a forum link or an upload row. */
export interface NewIncidentTarget {
  kind: 'new';
  /** The category-domain to start with (a forum link's domainId). */
  domainId?: number;
  /** The forum topic to post to (a forum link's a1). */
  forumTopicId?: number;
  /** Details to start with (an upload row). */
  details?: IncidentDetailsInput;
  /** Registered for another organisation and user (an E1000 upload). */
  creator?: { orgId: number; userId: number };
}

/** A stored incident: opened from the list, a forum link or /incidents/id/{id}. */
export interface ExistingIncidentTarget {
  kind: 'existing';
  key: IncidentKey;
  /** 'read' shows it read-only whatever the rights; 'delete' asks for the reason at once. */
  intent?: 'read' | 'update' | 'delete';
}

export type IncidentDrawerTarget = NewIncidentTarget | ExistingIncidentTarget;

/** What a save answered, for the list and the forum's return link. */
export interface IncidentSaved {
  id: number;
  categoryDomainId: number | null;
  forumMsgUrl: string | null;
}

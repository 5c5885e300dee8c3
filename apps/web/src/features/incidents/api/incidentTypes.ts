import type { IncidentMutability, SortOrder } from '@afx/domain';

// The incident service's answers (apps/server/src/modules/incidents/api-schemas.ts), as the
// screens read them.

export interface IncidentPhone {
  number: string;
  type: number;
}

export interface IncidentListRow {
  id: number;
  id2: number;
  event_date: string;
  creator_org_id: number;
  creator_org_name: string;
  domain_id: number;
  domain_name: string;
  category_id: string;
  category_name: string;
  group_id: number | null;
  fullname: string | null;
  inn: string | null;
  phones: IncidentPhone[];
  passport_id: string | null;
  egrpou: string | null;
  org_name: string | null;
  /** First 6, stars, last 4: the whole number is never in a list. */
  pan_masked: string | null;
  mutable: IncidentMutability;
}

export interface IncidentDetailsView {
  event_date: string;
  inn: string | null;
  fullname: string | null;
  passport_id: string | null;
  phones: IncidentPhone[];
  egrpou: string | null;
  org_name: string | null;
  erdr_number: string | null;
  erdr_date: string | null;
  pan: string | null;
  ip: string | null;
  email: string | null;
  url: string | null;
  description: string | null;
}

export interface IncidentView {
  id: number;
  id2: number;
  category_domain_id: number;
  domain_name: string;
  category_id: string;
  category_name: string;
  group_id: number | null;
  group_description: string | null;
  forum_id: number | null;
  forum_msg_id: number | null;
  forum_topic_url: string | null;
  forum_msg_url: string | null;
  mutable: IncidentMutability;
  creator_org_id: number;
  creator_org_name: string;
  creator_user_id: number;
  creator_user_name: string;
  basis_type: number | null;
  basis_id: string | null;
  channel: string;
  create_dt: string;
  update_dt: string;
  deleted: boolean;
  deleted_dt: string | null;
  deleted_reason: string | null;
  details: IncidentDetailsView;
}

export interface IncidentCreated {
  id: number;
  id2: number;
  forum_msg_id: number | null;
  forum_msg_url: string | null;
}

export interface CategoryDomain {
  id: number;
  name: string;
  description: string;
  active: boolean;
  category_id: string;
  category_name: string;
  fields: string[];
  required_sets: { name: string; fields: string[] }[];
}

export interface IncidentCategory {
  id: string;
  name: string;
  description: string;
}

export interface CasinoRow {
  id: number;
  id2: number;
  event_date: string;
  url: string | null;
  description: string | null;
  creator_org_id: number;
  creator_org_name: string;
  active: boolean;
  update_dt: string;
}

/** The filter of /incident/list as sent: only the fields that hold a value. */
export interface IncidentListFilter {
  self_only?: boolean;
  inn?: string;
  phone_number?: string;
  passport_id?: string;
  fullname?: string;
  pan?: string;
  erdr_number?: string;
  ip?: string;
  email?: string;
  egrpou?: string;
  org_name?: string;
  group_id?: string;
  url?: string;
  id?: string;
  creator_org_id?: number;
  creator_user_id?: number;
  event_date_from?: string;
  event_date_to?: string;
}

export interface IncidentListQuery {
  filter: IncidentListFilter;
  page_number: number;
  page_size: number;
  sort_field: string;
  sort_order: SortOrder;
  /** A list the screen reads by itself, not a person's search: never a negative-information check. */
  lookup?: boolean;
}

export interface CasinoListFilter {
  url?: string;
  creator_org_id?: number;
  active_only?: boolean;
}

/** The body of /incident/create and /incident/update. */
export interface IncidentDetailsRequest {
  event_date: string;
  inn?: string;
  fullname?: string;
  passport_id?: string;
  phones: IncidentPhone[];
  egrpou?: string;
  org_name?: string;
  erdr_number?: string;
  erdr_date?: string;
  pan?: string;
  ip?: string;
  email?: string;
  url?: string;
  description?: string;
}

export interface IncidentCreateRequest {
  category_domain_id: number;
  details: IncidentDetailsRequest;
  forum_id?: number;
  creator_org_id?: number;
  creator_user_id?: number;
}

export interface IncidentUpdateRequest {
  id: number;
  category_domain_id: number;
  details: IncidentDetailsRequest;
}

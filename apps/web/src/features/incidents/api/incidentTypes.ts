import type { SortOrder } from '@afx/domain';
import type { ApiAnswer, ApiRow } from '../../../api/contract';

// The incident service's answers, from the server's OpenAPI document (api/contract.ts).

export type IncidentListRow = ApiRow<'/api/incidents/v1/incident/list'>;
export type IncidentView = ApiAnswer<'/api/incidents/v1/incident/get'>;
export type IncidentDetailsView = IncidentView['details'];
export type IncidentPhone = IncidentDetailsView['phones'][number];
export type IncidentCreated = ApiAnswer<'/api/incidents/v1/incident/create'>;
/** What /incident/update and /incident/delete answer: the incident's id. */
export type IncidentChanged = ApiAnswer<'/api/incidents/v1/incident/update'>;
export type CategoryDomain = ApiRow<'/api/incidents/v1/incident_category_domain/list'>;
export type IncidentCategory = ApiRow<'/api/incidents/v1/incident_category/list'>;
export type CasinoRow = ApiRow<'/api/incidents/v1/casino/list'>;

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

import type { AddressFields } from '../../../components/list';
import {
  ORGANISATION_SERVICES,
  ORGANISATION_TYPES,
  type OrganisationFilter,
  type OrganisationService,
  type OrganisationType,
} from '../api/types';
import { compact, flagOf, textOf, triStateOf, type TriState } from '../shared/adminText';

/** The organisation list's filter in the address (?q.text=…&q.type=issuer&q.service=fpt&q.active=true). */
export const ORGANISATION_ADDRESS_FIELDS: AddressFields<OrganisationFilter> = {
  text: 'text',
  type: ORGANISATION_TYPES,
  service: ORGANISATION_SERVICES,
  active: 'flag',
};

/** The filter box's values. */
export interface OrganisationFilterValues {
  text?: string;
  type?: OrganisationType | null;
  service?: OrganisationService | null;
  active?: TriState;
}

export const filterValuesOf = (filter: OrganisationFilter): OrganisationFilterValues => ({
  text: filter.text,
  type: filter.type ?? null,
  service: filter.service ?? null,
  active: triStateOf(filter.active),
});

export const organisationFilterOf = (values: OrganisationFilterValues): OrganisationFilter =>
  compact({
    text: textOf(values.text),
    type: values.type ?? undefined,
    service: values.service ?? undefined,
    active: flagOf(values.active),
  });

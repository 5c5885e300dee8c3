import { cardSystemName, type Locale } from '@afx/domain';
import { z } from 'zod';
import { countryName } from './organisations.js';

/** The card system and the owning organisation, as BIN and acquirer-id views both show them. */
export const ownerViewFields = {
  card_system_id: z.number().int(),
  card_system_name: z.string(),
  org_id: z.number().int(),
  org_name: z.string(),
  org_country_id: z.string(),
  org_country_name: z.string(),
  monitoring_email: z.string().nullable(),
};

type OwnerRow = {
  card_system_id: number;
  org_id: number;
  org_name: string;
  org_country_id: string;
  monitoring_email: string | null;
};

/** The owner fields of a stored row, with the names in the caller's language. */
export const ownerView = (row: OwnerRow, locale: Locale) => ({
  card_system_id: row.card_system_id,
  card_system_name: cardSystemName(row.card_system_id),
  org_id: row.org_id,
  org_name: row.org_name,
  org_country_id: row.org_country_id,
  org_country_name: countryName(row.org_country_id, locale),
  monitoring_email: row.monitoring_email,
});

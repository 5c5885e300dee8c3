import { z } from 'zod';
import {
  ATM_LIMITS,
  isKatottg,
  LOOKUP_PAGE_SIZES,
  listOf,
  objectOf,
  optionalText,
  pageNumberSchema,
  typeError,
} from '@afx/domain';
import { listPageSchema } from '../../platform/http/paging.js';

/** Locations per page at most: the city picker shows 15 or 20 (spec 3 §9). */
export const LOCATION_PAGE_MAX = 20;

export const locationListQuery = objectOf({
  page_number: pageNumberSchema,
  page_size: z
    .int({ error: typeError })
    .min(1, { error: 'invalid_value' })
    .max(LOCATION_PAGE_MAX, { error: 'invalid_value' })
    .nullish()
    .transform((value) => value ?? LOOKUP_PAGE_SIZES.directories),
  filter: objectOf({
    id: optionalText((value) => (isKatottg(value.toUpperCase()) ? null : 'katottg_invalid')),
    name: optionalText(undefined, { max: ATM_LIMITS.textMax }),
    full_name: optionalText(undefined, { max: ATM_LIMITS.textMax }),
    /** Words of a region ('Київська'): its settlements, and Kyiv and Sevastopol whatever it is. */
    region: optionalText(undefined, { max: ATM_LIMITS.textMax }),
  })
    .nullish()
    .transform(
      (filter) => filter ?? { id: undefined, name: undefined, full_name: undefined, region: undefined },
    ),
});

export const locationView = z.object({
  id: z.string(),
  category: z.string(),
  name: z.string(),
  full_name: z.string(),
});

export const locationListPage = listPageSchema(locationView);

/** Hints one resolve call takes: a batch of the ATM upload. */
export const LOCATION_RESOLVE_BATCH = 500;

const hintFields = {
  katottg: optionalText((value) => (isKatottg(value.toUpperCase()) ? null : 'katottg_invalid')),
  region: optionalText(undefined, { max: ATM_LIMITS.textMax }).transform((v) => v ?? ''),
  city: optionalText(undefined, { max: ATM_LIMITS.textMax }).transform((v) => v ?? ''),
};

/** One hint `{katottg?, region, city}`, or a batch `{items: [...]}` answered in order. */
export const locationResolveRequest = objectOf({
  items: listOf(objectOf(hintFields), LOCATION_RESOLVE_BATCH).optional(),
  ...hintFields,
});

export const locationResolveAnswer = z.object({
  list: z.array(locationView.nullable()).optional(),
  location: locationView.nullable().optional(),
});

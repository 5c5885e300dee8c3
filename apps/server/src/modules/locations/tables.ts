import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The KATOTTG codifier (administrative-territorial units of Ukraine), loaded from
 * data/katottg/ at start. An ATM's location_id is such a code.
 */
export const locations = pgTable(
  'locations',
  {
    /** UA + 17 digits: the deepest non-empty level of the codifier row. */
    id: text('id').primaryKey(),
    /** O oblast, K city with special status, P raion, H hromada, M city, X settlement, C village, B city district. */
    category: text('category').notNull(),
    name: text('name').notNull(),
    /** The name with its parents: "с. Андріївка, Андріївська громада, Бахчисарайський р-н, ...". */
    fullName: text('full_name').notNull(),
    level1: text('level1').notNull(),
    level2: text('level2'),
    level3: text('level3'),
    level4: text('level4'),
    levelExtra: text('level_extra'),
    /** The nearest parent unit. */
    parentId: text('parent_id'),
    /** Lower-cased name and full name with one apostrophe, computed when loading (any database locale). */
    nameKey: text('name_key').notNull(),
    searchText: text('search_text').notNull(),
    /** The codifier edition the row came from (yyyy-mm-dd). */
    edition: text('edition').notNull(),
  },
  (t) => [
    index('locations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('locations_name_key_idx').on(t.nameKey.op('text_pattern_ops')),
    index('locations_level1_idx').on(t.level1),
  ],
);

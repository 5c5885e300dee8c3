import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.js';
import { INCIDENT_CATEGORIES, INCIDENT_CATEGORY_DOMAINS } from './categories-data.js';
import { incidentCategories, incidentCategoryDomains } from './tables.js';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Writes the incident categories and category-domains: reference data every database needs, so it
 * runs at each start after the migrations. Idempotent; the code is the source of this data.
 */
export async function seedIncidentCategories(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(incidentCategories)
      .values(
        INCIDENT_CATEGORIES.map((c, index) => ({
          id: c.id,
          nameUk: c.name.uk,
          nameEn: c.name.en,
          nameRu: c.name.ru,
          descriptionUk: c.description.uk,
          descriptionEn: c.description.en,
          descriptionRu: c.description.ru,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: incidentCategories.id,
        set: {
          nameUk: excluded('name_uk'),
          nameEn: excluded('name_en'),
          nameRu: excluded('name_ru'),
          descriptionUk: excluded('description_uk'),
          descriptionEn: excluded('description_en'),
          descriptionRu: excluded('description_ru'),
          sortOrder: excluded('sort_order'),
        },
      });
    await tx
      .insert(incidentCategoryDomains)
      .values(
        INCIDENT_CATEGORY_DOMAINS.map((d, index) => ({
          id: d.id,
          categoryId: d.categoryId,
          nameUk: d.name.uk,
          nameEn: d.name.en,
          nameRu: d.name.ru,
          descriptionUk: d.description.uk,
          descriptionEn: d.description.en,
          descriptionRu: d.description.ru,
          active: d.active,
          fields: d.fields,
          requiredSets: d.requiredSets,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: incidentCategoryDomains.id,
        set: {
          categoryId: excluded('category_id'),
          nameUk: excluded('name_uk'),
          nameEn: excluded('name_en'),
          nameRu: excluded('name_ru'),
          descriptionUk: excluded('description_uk'),
          descriptionEn: excluded('description_en'),
          descriptionRu: excluded('description_ru'),
          active: excluded('active'),
          fields: excluded('fields'),
          requiredSets: excluded('required_sets'),
          sortOrder: excluded('sort_order'),
        },
      });
  });
}

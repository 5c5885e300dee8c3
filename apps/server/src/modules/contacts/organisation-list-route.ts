import { listPageSchema } from '../../platform/http/paging.js';
import { errorResponses } from '../../platform/http/schemas.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { lookupOrganisations, organisationLookupSchema, organisationPickItem } from './organisations.js';

/** POST /organization/list: the organisation picker every directory's filters and forms use. */
export function organisationListRoute(app: ZodApp, tags: string[]): void {
  const db = app.deps.database.db;
  app.post(
    '/organization/list',
    {
      schema: {
        tags,
        body: organisationLookupSchema,
        response: { 200: listPageSchema(organisationPickItem), ...errorResponses },
      },
    },
    async (request) => lookupOrganisations(db, request.body),
  );
}

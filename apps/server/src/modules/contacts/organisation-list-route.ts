import { listPageSchema } from '../../platform/http/paging.js';
import { errorResponses } from '../../platform/http/api.js';
import type { ZodApp } from '../../platform/http/zod-app.js';
import { CONTACT_KINDS } from './kinds.js';
import { lookupOrganisations, organisationLookupSchema, organisationPickItem } from './organisations.js';

/**
 * POST /organization/list: the organisation picker of the BIN, ATM and acquirer-id filters and
 * forms. It offers banks only: a cyber police unit or a mobile operator owns no BINs or ATMs.
 */
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
    async (request) => lookupOrganisations(db, request.body, CONTACT_KINDS.banks.types),
  );
}

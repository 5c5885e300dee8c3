import { errorResponses } from '../http/api.js';
import { listPageSchema } from '../http/paging.js';
import type { ZodApp } from '../http/zod-app.js';
import {
  BANK_TYPES,
  lookupOrganisations,
  organisationLookupSchema,
  organisationPickItem,
} from './organisations.js';

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
    async (request) => lookupOrganisations(db, request.body, BANK_TYPES),
  );
}

import type { FastifyPluginAsync } from 'fastify';
import { XLSX_TYPE } from '../../platform/export/xlsx.js';
import { fileAnswer } from '../../platform/http/schemas.js';
import { TEMPLATE_FILE_NAME, buildIncidentTemplate } from './template.js';

const TEMPLATE_ANSWER = fileAnswer('The upload template', [XLSX_TYPE]);

/**
 * GET /files/itm/template_1.xlsx: the upload template. Public, like the static file the spec
 * names: the browser downloads it by a plain link (no bearer token), and it holds no data, only
 * the column names and an example.
 */
export const incidentFileRoutes: FastifyPluginAsync = async (app) => {
  const template = buildIncidentTemplate();
  app.get(
    '/files/itm/template_1.xlsx',
    { config: { public: true }, schema: { tags: ['incidents'], response: { 200: TEMPLATE_ANSWER } } },
    async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(template),
  );
};

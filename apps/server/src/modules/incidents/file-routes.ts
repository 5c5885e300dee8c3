import type { FastifyPluginAsync } from 'fastify';
import { sendTemplate, templateAnswer } from '../../platform/export/upload-template.js';
import { TEMPLATE_FILE_NAME, buildIncidentTemplate } from './template.js';

/**
 * GET /files/itm/template_1.xlsx: the upload template. Public, like the static file the spec
 * names: the browser downloads it by a plain link (no bearer token), and it holds no data, only
 * the column names and an example.
 */
export const incidentFileRoutes: FastifyPluginAsync = async (app) => {
  const template = buildIncidentTemplate();
  app.get(
    '/files/itm/template_1.xlsx',
    { config: { public: true }, schema: { tags: ['incidents'], response: templateAnswer } },
    async (_request, reply) => sendTemplate(reply, template, TEMPLATE_FILE_NAME),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { ATM_UPLOAD_SHEET } from '@afx/domain';
import { sendTemplate, sheetTemplate, templateAnswer } from '../../platform/export/upload-template.js';

/** GET /files/dal/template_1.xlsx, saved as atm_list_template.xlsx (spec 3 §7); public, as the BIN one. */
export const atmTemplateRoutes: FastifyPluginAsync = async (app) => {
  const file = sheetTemplate(ATM_UPLOAD_SHEET.names, 'ATMs');
  app.get(
    '/files/dal/template_1.xlsx',
    { config: { public: true }, schema: { tags: ['dal'], response: templateAnswer } },
    async (_request, reply) => sendTemplate(reply, file, 'atm_list_template.xlsx'),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { BIN_UPLOAD_SHEET } from '@afx/domain';
import { sendTemplate, sheetTemplate, templateAnswer } from '../../platform/export/upload-template.js';

/**
 * GET /files/dcb/template_1.xlsx: the BIN list template, built once from the domain's sheet columns.
 * Public: it holds only column names, and the browser downloads it by a plain link (no token).
 */
export const binTemplateRoutes: FastifyPluginAsync = async (app) => {
  const file = sheetTemplate(BIN_UPLOAD_SHEET.names, 'BINs');
  app.get(
    '/files/dcb/template_1.xlsx',
    { config: { public: true }, schema: { tags: ['dcb'], response: templateAnswer } },
    async (_request, reply) => sendTemplate(reply, file, 'bin_list_template.xlsx'),
  );
};

import { ORGANISATION_ICON_MAX_BYTES } from '@afx/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/http/errors.js';

/**
 * The request's limit: well above the icon's 200 KB, so a file somewhat too large is answered with
 * the icon's own message rather than the server's 'body too large'.
 */
export const ICON_BODY_LIMIT = 1024 * 1024;

/**
 * The organisation icon arrives as multipart/form-data: a field `id` (the organisation) and a file
 * `file`, read whole by @fastify/multipart (one small file, bounded) into the body as key/values.
 * Registered inside the admin plugin only: no other route takes multipart.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: ICON_BODY_LIMIT, files: 1, fields: 2, parts: 3 },
  });
}

/** The image type by the file's own bytes (not by its name or declared type): PNG, JPEG or SVG. */
export function sniffIconType(data: Buffer): 'image/png' | 'image/jpeg' | 'image/svg+xml' | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'image/svg+xml';
  return null;
}

/** The uploaded icon as a data URL, or the field error. */
export function iconDataUrl(body: unknown): { orgId: number; dataUrl: string } {
  const fields = (body ?? {}) as { id?: unknown; file?: unknown };
  const id = Number(typeof fields.id === 'string' ? fields.id : NaN);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw badRequest({ id: 'required_field' });
  const file = Buffer.isBuffer(fields.file) ? fields.file : null;
  if (!file || file.length === 0) throw badRequest({ file: 'admin_icon_missing' });
  if (file.length > ORGANISATION_ICON_MAX_BYTES) throw badRequest({ file: 'admin_icon_too_large' });
  const type = sniffIconType(file);
  if (!type) throw badRequest({ file: 'admin_icon_type' });
  return { orgId: id, dataUrl: `data:${type};base64,${file.toString('base64')}` };
}

import { ORGANISATION_ICON_MAX_BYTES } from '@afx/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/http/errors.js';

/**
 * The organisation icon arrives as multipart/form-data: a field `id` (the organisation) and a file
 * `file`. One small file, so the body is read whole (bounded) and split here; no other route of the
 * admin plugin takes multipart.
 */
export type IconUpload = { fields: Record<string, string>; files: { field: string; data: Buffer }[] };

/**
 * The request's limit: well above the icon's 200 KB, so a file somewhat too large is answered with
 * the icon's own message rather than the server's 'body too large'.
 */
export const ICON_BODY_LIMIT = 1024 * 1024;

export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: ICON_BODY_LIMIT },
    (request, body, done) => {
      const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(String(request.headers['content-type']));
      const marker = boundary?.[1] ?? boundary?.[2];
      if (!marker) {
        done(badRequest({ file: 'admin_icon_missing' }), undefined);
        return;
      }
      done(null, splitParts(body as Buffer, marker.trim()));
    },
  );
}

const CRLF2 = Buffer.from('\r\n\r\n');

/** The parts of a multipart body: the named text fields and the files (RFC 7578). */
export function splitParts(body: Buffer, boundary: string): IconUpload {
  const upload: IconUpload = { fields: {}, files: [] };
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    // '--' after a delimiter ends the body.
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    // The part sits between the delimiter's line end and the CRLF before the next delimiter.
    const part = body.subarray(partStart + 2, next - 2);
    const headerEnd = part.indexOf(CRLF2);
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const content = part.subarray(headerEnd + CRLF2.length);
      const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(headers)?.[1];
      const isFile = /content-disposition:[^\r\n]*\bfilename="/i.test(headers);
      if (name !== undefined) {
        if (isFile) upload.files.push({ field: name, data: Buffer.from(content) });
        else upload.fields[name] = content.toString('utf8');
      }
    }
    start = next;
  }
  return upload;
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
export function iconDataUrl(upload: unknown): { orgId: number; dataUrl: string } {
  const parsed = upload as IconUpload | undefined;
  const id = Number(parsed?.fields?.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw badRequest({ id: 'required_field' });
  const file = parsed?.files?.find((f) => f.field === 'file');
  if (!file || file.data.length === 0) throw badRequest({ file: 'admin_icon_missing' });
  if (file.data.length > ORGANISATION_ICON_MAX_BYTES) throw badRequest({ file: 'admin_icon_too_large' });
  const type = sniffIconType(file.data);
  if (!type) throw badRequest({ file: 'admin_icon_type' });
  return { orgId: id, dataUrl: `data:${type};base64,${file.data.toString('base64')}` };
}

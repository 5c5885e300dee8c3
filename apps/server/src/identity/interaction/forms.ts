import type { Locale } from '@afx/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGE_COOKIE, pageLocale } from './locale.js';

/** No NUL: PostgreSQL text cannot hold it, and no login or password has one. */
export const field = z
  .string()
  .max(1024)
  .refine((v) => !v.includes('\u0000'))
  .optional();

/** An identity page's post is a few short fields; a bigger body is refused before it is read through. */
export const BODY_LIMIT = 16 * 1024;

export const localeOf = (request: FastifyRequest): Locale =>
  pageLocale(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);

/** An identity page: HTML, never cached. */
export const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

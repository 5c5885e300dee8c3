import { z } from 'zod';

/** The one error shape, for the OpenAPI of every route. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
} as const;

/** What group changes and deletes answer: how many objects they touched. */
export const countAnswer = z.object({ count: z.number().int() });

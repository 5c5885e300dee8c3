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

/**
 * The answer of a route that sends a file (an export, an upload template), for the OpenAPI: its
 * media types with a binary body. The file goes out as it is: no schema checks its bytes.
 */
export function fileAnswer(description: string, mediaTypes: readonly string[]) {
  const file = z.string().meta({ format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: file }])) };
}

import { STORABLE_TEXT } from '@afx/domain';
import { describe, expect, it } from 'vitest';
import { testContext } from './harness.js';
import { type JsonSchema, requestSchemas } from './openapi-requests.js';

const ctx = testContext();

/** What a schema lacks: an array without maxItems, a free text that does not refuse NUL. */
function gaps(schema: JsonSchema, path: string, found: string[]): string[] {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)];
  if (schema.type === 'array' && typeof schema.maxItems !== 'number')
    found.push(`${path}: array without maxItems`);
  if (schema.type === 'string' && !schema.enum && !schema.const && !patterns.includes(STORABLE_TEXT.source)) {
    found.push(`${path}: text that does not refuse U+0000 and lone surrogates`);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    gaps(property, `${path}.${name}`, found);
  if (schema.items) gaps(schema.items, `${path}[]`, found);
  if (typeof schema.additionalProperties === 'object') gaps(schema.additionalProperties, `${path}{}`, found);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    gaps(part, path, found);
  }
  return found;
}

describe('every request schema of the OpenAPI document', () => {
  it('gives each array a maximum and each text the storable-characters rule', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json();
    const requests = requestSchemas(doc);
    // The document has request schemas at all (a walk over nothing would pass).
    expect(requests.length).toBeGreaterThan(50);
    const found = requests.flatMap((request) => gaps(request.schema, request.name, []));
    expect(found).toEqual([]);
  });
});

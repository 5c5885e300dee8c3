/** The parts of a JSON schema the request tests read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};

export type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** One request schema of an operation: its JSON body, or one query, path or header parameter. */
export type RequestSchema = {
  method: string;
  path: string;
  /** `POST /api/dcb/v1/list body`, `GET /api/.../login-log query.page_size`. */
  name: string;
  in: 'body' | 'query' | 'path' | 'header';
  parameter?: string;
  required: boolean;
  schema: JsonSchema;
};

/** Every request schema the OpenAPI document declares. */
export function requestSchemas(doc: OpenApi): RequestSchema[] {
  const found: RequestSchema[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${path}`;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) found.push({ method, path, name: `${where} body`, in: 'body', required: true, schema: body });
      for (const p of operation.parameters ?? []) {
        if (p.in !== 'query' && p.in !== 'path' && p.in !== 'header') continue;
        found.push({
          method,
          path,
          name: `${where} ${p.in}.${p.name}`,
          in: p.in,
          parameter: p.name,
          required: p.required ?? p.in === 'path',
          schema: p.schema,
        });
      }
    }
  }
  return found;
}

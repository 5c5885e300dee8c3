// The server's answers as the web reads them, taken from the types generated from the server's
// OpenAPI document (generated/openapi.ts, `npm run api:types`): a field renamed or retyped on the
// server breaks the web's typecheck where the field is read (docs/decisions/0030-typed-contract.md).
import type { paths } from './generated/openapi';

export type ApiPath = keyof paths;
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The paths that serve a method. */
export type ApiPathWith<M extends ApiMethod> = {
  [P in ApiPath]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[ApiPath];

type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;

/** The JSON body a route answers with its success status (200, else 201 or 202). */
export type ApiAnswer<P extends ApiPathWith<M>, M extends ApiMethod = 'post'> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: { content: { 'application/json': infer T } } }
      ? T
      : R extends { 201: { content: { 'application/json': infer T } } }
        ? T
        : R extends { 202: { content: { 'application/json': infer T } } }
          ? T
          : never
    : never;

/** One row of a list answer (`{ list, total_count }`). */
export type ApiRow<P extends ApiPathWith<M>, M extends ApiMethod = 'post'> =
  ApiAnswer<P, M> extends { list: (infer Row)[] } ? Row : never;

/** The JSON body a route takes, as the server accepts it (optional where the server fills a default). */
export type ApiBody<P extends ApiPathWith<M>, M extends ApiMethod = 'post'> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

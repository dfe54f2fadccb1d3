import { request, withQuery, type RequestOptions } from './api';
import type { paths } from './api/schema';

// Calls named by the generated OpenAPI paths, so the answer's type comes from the document rather than from
// a type argument the call site could get wrong: `getApi('/clients/{id}/', { path: { id } })` is a
// Promise<Client>, and a path, a path parameter or a query parameter the server does not have fails tsc.
// Requests go through the same `request` as `api.get`, with the same errors, 401 handling and trailing slash.

/** The document's paths as the UI writes them: '/api/clients/{id}' -> '/clients/{id}/'. */
type UiPaths = { [K in keyof paths as K extends `/api${infer Rest}` ? `${Rest}/` : never]: paths[K] };

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** The paths that answer `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof UiPaths]: [NonNullable<UiPaths[P][M]>] extends [never] ? never : P;
}[keyof UiPaths];

type Operation<P extends keyof UiPaths, M extends Method> = NonNullable<UiPaths[P][M]>;

type SuccessCode = 200 | 201 | 202 | 204;

/** The JSON a successful answer carries; undefined for one without a body (204). */
export type ApiAnswer<O> = O extends { responses: infer R }
  ? {
      [C in keyof R & SuccessCode]: R[C] extends { content: { 'application/json': infer J } } ? J : undefined;
    }[keyof R & SuccessCode]
  : never;

type PathParams<O> = O extends { parameters: { path: infer A } } ? A : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Values are left as the call site has them (a filter's 'all' or '' is dropped by `withQuery`); names are checked. */
type Scalar = string | number | boolean | null | undefined;

type CallOptions<O> = Omit<RequestOptions, 'method' | 'body'> &
  ([PathParams<O>] extends [never] ? { path?: never } : { path: { [K in keyof PathParams<O>]: string | number } }) &
  ([QueryParams<O>] extends [never] ? { query?: never } : { query?: { [K in keyof QueryParams<O>]?: Scalar } });

/** Options may be left out only where the path has no parameters to fill. */
type OptionsArg<O> = object extends CallOptions<O> ? [options?: CallOptions<O>] : [options: CallOptions<O>];

/** '/clients/{id}/' with { id: 7 } -> '/clients/7/', each value encoded as one path segment. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

export function getApi<P extends ApiPath<'get'>>(
  path: P,
  ...[options]: OptionsArg<Operation<P, 'get'>>
): Promise<ApiAnswer<Operation<P, 'get'>>> {
  const {
    path: params,
    query,
    ...rest
  } = (options ?? {}) as Omit<RequestOptions, 'method' | 'body'> & {
    path?: Record<string, string | number>;
    query?: Record<string, Scalar>;
  };
  return request(withQuery(fillPath(path, params), query ?? {}), { ...rest, method: 'GET' });
}

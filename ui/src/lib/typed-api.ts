import { fetchAllPages, request, withQuery, type RequestOptions } from './api';
import type { paths } from './api/schema';

// Calls named by the generated OpenAPI paths, so the answer's type comes from the document rather than from
// a type argument the call site could get wrong: `getApi('/clients/{id}/', { path: { id } })` is a
// Promise<Client>, and a path, a path parameter, a query parameter or a body the server does not take
// fails tsc.
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

type BodyOf<C> =
  | (C extends { 'application/json': infer J } ? J : never)
  | (C extends { 'multipart/form-data': unknown } ? FormData : never);

/**
 * The request body the operation takes: required, optional, or none. An operation without one still
 * accepts `{}`, which some calls send so the request carries a JSON body as it always has.
 */
type BodyOptions<O> = O extends { requestBody: { content: infer C } }
  ? { body: BodyOf<C> }
  : O extends { requestBody?: infer R }
    ? [NonNullable<R>] extends [never]
      ? { body?: Record<string, never> }
      : { body?: BodyOf<NonNullable<R> extends { content: infer C } ? C : never> }
    : { body?: Record<string, never> };

type CallOptions<O> = Omit<RequestOptions, 'method' | 'body'> &
  ([PathParams<O>] extends [never] ? { path?: never } : { path: { [K in keyof PathParams<O>]: string | number } }) &
  ([QueryParams<O>] extends [never] ? { query?: never } : { query?: { [K in keyof QueryParams<O>]?: Scalar } });

/** Options may be left out only where the path has no parameters to fill and no body is required. */
type OptionsArg<O, Extra = object> = object extends CallOptions<O> & Extra
  ? [options?: CallOptions<O> & Extra]
  : [options: CallOptions<O> & Extra];

/** '/clients/{id}/' with { id: 7 } -> '/clients/7/', each value encoded as one path segment. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

type Loose = Omit<RequestOptions, 'method'> & {
  path?: Record<string, string | number>;
  query?: Record<string, Scalar>;
};

function call<T>(method: RequestOptions['method'], template: string, options: Loose = {}): Promise<T> {
  const { path, query, ...rest } = options;
  return request<T>(withQuery(fillPath(template, path), query ?? {}), { ...rest, method });
}

export function getApi<P extends ApiPath<'get'>>(
  path: P,
  ...[options]: OptionsArg<Operation<P, 'get'>>
): Promise<ApiAnswer<Operation<P, 'get'>>> {
  return call('GET', path, options as Loose);
}

export function postApi<P extends ApiPath<'post'>>(
  path: P,
  ...[options]: OptionsArg<Operation<P, 'post'>, BodyOptions<Operation<P, 'post'>>>
): Promise<ApiAnswer<Operation<P, 'post'>>> {
  return call('POST', path, options as Loose);
}

export function patchApi<P extends ApiPath<'patch'>>(
  path: P,
  ...[options]: OptionsArg<Operation<P, 'patch'>, BodyOptions<Operation<P, 'patch'>>>
): Promise<ApiAnswer<Operation<P, 'patch'>>> {
  return call('PATCH', path, options as Loose);
}

export function putApi<P extends ApiPath<'put'>>(
  path: P,
  ...[options]: OptionsArg<Operation<P, 'put'>, BodyOptions<Operation<P, 'put'>>>
): Promise<ApiAnswer<Operation<P, 'put'>>> {
  return call('PUT', path, options as Loose);
}

export function deleteApi<P extends ApiPath<'delete'>>(
  path: P,
  ...[options]: OptionsArg<Operation<P, 'delete'>, BodyOptions<Operation<P, 'delete'>>>
): Promise<ApiAnswer<Operation<P, 'delete'>>> {
  return call('DELETE', path, options as Loose);
}

/** One item of a list answer, wrapped (`{results: [...]}`) or bare. */
type ItemOf<A> = A extends { results: (infer I)[] } ? I : A extends (infer I)[] ? I : never;

/** Every item of a list, following the server's `next` links (at most `maxPages` requests). */
export function getAllPages<P extends ApiPath<'get'>>(
  path: P,
  ...[options]: OptionsArg<Operation<P, 'get'>, { maxPages?: number }>
): Promise<ItemOf<ApiAnswer<Operation<P, 'get'>>>[]> {
  const { path: params, query, signal, maxPages } = (options ?? {}) as Loose & { maxPages?: number };
  return fetchAllPages(withQuery(fillPath(path, params), query ?? {}), { signal, maxPages });
}

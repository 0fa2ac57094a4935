import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { BodyInputOf, Endpoint, EnvelopeOf, QueryInputOf, SchemaId, ViewOf } from '@voltdesk/contracts';

/** What a call sends: the query and body its endpoint defines, typed from the endpoint's schemas. */
export type CallArgs<E extends Endpoint> = (E['query'] extends SchemaId
  ? { query: QueryInputOf<E> }
  : { query?: undefined }) &
  (E['body'] extends SchemaId
    ? { body: E['multipart'] extends true ? FormData : BodyInputOf<E> }
    : E['multipart'] extends true
      ? // Multipart without one body schema (each setup key has its own): the fields are checked per key.
        { body: FormData }
      : { body?: undefined });

/**
 * The RTK Query request of an endpoint, from its definition in libs/contracts: the path, the method and
 * the arguments come from the one place the service registers its handler from.
 */
export function callOf<E extends Endpoint>(endpoint: E, callArgs?: CallArgs<E>): FetchArgs {
  // The shape is checked at the call site; inside, the generic conditional type is only in the way.
  const args = callArgs as { query?: Record<string, unknown>; body?: unknown } | undefined;
  return {
    url: endpoint.path,
    method: endpoint.method,
    ...(args?.query ? { params: args.query } : {}),
    ...(args?.body !== undefined ? { body: args.body } : {}),
  };
}

/** `transformResponse` keeping `data` of the endpoint's success envelope, typed as its view. */
export const dataOf =
  <E extends Endpoint>(_endpoint: E) =>
  (body: EnvelopeOf<E>): ViewOf<E> =>
    // Resolving the view type of a generic endpoint here is needlessly deep; callers see it resolved.
    (body as { data: unknown }).data as ViewOf<E>;

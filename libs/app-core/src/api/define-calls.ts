import type { coreModuleName } from '@reduxjs/toolkit/query';
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import type {
  Api,
  EndpointBuilder,
  EndpointDefinitions,
  FetchArgs,
  FetchBaseQueryError,
  MutationDefinition,
  QueryDefinition,
  TagDescription,
} from '@reduxjs/toolkit/query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type Endpoint,
  type MetaOf,
  type QueryInputOf,
  type SchemaId,
  type ViewOf,
} from '@voltdesk/contracts';
import { baseApi as api } from './base-api';
import type { baseQuery, CallOptions } from './base-query';
import { callOf, type CallArgs } from './endpoint-call';
import type { IdempotencyKey } from './idempotency-key';

/** The success envelope of an endpoint, as `EnvelopeOf` of libs/contracts, as a type alias (see below). */
export type Envelope<E extends Endpoint> = { data: ViewOf<E>; message?: string; meta?: MetaOf<E> };

/** Whether a definition says a repeat of a call with the same key answers the first call's answer. */
type IsIdempotent<E> = E extends { readonly idempotent: true } ? true : false;

/** What a call sends as its body: FormData to a multipart endpoint, else what the body's schema types. */
type HasBody<E extends Endpoint> = E['body'] extends SchemaId
  ? true
  : E['multipart'] extends true
    ? true
    : false;

/**
 * What a hook is called with unless the call says otherwise: the body, the query, both (`{ query, body }`)
 * or nothing, as the definition has them.
 */
export type DefaultArg<E extends Endpoint> =
  HasBody<E> extends true
    ? E['query'] extends SchemaId
      ? CallArgs<E>
      : NonNullable<CallArgs<E>['body']>
    : E['query'] extends SchemaId
      ? QueryInputOf<E>
      : void;

/**
 * The argument of an idempotent endpoint's hook: the request and the key of the user action it belongs to
 * (`newIdempotencyKey()`, kept for as long as a repeat is the same action: a dialog's opening, a form's
 * unchanged content). The builder sends it as the `Idempotency-Key` header.
 */
export interface Idempotent<Arg> {
  request: Arg;
  idempotencyKey: IdempotencyKey;
}

/** The hook's argument: the call's own, wrapped with the action's key for an idempotent endpoint. */
export type HookArg<E, Arg> = IsIdempotent<E> extends true ? Idempotent<Arg> : Arg;

/** Tags as RTK Query takes them, given the call's own argument (never the idempotency wrapper). */
export type Tagging<R, Arg> =
  | ReadonlyArray<TagDescription<string>>
  | ((result: R | undefined, error: unknown, arg: Arg) => ReadonlyArray<TagDescription<string>>);

/**
 * What every call may say besides its definition. The parts typed from the endpoint are written out in
 * `read`'s and `write`'s signatures (through a generic type alias or interface, TypeScript instantiates the
 * contract's view types too deep to resolve):
 * - `args`: the hook's argument -> the query and body the definition types, plus headers it names (the
 *   landing data's `key`). Without it the argument is the body, the query, or both (DefaultArg);
 * - `result`: what the hook answers, from the success envelope. Default: a read's `data`, a write's envelope.
 */
type CommonOptions = {
  /** How the answer is read when it is not the JSON envelope (a streamed CSV), and its cache mode. */
  fetch?: Pick<FetchArgs, 'responseHandler' | 'cache'>;
  /** `asVisitor`: the call goes without the session's token (base-query.ts). */
  extraOptions?: CallOptions;
};

// NoInfer: the argument and the answer come from `args`, `result` and the definition, never from how a tag
// function declares its parameters.
export type ReadOptions<Arg, R> = CommonOptions & {
  providesTags?: Tagging<NoInfer<R>, NoInfer<Arg>>;
  keepUnusedDataFor?: number;
};

export type WriteOptions<Arg, R> = CommonOptions & {
  invalidatesTags?: Tagging<NoInfer<R>, NoInfer<Arg>>;
};

/** A query (`use<Name>Query`, `useLazy<Name>Query`) of one definition. */
export type ReadCall<E extends Endpoint, Arg, R> = {
  readonly kind: 'read';
  readonly endpoint: E;
  readonly options: ReadOptions<Arg, R>;
  /** Types only (never set): what `defineCalls` reads back without resolving the options' types. */
  readonly types?: { arg: Arg; result: R };
};

/** A mutation (`use<Name>Mutation`) of one definition. */
export type WriteCall<E extends Endpoint, Arg, R> = {
  readonly kind: 'write';
  readonly endpoint: E;
  readonly options: WriteOptions<Arg, R>;
  /** Types only (never set), as ReadCall's. */
  readonly types?: { arg: Arg; result: R };
};

/**
 * A query that is not a call of the API (the gateway's `/app-config.json`): its own fetch, cached like
 * any other read.
 */
export interface LocalRead<Arg, R> {
  readonly kind: 'local';
  /** Types only (never set), as ReadCall's. */
  readonly types?: { arg: Arg; result: R };
  readonly run: (
    arg: Arg,
  ) => Promise<{ data: R; error?: undefined } | { error: FetchBaseQueryError; data?: undefined }>;
  readonly keepUnusedDataFor?: number;
}

/** A read of an endpoint: `read(posEndpoints.orders, { args, result, providesTags })`. */
export function read<E extends Endpoint, Arg = DefaultArg<E>, R = ViewOf<E>>(
  endpoint: E,
  // NoInfer: E comes from the definition, never from the options.
  options: ReadOptions<Arg, R> & {
    args?: (arg: Arg) => CallArgs<NoInfer<E>> & { headers?: Record<string, string> };
    result?: (body: { data: ViewOf<NoInfer<E>>; message?: string; meta?: MetaOf<NoInfer<E>> }, arg: Arg) => R;
  } = {},
): ReadCall<E, Arg, R> {
  return { kind: 'read', endpoint, options };
}

/** A write of an endpoint: `write(posEndpoints.insertOrder, { invalidatesTags })`. */
export function write<E extends Endpoint, Arg = DefaultArg<E>, R = Envelope<E>>(
  endpoint: E,
  options: WriteOptions<Arg, R> & {
    args?: (arg: Arg) => CallArgs<NoInfer<E>> & { headers?: Record<string, string> };
    result?: (body: { data: ViewOf<NoInfer<E>>; message?: string; meta?: MetaOf<NoInfer<E>> }, arg: Arg) => R;
  } = {},
): WriteCall<E, Arg, R> {
  return { kind: 'write', endpoint, options };
}

/** A cached read that is no API call (see LocalRead); its hook takes no argument. */
export function localRead<R>(
  run: LocalRead<void, R>['run'],
  options: { keepUnusedDataFor?: number } = {},
): LocalRead<void, R> {
  return { kind: 'local', run, ...options };
}

/**
 * Any call, by the fields `defineCalls` reads. Matching a call against `ReadCall<any, any, any>` would
 * resolve the contract's types for any endpoint, which is needlessly deep.
 */
type AnyCall =
  | { readonly kind: 'read' | 'write'; readonly endpoint: Endpoint; readonly options: object }
  | {
      readonly kind: 'local';
      readonly run: (arg: never) => Promise<unknown>;
      readonly keepUnusedDataFor?: number;
    };

type BaseQuery = typeof baseQuery;

/** The RTK Query definition each call becomes, so RTK names and types its hooks. */
type DefinitionOf<C> = C extends {
  readonly kind: 'local';
  readonly types?: { arg: infer Arg; result: infer R };
}
  ? QueryDefinition<Arg, BaseQuery, string, R, 'api'>
  : C extends {
        readonly kind: infer K;
        readonly endpoint: infer E;
        readonly types?: { arg: infer Arg; result: infer R };
      }
    ? K extends 'read'
      ? QueryDefinition<HookArg<E, Arg>, BaseQuery, string, R, 'api'>
      : MutationDefinition<HookArg<E, Arg>, BaseQuery, string, R, 'api'>
    : never;

export type DefinitionsOf<Calls extends Record<string, AnyCall>> = {
  [K in keyof Calls]: DefinitionOf<Calls[K]>;
};

/** Resolved per call site (a conditional type), where the calls' types are known. */
export type InjectedCalls<Calls extends Record<string, AnyCall>> =
  DefinitionsOf<Calls> extends infer D extends EndpointDefinitions ? CallsApi<D> : never;

/** What the argument of an endpoint's call is, once the idempotency wrapper (if any) is off. */
type Unwrap = (arg: unknown) => unknown;

function unwrapperOf(endpoint: Endpoint): Unwrap {
  return isIdempotent(endpoint) ? (arg) => (arg as Idempotent<unknown>).request : (arg) => arg;
}

function isIdempotent(endpoint: Endpoint): boolean {
  return endpoint.idempotent === true;
}

/**
 * A call's options as this file reads them at run time: each call's own types were checked where it was
 * written, and resolving the contract's types for any endpoint here is needlessly deep.
 */
interface LooseOptions {
  args?: (arg: unknown) => { query?: unknown; body?: unknown; headers?: Record<string, string> };
  result?: (body: unknown, arg: unknown) => unknown;
  fetch?: Pick<FetchArgs, 'responseHandler' | 'cache'>;
  extraOptions?: CallOptions;
  providesTags?: AnyTagging;
  invalidatesTags?: AnyTagging;
  keepUnusedDataFor?: number;
}

/** The request of one call: the definition's method and path, the arguments, and the action's key. */
function requestOf(endpoint: Endpoint, options: LooseOptions, arg: unknown): FetchArgs {
  const inner = unwrapperOf(endpoint)(arg);
  const mapped = options.args ? options.args(inner) : defaultArgs(endpoint, inner);
  const { headers: own, ...callArgs } = mapped as {
    query?: unknown;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const headers: Record<string, string> = { ...own };
  if (isIdempotent(endpoint)) headers[IDEMPOTENCY_KEY_HEADER] = (arg as Idempotent<unknown>).idempotencyKey;
  return {
    ...(callOf as (e: Endpoint, a: { query?: unknown; body?: unknown }) => FetchArgs)(endpoint, callArgs),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...options.fetch,
  };
}

function defaultArgs(endpoint: Endpoint, arg: unknown): { query?: unknown; body?: unknown } {
  const hasBody = endpoint.body !== undefined || endpoint.multipart === true;
  if (hasBody && endpoint.query) return arg as { query?: unknown; body?: unknown };
  if (hasBody) return { body: arg };
  if (endpoint.query) return { query: arg };
  return {};
}

type AnyTagging = Tagging<unknown, unknown> | undefined;

/** Hands a tag function the call's own argument. */
function taggingOf(tagging: AnyTagging, unwrap: Unwrap) {
  if (typeof tagging !== 'function') return tagging;
  return (result: unknown, error: unknown, arg: unknown) => tagging(result, error, unwrap(arg));
}

function transformOf(endpoint: Endpoint, kind: 'read' | 'write', result: LooseOptions['result']) {
  const unwrap = unwrapperOf(endpoint);
  if (result) return (body: unknown, _meta: unknown, arg: unknown) => result(body, unwrap(arg));
  if (kind === 'read') return (body: unknown) => (body as { data: unknown } | null)?.data;
  return undefined;
}

type Builder = EndpointBuilder<BaseQuery, string, 'api'>;

/** The api with these calls: its `endpoints` and its hooks (`use<Name>Query`, `use<Name>Mutation`, ...). */
export type CallsApi<D extends EndpointDefinitions> = Api<
  BaseQuery,
  D,
  'api',
  string,
  typeof coreModuleName | typeof reactHooksModuleName
>;

function definitionOf(build: Builder, call: AnyCall) {
  if (call.kind === 'local') {
    return build.query<unknown, unknown>({
      queryFn: (arg) => (call as LocalRead<unknown, unknown>).run(arg),
      ...(call.keepUnusedDataFor !== undefined ? { keepUnusedDataFor: call.keepUnusedDataFor } : {}),
    });
  }
  const endpoint = call.endpoint as Endpoint;
  const options = call.options as LooseOptions;
  const unwrap = unwrapperOf(endpoint);
  const common = {
    query: (arg: unknown) => requestOf(endpoint, options, arg),
    ...(options.extraOptions ? { extraOptions: options.extraOptions } : {}),
  };
  const transformResponse = transformOf(endpoint, call.kind, options.result);
  if (call.kind === 'read') {
    return build.query<unknown, unknown>({
      ...common,
      ...(transformResponse ? { transformResponse } : {}),
      ...(options.providesTags ? { providesTags: taggingOf(options.providesTags, unwrap) as never } : {}),
      ...(options.keepUnusedDataFor !== undefined ? { keepUnusedDataFor: options.keepUnusedDataFor } : {}),
    });
  }
  return build.mutation<unknown, unknown>({
    ...common,
    ...(transformResponse ? { transformResponse } : {}),
    ...(options.invalidatesTags
      ? { invalidatesTags: taggingOf(options.invalidatesTags, unwrap) as never }
      : {}),
  });
}

/**
 * The one way a front end calls the API: RTK Query endpoints and hooks generated from the endpoint
 * definitions of libs/contracts, injected into the one `api`. Each entry is `read(definition, options)` or
 * `write(definition, options)`; the method, the path, the typed query and body, and for an idempotent
 * definition the `Idempotency-Key` header, all come from the definition, so a screen never writes a path
 * or a header. The entry's name names the hooks: the definition's clean `name` (`deleteSubscriber` ->
 * `useDeleteSubscriberMutation`), never its legacy wire path; names are global in the one api, so a second
 * reading of one definition (another argument, another answer) takes a name of its own.
 *
 * ```ts
 * export const { useOrdersQuery, useCreateOrderMutation } = defineCalls(POS_TAGS, {
 *   orders: read(posEndpoints.orders, { providesTags: ... }),
 *   createOrder: write(posEndpoints.insertOrder, { invalidatesTags: [...] }),
 * });
 * ```
 */
export function defineCalls<Calls extends Record<string, AnyCall>>(
  tagTypes: readonly string[],
  calls: Calls,
): InjectedCalls<Calls> {
  // A call another feature has defined already is the same call (claimName refuses any other): not again.
  const fresh = Object.entries(calls).filter(([name, call]) => claimName(name, call));
  const injected = api.enhanceEndpoints({ addTagTypes: tagTypes }).injectEndpoints({
    endpoints: (build) =>
      Object.fromEntries(
        fresh.map(([name, call]) => [name, definitionOf(build as Builder, call)]),
      ) as EndpointDefinitions,
    overrideExisting: false,
  });
  // RTK types the api by the definitions it was handed; with those a type parameter here, its types are
  // too deep to resolve, so the api is typed by the definitions each call stands for.
  return injected as unknown as InjectedCalls<Calls>;
}

/** What each name of the one api stands for: `read GET admin/getOrders`. */
const claimed = new Map<string, string>();

/**
 * Names are global in the one api, where RTK would keep the first of two definitions under one name
 * silently: one name is never given to two different calls. (Two features may define the same call.)
 */
function claimName(name: string, call: AnyCall): boolean {
  const what =
    call.kind === 'local' ? `local ${name}` : `${call.kind} ${call.endpoint.method} ${call.endpoint.path}`;
  const before = claimed.get(name);
  if (before !== undefined && before !== what) {
    throw new Error(`defineCalls: '${name}' is already ${before}, not ${what}`);
  }
  claimed.set(name, what);
  return before === undefined;
}

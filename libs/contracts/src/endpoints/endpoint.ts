import type { FromSchema } from 'json-schema-to-ts';
import type { HttpMethod, ServiceName } from '../routes/route-table';
import type { requestSchemas, SchemaId } from '../schemas/registry';
import type { viewSchemas, ViewId } from '../schemas/views';
import type { Role } from '../schemas/auth/roles';
import type { Permission } from '../schemas/auth/permissions';

/**
 * Who may call an endpoint.
 * - public: anyone;
 * - admin: the bearer token of an active admin (401/403 otherwise);
 * - key: the `key` header equal to LANDING_KEY (the landing data);
 * - public-admin-extras: anyone, and an admin's valid token adds what visitors do not see (inactive
 *   records, descriptions); a bad token on such a call is treated as a visitor, never an error.
 */
export type Access = 'public' | 'admin' | 'key' | 'public-admin-extras';

/**
 * One endpoint of the public API, written once. The service registers its handler against it, the
 * gateway and the Ingress route by it, the front ends build their calls from it, and the service tests
 * check every answer against its view schema.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Relative to `/api/`, exactly as the spec's call table writes it (typos included). */
  readonly path: string;
  readonly service: ServiceName;
  readonly access: Access;
  /**
   * The admin roles allowed, when they differ from the service's default (`AREA_ROLES` in ./roles.ts);
   * only on `admin` and `public-admin-extras` endpoints. Read it through `rolesOf`.
   */
  readonly roles?: readonly Role[];
  /**
   * A permission the caller's role must hold besides (`hasPermission`: owners hold every one; an owner
   * grants clerks theirs on the Admin List). 403 without it.
   */
  readonly permission?: Permission;
  /** Schema of the body (JSON, or multipart fields coerced from text). */
  readonly body?: SchemaId;
  /** Schema of the query string (always coerced from text). */
  readonly query?: SchemaId;
  /** Multipart fields that carry JSON text, parsed before validation. */
  readonly jsonFields?: readonly string[];
  /** Whether the body may be multipart (files); the front end then sends FormData. */
  readonly multipart?: boolean;
  /**
   * Whether the body may also come form-encoded (`application/x-www-form-urlencoded`), as mail clients
   * send the one-click unsubscribe (RFC 8058). Other endpoints refuse that type (415).
   */
  readonly form?: boolean;
  /**
   * Where a 422 puts its field map: `data` for most calls, `errors` for login, updateProfile and
   * changePassword (the spec's section 8 gives those two shapes).
   */
  readonly errors: 'data' | 'errors';
  /**
   * Schema of `data` in the success envelope; `null` when `data` is always null (deletes, logout), `raw`
   * when the endpoint answers something other than the JSON envelope (a redirect, XML).
   */
  readonly view: ViewId | null | 'raw';
  /** `data` is a list of `view`. */
  readonly many?: boolean;
  /** Schema of `meta` in the success envelope, when the endpoint sends one. */
  readonly meta?: ViewId;
  /**
   * A GET that changes something (the spec's `admin/userstatus` toggle): the activity log records it as it
   * records every other admin write (POST, PUT, DELETE).
   */
  readonly writes?: true;
}

/** A service's endpoints by name; the name is what handlers and front-end calls refer to. */
export type EndpointMap = Readonly<Record<string, Endpoint>>;

/** Keeps the literal types of a service's endpoint table (method, schema ids, view) for the helpers below. */
export const defineEndpoints = <const M extends EndpointMap>(endpoints: M): M => endpoints;

type SchemaOf<Id> = Extract<(typeof requestSchemas)[number], { readonly $id: Id }>;
type ViewSchemaOf<Id> = Extract<(typeof viewSchemas)[number], { readonly $id: Id }>;

/** A request schema's value as the handler receives it (after ajv has filled the defaults). */
export type RequestOf<Id extends SchemaId> = FromSchema<SchemaOf<Id>>;
/** The same value as a caller may send it (defaulted properties may be left out). */
export type RequestInputOf<Id extends SchemaId> = FromSchema<
  SchemaOf<Id>,
  { keepDefaultedPropertiesOptional: true }
>;
export type View<Id extends ViewId> = FromSchema<ViewSchemaOf<Id>>;

export type BodyOf<E extends Endpoint> = E['body'] extends SchemaId ? RequestOf<E['body']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends SchemaId ? RequestOf<E['query']> : undefined;
export type BodyInputOf<E extends Endpoint> = E['body'] extends SchemaId
  ? RequestInputOf<E['body']>
  : undefined;
export type QueryInputOf<E extends Endpoint> = E['query'] extends SchemaId
  ? RequestInputOf<E['query']>
  : undefined;

/** What `data` holds in the endpoint's success envelope. */
export type ViewOf<E extends Endpoint> = E['view'] extends ViewId
  ? E['many'] extends true
    ? View<E['view']>[]
    : View<E['view']>
  : E['view'] extends null
    ? null
    : never;

/** What `meta` holds in the endpoint's success envelope. */
export type MetaOf<E extends Endpoint> = E['meta'] extends ViewId ? View<E['meta']> : undefined;

/** The success envelope of an endpoint, as the front end receives it. */
export interface EnvelopeOf<E extends Endpoint> {
  data: ViewOf<E>;
  message?: string;
  meta?: MetaOf<E>;
}

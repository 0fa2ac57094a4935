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

/** An error status an endpoint answers by its own guards, validation or handler. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;

/**
 * What any endpoint may answer besides its own `errorStatuses`, from the app around it: a malformed (400),
 * oversized (413) or unsupported (415) body, a defect (500), the database out of reach (503).
 */
export const COMMON_ERROR_STATUSES: readonly number[] = [400, 413, 415, 500, 503];

/** A request header an endpoint reads: the server checks it against `schema`, the client fills it. */
export interface HeaderSpec {
  readonly required: boolean;
  readonly schema: { readonly type: 'string'; readonly minLength: number; readonly maxLength: number };
  readonly description: string;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the first answer to its `Idempotency-Key`. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** The `Idempotency-Key` header: optional on the wire (a call without one is a new call), one per submit. */
export const idempotencyKeyHeader = {
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 200 },
  description:
    'One per user action (a submit, a click): every repeat of the action (a double click, a retry after a ' +
    'lost answer) sends the same key and gets the first answer back instead of writing again.',
} as const satisfies HeaderSpec;

/**
 * Spread into a definition whose writes must happen once per user action: service-kit claims the key
 * before the handler runs and replays the stored answer to a repeat (docs/decisions/0014-idempotency-store.md);
 * the front end's API builder sends a fresh key per action.
 */
export const IDEMPOTENT = {
  idempotent: true,
  headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyHeader },
} as const;

/**
 * One endpoint of the public API, written once. The service registers its handler against it, the
 * gateway and the Ingress route by it, the front ends build their calls from it, and the service tests
 * check every answer against its view schema.
 */
export interface Endpoint {
  /**
   * What the code calls the endpoint: handlers are keyed by it and the front end's hooks are named from it.
   * The definition's key in its map stays the spec's name (the one the activity log records), and `path`
   * the spec's wire path, typos and legacy names included (`deleteNewsLetter` deletes a subscriber).
   */
  readonly name: string;
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
  /**
   * The error statuses the endpoint itself answers (its guards, its schemas, its handler), besides
   * COMMON_ERROR_STATUSES. In every test run (service-kit, NODE_ENV=test) an answer with any other status
   * fails (500), as a view mismatch does; the README says how to re-measure a service's.
   */
  readonly errorStatuses: readonly ErrorStatus[];
  /**
   * The success message (the toast), exactly as the spec writes it. `{name}` stands for a value of the
   * answer the handler fills in (messageOf); several outcomes are a record by outcome. The registration
   * answers the plain text when the handler gives none; in the tests a handler's message must match it.
   */
  readonly message?: string | Readonly<Record<string, string>>;
  /**
   * How the Activity Log says this write, after the admin's name: "updated post", "deleted subscriber".
   * Every admin write (a non-GET, or `writes`) has one.
   */
  readonly activity?: string;
  /**
   * A repeat of a call with the same `Idempotency-Key` answers the first call's answer and writes nothing
   * (service-kit's shared store). Set with `...IDEMPOTENT`, which also declares the header.
   */
  readonly idempotent?: true;
  /** Request headers the endpoint reads, with their schema. */
  readonly headers?: Readonly<Record<string, HeaderSpec>>;
}

/** The message texts of a definition (one, or one per outcome). */
export const messagesOf = (def: Pick<Endpoint, 'message'>): readonly string[] =>
  def.message === undefined
    ? []
    : typeof def.message === 'string'
      ? [def.message]
      : Object.values(def.message);

/**
 * A definition's message with its `{name}` placeholders filled: `messageOf(def, { to })`, or for one of
 * several outcomes `messageOf(def, 'voided')`.
 *
 * @throws Error when the outcome is unknown or a placeholder has no value (a defect, not a user error).
 */
export function messageOf(
  def: Pick<Endpoint, 'message'>,
  outcomeOrValues?: string | Readonly<Record<string, string | number>>,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const outcome = typeof outcomeOrValues === 'string' ? outcomeOrValues : undefined;
  const fill = typeof outcomeOrValues === 'object' ? outcomeOrValues : values;
  const template =
    typeof def.message === 'string' ? def.message : outcome ? def.message?.[outcome] : undefined;
  if (template === undefined) throw new Error(`no message ${outcome ?? ''} in the definition`);
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = fill[key];
    if (value === undefined) throw new Error(`no value for {${key}} in "${template}"`);
    return String(value);
  });
}

/** Whether `text` is one of the definition's messages, its placeholders standing for any text. */
export function matchesMessage(def: Pick<Endpoint, 'message'>, text: string): boolean {
  return messagesOf(def).some((template) => {
    const pattern = template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return new RegExp(`^${pattern}$`, 's').test(text);
  });
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

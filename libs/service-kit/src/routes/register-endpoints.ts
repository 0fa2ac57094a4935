import Router from '@koa/router';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import type { ValidateFunction } from 'ajv';
import {
  API_PREFIX,
  COMMON_ERROR_STATUSES,
  createSchemaValidator,
  matchesMessage,
  rolesOf,
  type BodyOf,
  type Endpoint,
  type EndpointMap,
  type MetaOf,
  type QueryOf,
  type ServiceName,
  type ViewOf,
} from '@voltdesk/contracts';
import { appendFileSync } from 'node:fs';
import type { Principal } from '../auth/token-verifier';
import { isDuplicateKey } from '../db/duplicate-key';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../errors/http-errors';
import { optionalAdmin } from '../auth/optional-admin';
import { requireAdmin, type TokenVerifier } from '../auth/require-admin';
import { InputValidator } from '../validation/validate';
import { activityEvent, activityOf, activitySinkOf } from '../events/activity-log';
import type { IdempotencyStore } from '../idempotency/idempotency-store';
import { idempotencyGuard } from '../idempotency/idempotency-guard';

/** What a handler is given: its validated input, typed from its endpoint definition. */
export interface HandlerInput<E extends Endpoint> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  /** The signed-in admin; on `public-admin-extras` endpoints only when an admin is calling. */
  user: E['access'] extends 'admin'
    ? Principal
    : E['access'] extends 'public-admin-extras'
      ? Principal | undefined
      : undefined;
  /** For what the definition does not carry: uploaded files, the client address, headers. */
  ctx: Context;
}

/** A handler's answer: the success envelope of its endpoint. */
export interface Reply<E extends Endpoint> {
  data: ViewOf<E>;
  /** 200 unless said (201 for creates). */
  status?: 200 | 201;
  message?: string;
  meta?: MetaOf<E>;
  /** Top-level fields beside the envelope that a spec screen reads (the profile's `match`). */
  extras?: Readonly<Record<string, string>>;
}

/** `raw` endpoints write their own answer on `ctx` (a redirect, XML); the others return their envelope. */
export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => Promise<E['view'] extends 'raw' ? void : Reply<E>>;

/**
 * One handler per endpoint of the map, each typed from its definition and keyed by its clean `name`
 * (`deleteSubscriber`, not the wire's `deleteNewsLetter`).
 */
export type Handlers<M extends EndpointMap> = {
  readonly [K in keyof M as M[K]['name']]: Handler<M[K]>;
};

export interface RegisterEndpointsOptions<M extends EndpointMap> {
  service: ServiceName;
  endpoints: M;
  // NoInfer: M comes from `endpoints`; inferring it through the handler types is needlessly deep.
  handlers: NoInfer<Handlers<M>>;
  verifier: TokenVerifier;
  validator?: InputValidator;
  /** Checks the `key` header of `key`-access endpoints (the landing data). */
  keyCheck?: (ctx: Context) => void;
  /**
   * Checks every success answer against the endpoint's view and fails the request (500) when it does not
   * match, so a service cannot drift from its contract unnoticed. On in the tests (NODE_ENV=test or
   * VALIDATE_RESPONSES=1); off in production, where the check would only cost time.
   */
  validateResponses?: boolean;
  /**
   * Fails (500) an error answer whose status the definition's `errorStatuses` (and COMMON_ERROR_STATUSES)
   * do not list, so a definition says what its endpoint really answers. On in the tests (NODE_ENV=test, or
   * CHECK_ERROR_STATUSES=1), where every service suite then holds its definitions to it; off in production.
   * `VOLTDESK_RECORD_ANSWERS=<file>` records what a suite makes them answer instead of failing.
   */
  checkErrorStatuses?: boolean;
  /**
   * The service's `Idempotency-Key` store; required when an endpoint's definition is `idempotent`, whose
   * key it claims before the handler runs and whose answer it replays to a repeat.
   */
  idempotency?: IdempotencyStore;
}

const responsesCheckedByDefault = () =>
  process.env.NODE_ENV === 'test' || process.env.VALIDATE_RESPONSES === '1';

const statusesCheckedByDefault = () =>
  process.env.NODE_ENV === 'test' || process.env.CHECK_ERROR_STATUSES === '1' || surveying();

/**
 * Registers a service's endpoints from their definitions in libs/contracts. Every schema an endpoint names
 * is looked up at boot, so a wrong id stops start-up rather than failing a request.
 */
export function registerEndpoints<M extends EndpointMap>(
  app: Koa,
  options: RegisterEndpointsOptions<M>,
): Router {
  const validator = options.validator ?? new InputValidator();
  const checkResponses = options.validateResponses ?? responsesCheckedByDefault();
  const views = checkResponses ? new ResponseChecker() : undefined;
  const checkStatuses = options.checkErrorStatuses ?? statusesCheckedByDefault();
  const router = new Router({ prefix: API_PREFIX.slice(0, -1) });
  const problems: string[] = [];
  // Keyed by each definition's `name`; read by a name computed at run time, so as a plain record.
  const handlers = options.handlers as unknown as Readonly<Record<string, Handler<Endpoint> | undefined>>;
  const named = new Set<string>();
  for (const [name, def] of Object.entries(options.endpoints)) {
    const handler = handlers[def.name];
    if (def.service !== options.service) problems.push(`${name} belongs to ${def.service}`);
    if (named.has(def.name)) problems.push(`two endpoints are named ${def.name}`);
    named.add(def.name);
    if (!handler) problems.push(`missing handler for ${def.name} (${name})`);
    for (const id of [def.body, def.query])
      if (id && !validator.has(id)) problems.push(`${name}: no schema ${id}`);
    if (def.idempotent && !options.idempotency)
      problems.push(`${name} is idempotent: give an idempotency store`);
    if (!handler || def.service !== options.service) continue;
    const check = views?.forEndpoint(def);
    router.register(
      `/${def.path}`,
      [def.method],
      [
        ...(checkStatuses ? [statusCheck(name, def)] : []),
        ...guardsOf(def, options.verifier, options.keyCheck),
        ...(def.idempotent && options.idempotency ? [idempotencyGuard(name, def, options.idempotency)] : []),
        async (ctx: Context) => {
          const multipart = ctx.is('multipart') === 'multipart';
          const query = def.query
            ? validator.validate(def.query, { ...ctx.query }, { coerce: true, errorsKey: def.errors })
            : undefined;
          const body = def.body
            ? validator.validate(def.body, ctx.request.body ?? {}, {
                coerce: multipart,
                errorsKey: def.errors,
                jsonFields: multipart ? def.jsonFields : undefined,
              })
            : undefined;
          const user = ctx.state.user as Principal | undefined;
          const reply = await handler({ body, query, user, ctx } as HandlerInput<Endpoint>);
          if (def.view !== 'raw' && reply) {
            check?.(`${def.method} ${def.path}`, reply);
            if (checkResponses) checkMessage(name, def, reply.message);
            ctx.status = reply.status ?? 200;
          }
          // The activity log: a successful admin write, handed to the sink without
          // waiting for it. A handler that threw never gets here, so refused and failed calls are not logged.
          const sink = user && def.access === 'admin' ? activitySinkOf(app) : undefined;
          const activity =
            sink && user
              ? activityOf({ name, def, user, status: ctx.status, query, body, answer: reply?.data })
              : undefined;
          if (sink && activity) sink(activityEvent(`svc-${options.service}`, activity));
          if (def.view === 'raw' || !reply) return;
          const message = reply.message ?? plainMessageOf(def);
          ctx.body = {
            ...reply.extras,
            data: reply.data,
            ...(message ? { message } : {}),
            ...(reply.meta ? { meta: reply.meta } : {}),
          };
        },
      ],
    );
  }
  if (problems.length)
    throw new Error(`endpoint definitions of ${options.service}:\n  ${problems.join('\n  ')}`);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return router;
}

/** The status an error thrown by a guard or handler is answered with (errorMiddleware's mapping). */
function statusOf(err: unknown): number {
  if (err instanceof HttpError) return err.status;
  if (isDuplicateKey(err)) return 422;
  return isDatabaseUnavailable(err) ? 503 : 500;
}

/**
 * When checked (checkErrorStatuses): an endpoint that answers an error status its definition does not list
 * fails (500), as an answer that breaks its view does, so `errorStatuses` stays what it really answers.
 */
function statusCheck(name: string, def: Endpoint): Middleware {
  const allowed = new Set<number>([...def.errorStatuses, ...COMMON_ERROR_STATUSES]);
  return async (_ctx, next) => {
    try {
      await next();
    } catch (err) {
      const status = statusOf(err);
      recordStatus(def, name, status);
      if (!allowed.has(status) && !surveying()) {
        throw new Error(`${name} answered ${status}, which its definition's errorStatuses do not list`, {
          cause: err,
        });
      }
      throw err;
    }
  };
}

/** In the tests: a handler's message must be one of its definition's (placeholders standing for any text). */
function checkMessage(name: string, def: Endpoint, message: string | undefined): void {
  if (message === undefined || matchesMessage(def, message)) return;
  recordStatus(def, name, `message ${JSON.stringify(message)}`);
  if (surveying()) return;
  throw new Error(`${name} answered the message "${message}", which its definition does not have`);
}

/**
 * VOLTDESK_RECORD_ANSWERS=<file>: every error status and message the endpoints answer is appended to the
 * file instead of failing, to survey what a test suite makes them answer (when writing definitions).
 */
const surveying = (): boolean => Boolean(process.env.VOLTDESK_RECORD_ANSWERS);

function recordStatus(def: Endpoint, name: string, what: number | string): void {
  const file = process.env.VOLTDESK_RECORD_ANSWERS;
  if (file) appendFileSync(file, `${def.service} ${name} ${what}\n`);
}

/** The definition's message when it is one text without placeholders (what a handler may leave out). */
const plainMessageOf = (def: Endpoint): string | undefined =>
  typeof def.message === 'string' && !/\{\w+\}/.test(def.message) ? def.message : undefined;

function guardsOf(
  def: Endpoint,
  verifier: TokenVerifier,
  keyCheck: ((ctx: Context) => void) | undefined,
): Middleware[] {
  switch (def.access) {
    // The roles come from the definition (its own, or its service's default), never from the handler.
    case 'admin':
      return [requireAdmin(verifier, rolesOf(def) ?? undefined, def.permission)];
    case 'public-admin-extras':
      return [optionalAdmin(verifier, rolesOf(def) ?? undefined)];
    case 'key': {
      if (!keyCheck) throw new Error(`${def.path} needs a keyCheck`);
      return [
        async (ctx, next) => {
          keyCheck(ctx);
          await next();
        },
      ];
    }
    case 'public':
      return [];
  }
}

type ViewsAjv = ReturnType<typeof createSchemaValidator>;

/**
 * Validates answers against their view schemas. Each is compiled the first time its endpoint answers and
 * kept: compiling every endpoint's view at boot cost about half a CPU second per app, and the tests create
 * an app per test file that calls a handful of its endpoints. A view id the contracts do not hold still
 * stops start-up.
 */
class ResponseChecker {
  /** One per process, shared by its apps (a test file often starts several), each view compiled once. */
  private static shared: { ajv: ViewsAjv; compiled: Map<string, ValidateFunction> } | undefined;
  private readonly ajv: ViewsAjv;
  private readonly compiled: Map<string, ValidateFunction>;

  constructor() {
    ResponseChecker.shared ??= { ajv: createSchemaValidator({ schemas: 'views' }), compiled: new Map() };
    ({ ajv: this.ajv, compiled: this.compiled } = ResponseChecker.shared);
  }

  forEndpoint(def: Endpoint): ((what: string, reply: { data: unknown; meta?: unknown }) => void) | undefined {
    if (def.view === 'raw') return undefined;
    const view = def.view;
    const metaId = def.meta;
    for (const id of [view, metaId])
      if (id && !this.ajv.schemas[id]) throw new Error(`${def.path}: no view schema ${id}`);
    let data: ValidateFunction | undefined;
    let meta: ValidateFunction | undefined;
    return (what, reply) => {
      data ??= view === null ? undefined : this.compile(view, def.many);
      meta ??= metaId ? this.compile(metaId, false) : undefined;
      // As the client will see it: dates as strings, undefined fields gone.
      const wire = JSON.parse(JSON.stringify({ data: reply.data ?? null, meta: reply.meta })) as {
        data: unknown;
        meta?: unknown;
      };
      const problems = [
        ...(data ? errorsOf(data, wire.data, 'data') : wire.data === null ? [] : ['data must be null']),
        ...(meta && wire.meta !== undefined ? errorsOf(meta, wire.meta, 'meta') : []),
        ...(!metaId && wire.meta !== undefined ? ['meta is not in the contract'] : []),
      ];
      if (problems.length)
        throw new Error(`the answer of ${what} breaks its contract: ${problems.join('; ')}`);
    };
  }

  private compile(id: string, many: boolean | undefined): ValidateFunction {
    const key = `${many ? 'many' : 'one'} ${id}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(many ? { type: 'array', items: { $ref: id } } : { $ref: id });
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

function errorsOf(validate: ValidateFunction, value: unknown, root: string): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${root}${e.instancePath} ${e.message ?? 'is invalid'}`);
}

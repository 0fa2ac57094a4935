import Router from '@koa/router';
import type Koa from 'koa';
import type { Context } from 'koa';
import {
  API_PREFIX,
  routeTable as defaultTable,
  type HttpMethod,
  type RouteDef,
  type ServiceName,
} from '@voltdesk/contracts';
import type { Principal } from '../auth/token-verifier';
import { requireAdmin, type TokenVerifier } from '../auth/require-admin';
import { InputValidator } from '../validation/validate';

export interface ApiState {
  body: unknown;
  query: unknown;
  user?: Principal;
  requestId: string;
}

export type ApiContext<B = unknown, Q = unknown> = Context & { state: ApiState & { body: B; query: Q } };

/** A route's behaviour; method, path and access come from the route table in libs/contracts. */
export interface RouteSpec {
  method: HttpMethod;
  path: string;
  /** Schema `$id` for the body (JSON, or multipart fields coerced from text). */
  body?: string;
  /** Schema `$id` for the query string (always coerced). */
  query?: string;
  /** Where a 422 puts its field map; `errors` for login/updateProfile/changePassword (spec section 8). */
  errorsKey?: 'data' | 'errors';
  /** Multipart fields that carry JSON text (parsed before validation). */
  jsonFields?: readonly string[];
  handler: (ctx: ApiContext) => Promise<void>;
}

export interface RegisterRoutesOptions {
  service: ServiceName;
  routes: readonly RouteSpec[];
  verifier: TokenVerifier;
  validator?: InputValidator;
  /** Checks the `key` header of `key`-access routes (landing data). */
  keyCheck?: (ctx: Context) => void;
  table?: readonly RouteDef[];
}

/**
 * Registers a service's routes in one loop, checking them against the route table: a service must serve
 * every path the table gives it and nothing else, with the table's method and access. A mismatch stops
 * start-up, so the gateway, the Ingress and the services can never disagree.
 */
export function registerRoutes(app: Koa, options: RegisterRoutesOptions): Router {
  const table = (options.table ?? defaultTable).filter((r) => r.service === options.service);
  const validator = options.validator ?? new InputValidator();
  const problems: string[] = [];
  for (const def of table) {
    if (!options.routes.some((r) => r.path === def.path && r.method === def.method)) {
      problems.push(`missing handler for ${def.method} ${def.path}`);
    }
  }
  const router = new Router({ prefix: API_PREFIX.slice(0, -1) });
  for (const spec of options.routes) {
    const def = table.find((r) => r.path === spec.path && r.method === spec.method);
    if (!def) {
      problems.push(`${spec.method} ${spec.path} is not in the route table for ${options.service}`);
      continue;
    }
    const guards = [];
    if (def.access === 'admin') guards.push(requireAdmin(options.verifier));
    if (def.access === 'key') {
      if (!options.keyCheck) throw new Error(`${def.path} needs a keyCheck`);
      const check = options.keyCheck;
      guards.push(async (ctx: Context, next: () => Promise<unknown>) => {
        check(ctx);
        await next();
      });
    }
    const isMultipart = (ctx: Context) => ctx.is('multipart') === 'multipart';
    router.register(
      `/${def.path}`,
      [def.method],
      [
        ...guards,
        async (ctx: Context) => {
          const apiCtx = ctx as ApiContext;
          apiCtx.state.query = spec.query
            ? validator.validate(spec.query, { ...ctx.query }, { coerce: true, errorsKey: spec.errorsKey })
            : ctx.query;
          apiCtx.state.body = spec.body
            ? validator.validate(spec.body, ctx.request.body ?? {}, {
                coerce: isMultipart(ctx),
                errorsKey: spec.errorsKey,
                jsonFields: isMultipart(ctx) ? spec.jsonFields : undefined,
              })
            : ctx.request.body;
          await spec.handler(apiCtx);
        },
      ],
    );
  }
  if (problems.length) throw new Error(`route table mismatch:\n  ${problems.join('\n  ')}`);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return router;
}

/** Sets a success envelope: `{ data, message? }` (201 for creates). */
export function respond(
  ctx: Context,
  data: unknown,
  options: { status?: number; message?: string; meta?: object } = {},
) {
  ctx.status = options.status ?? 200;
  ctx.body = {
    data,
    ...(options.message ? { message: options.message } : {}),
    ...(options.meta ? { meta: options.meta } : {}),
  };
}

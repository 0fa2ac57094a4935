import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import Koa, { type Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import helmet from 'koa-helmet';
import type { Logger } from 'pino';
import { errorMiddleware } from '../errors/error-middleware';
import { UnsupportedMediaTypeError } from '../errors/http-errors';
import type { ServiceMetrics } from './metrics';

export const JSON_LIMIT = '1mb';
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type ReadinessCheck = () => Promise<void>;

export interface CreateAppOptions {
  name: string;
  logger: Logger;
  metrics: ServiceMetrics;
  /** Each check throws when its dependency is unreachable; `/readyz` answers 503 naming it. */
  readiness?: Record<string, ReadinessCheck>;
  /** Mounted before the body parser (e.g. static media). */
  preBody?: Middleware[];
}

/**
 * The Koa app every service starts from: request id, access log, metrics, error envelope, security
 * headers, bounded JSON and multipart parsing, and the health endpoints. The service adds its routes.
 */
export function createApp(options: CreateAppOptions): Koa {
  const { logger, metrics } = options;
  const app = new Koa();
  // Behind the gateway / Ingress: the client address is the last X-Forwarded-For entry, the one our proxy
  // appended; earlier entries are whatever the client wrote and must not dodge per-address limits.
  app.proxy = true;
  app.maxIpsCount = 1;
  app.silent = true; // errors are logged by errorMiddleware, with the request id

  app.use(async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id = /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', id);
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ req_id: id });
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
      metrics.httpRequests.inc({ method: ctx.method, route, status: String(ctx.status) });
      metrics.httpDuration.observe({ method: ctx.method, route }, seconds);
      if (!ctx.path.startsWith('/healthz') && !ctx.path.startsWith('/metrics')) {
        // The path only: query strings can carry tokens (unsubscribe links) and bodies are never logged.
        ctx.state.log.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(seconds * 1000) },
          'request',
        );
      }
    }
  });
  app.use(errorMiddleware());
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );

  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz') {
      const failures: Record<string, string> = {};
      await Promise.all(
        Object.entries(options.readiness ?? {}).map(async ([dep, check]) => {
          try {
            await check();
          } catch (err) {
            failures[dep] = err instanceof Error ? err.message : String(err);
          }
        }),
      );
      const ok = Object.keys(failures).length === 0;
      ctx.status = ok ? 200 : 503;
      ctx.body = ok ? { status: 'ready' } : { status: 'not ready', failures };
      return;
    }
    if (ctx.path === '/metrics') {
      ctx.type = metrics.registry.contentType;
      ctx.body = await metrics.registry.metrics();
      return;
    }
    return next();
  });

  for (const mw of options.preBody ?? []) app.use(mw);

  // Bodies are JSON or multipart only; anything else would silently parse as empty and mislead validation.
  app.use(async (ctx, next) => {
    const hasBody =
      Boolean(ctx.get('content-length') && ctx.get('content-length') !== '0') ||
      Boolean(ctx.get('transfer-encoding'));
    if (hasBody && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) && !ctx.is('json', 'multipart')) {
      throw new UnsupportedMediaTypeError('Send the body as application/json or multipart/form-data.');
    }
    await next();
  });

  app.use(
    koaBody({
      multipart: true,
      json: true,
      jsonStrict: true,
      urlencoded: false,
      text: false,
      jsonLimit: JSON_LIMIT,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
      formidable: {
        maxFileSize: MAX_FILE_BYTES,
        maxTotalFileSize: 4 * MAX_FILE_BYTES,
        maxFiles: 8,
        maxFields: 200,
        maxFieldsSize: 1024 * 1024,
        allowEmptyFiles: false,
        minFileSize: 1,
        keepExtensions: false,
      },
      onError: (err) => {
        throw err;
      },
    }),
  );

  // Uploaded files land in the OS temp directory; whatever the handler did not keep is removed.
  app.use(async (ctx, next) => {
    try {
      await next();
    } finally {
      const files = ctx.request.files;
      if (files) {
        const paths = Object.values(files).flatMap((f) =>
          (Array.isArray(f) ? f : [f]).map((x) => x.filepath),
        );
        await Promise.all(paths.map((p) => rm(p, { force: true })));
      }
    }
  });

  return app;
}

import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import Koa, { type Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import helmet from 'koa-helmet';
import type { Logger } from 'pino';
import proxyaddr from 'proxy-addr';
import { API_PREFIX, routeTable } from '@voltdesk/contracts';
import { REVOCATIONS_PATH } from '../auth/revocation-sync';
import { JSON_LIMIT, MAX_FILE_BYTES, MAX_FILES_BYTES } from '../errors/too-large';
import { errorMiddleware } from '../errors/error-middleware';
import { UnsupportedMediaTypeError } from '../errors/http-errors';
import { markFileBegin } from '../media/sent-order';
import { isRequestId, startTracing, withRequestId, withServerSpan } from '../tracing';
import type { ServiceMetrics } from './metrics';

/** Form-encoded bodies carry a field or two (`List-Unsubscribe=One-Click`). */
const FORM_LIMIT = '8kb';
/** `METHOD /api/path` of the routes whose body may come form-encoded. */
const FORM_ROUTES = new Set(
  routeTable.filter((r) => r.form).map((r) => `${r.method} ${API_PREFIX}${r.path}`),
);

/** The last known state of a dependency the service can ride out (broker, SMTP). */
export interface DependencyHealth {
  up: boolean;
  checked_at: string | null;
  error?: string;
}

/** Checked in the background (see `DependencyWatch`); reported by `/healthz`, never gating `/readyz`. */
export interface WatchedDependency {
  report(): DependencyHealth;
}

/**
 * An entry of a service's readiness map: a check (a function that throws while its dependency cannot
 * serve) gates `/readyz`; a watched dependency is only reported in `/healthz` details.
 */
export type ReadinessCheck = (() => Promise<void>) | WatchedDependency;

/** `/readyz` answers within this, whatever a check does (the probe gives up after 3 s). */
export const READINESS_TIMEOUT_MS = 800;

/** Proxies whose X-Forwarded-For is believed by default: the local gateway, on this machine. */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';

export interface CreateAppOptions {
  name: string;
  logger: Logger;
  metrics: ServiceMetrics;
  /**
   * Readiness means "can serve correctly now". A check (a function) throws when its dependency is
   * unreachable and makes `/readyz` answer 503 naming it; a watched dependency is only reported in
   * `/healthz` details, so a broker or SMTP outage (which the outbox and the retries ride out) never takes
   * the instance out of the load balancer.
   */
  readiness?: Record<string, ReadinessCheck>;
  /** Mounted before the body parser (e.g. static media). */
  preBody?: Middleware[];
}

/** Request id (the caller's when well-formed, else a new one), access log and request metrics. */
function requestLog(logger: Logger, metrics: ServiceMetrics): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id = isRequestId(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', id);
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ req_id: id });
    const started = process.hrtime.bigint();
    try {
      // Events written while handling the request carry its id to Kafka (src/tracing/request-context.ts).
      await withRequestId(id, next);
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? 'unmatched';
      metrics.httpRequests.inc({ method: ctx.method, route, status: String(ctx.status) });
      metrics.httpDuration.observe({ method: ctx.method, route }, seconds);
      // Probes, scrapes and every service's once-a-second revocation poll would drown the log.
      const routine =
        ctx.path.startsWith('/healthz') ||
        ctx.path.startsWith('/metrics') ||
        (ctx.path === REVOCATIONS_PATH && ctx.status < 400);
      if (!routine) {
        // The path only: query strings can carry tokens (unsubscribe links) and bodies are never logged.
        ctx.state.log.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(seconds * 1000) },
          'request',
        );
      }
    }
  };
}

/** `/healthz` (liveness, with the watched dependencies), `/readyz` (every check) and `/metrics`. */
function healthEndpoints(readiness: Record<string, ReadinessCheck>, metrics: ServiceMetrics): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    if (ctx.path === '/healthz') {
      // Liveness: always 200 while the process serves; the details are for people and dashboards.
      const details: Record<string, DependencyHealth> = {};
      for (const [dep, entry] of Object.entries(readiness)) {
        if (typeof entry !== 'function') details[dep] = entry.report();
      }
      ctx.body = Object.keys(details).length ? { status: 'ok', details } : { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz') {
      const failures: Record<string, string> = {};
      await Promise.all(
        Object.entries(readiness).map(async ([dep, check]) => {
          if (typeof check !== 'function') return;
          try {
            await withTimeout(check(), READINESS_TIMEOUT_MS);
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
  };
}

/**
 * Bodies are JSON or multipart only; anything else would silently parse as empty and mislead validation.
 * The routes marked `form` in the route table (the one-click unsubscribe mail clients POST, RFC 8058)
 * also take a form-encoded body.
 */
function jsonOrMultipartOnly(): Middleware {
  return async (ctx, next) => {
    const hasBody =
      Boolean(ctx.get('content-length') && ctx.get('content-length') !== '0') ||
      Boolean(ctx.get('transfer-encoding'));
    if (
      hasBody &&
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) &&
      !ctx.is('json', 'multipart') &&
      !(FORM_ROUTES.has(`${ctx.method} ${ctx.path}`) && ctx.is('urlencoded'))
    ) {
      throw new UnsupportedMediaTypeError('Send the body as application/json or multipart/form-data.');
    }
    await next();
  };
}

/** Bounded JSON and multipart parsing (form-encoded only where jsonOrMultipartOnly lets it through). */
function bodyParser(): Middleware {
  return koaBody({
    multipart: true,
    json: true,
    jsonStrict: true,
    // Reached only by FORM_ROUTES (the check above refuses the type elsewhere).
    urlencoded: true,
    formLimit: FORM_LIMIT,
    text: false,
    jsonLimit: JSON_LIMIT,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    formidable: {
      maxFileSize: MAX_FILE_BYTES,
      maxTotalFileSize: MAX_FILES_BYTES,
      maxFiles: 8,
      maxFields: 200,
      maxFieldsSize: 1024 * 1024,
      allowEmptyFiles: false,
      minFileSize: 1,
      keepExtensions: false,
      onFileBegin: markFileBegin,
    },
    onError: (err) => {
      throw err;
    },
  });
}

/**
 * The Koa app every service starts from: request id, access log, metrics, error envelope, security
 * headers, bounded JSON and multipart parsing, and the health endpoints. The service adds its routes.
 */
export function createApp(options: CreateAppOptions): Koa {
  const { logger, metrics } = options;
  const app = new Koa();
  // Tracing is on only where OTEL_EXPORTER_OTLP_ENDPOINT is set (see src/tracing); once per process.
  startTracing();
  app.use((ctx, next) =>
    withServerSpan({ method: ctx.method, path: ctx.path, headers: ctx.headers }, next, () => ctx.status),
  );
  // Koa's `proxy` would believe X-Forwarded-* from anyone who can reach the port; the middleware below
  // believes it only from the configured proxies (`setTrustedProxies`).
  app.proxy = false;
  app.silent = true; // errors are logged by errorMiddleware, with the request id
  setTrustedProxies(app, DEFAULT_TRUSTED_PROXIES);

  app.use(async (ctx, next) => {
    // The client address every per-address limit keys on: X-Forwarded-For entries are followed back only
    // while the hop that wrote them is a trusted proxy; a client talking to the port directly is itself.
    ctx.request.ip = proxyaddr(ctx.req, trustOf(app));
    await next();
  });

  app.use(requestLog(logger, metrics));
  app.use(errorMiddleware());
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );

  app.use(healthEndpoints(options.readiness ?? {}, metrics));

  for (const mw of options.preBody ?? []) app.use(mw);

  app.use(jsonOrMultipartOnly());

  app.use(bodyParser());

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

const TRUST = Symbol('trustedProxies');
type TrustingApp = Koa & { [TRUST]?: ReturnType<typeof proxyaddr.compile> };

/**
 * Which peers may set the client address through X-Forwarded-For: a comma-separated list of addresses,
 * CIDR ranges or the names `loopback`, `linklocal`, `uniquelocal` (proxy-addr's syntax).
 * @throws Error for an entry that is not an address, a range or one of those names.
 */
export function setTrustedProxies(app: Koa, list: string): void {
  const entries = list
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  (app as TrustingApp)[TRUST] = proxyaddr.compile(entries);
}

const trustOf = (app: Koa) => (app as TrustingApp)[TRUST]!;

async function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

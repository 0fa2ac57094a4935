import type { Middleware } from 'koa';
import { REVOCATIONS_PATH } from '@voltdesk/service-kit';
import type { Revocations } from '../shared/revocations';

/**
 * `GET /internal/revocations`: every revocation still in force, read from this service's database. The
 * other services load it at start and poll it (service-kit `RevocationSync`); like the JWKS it is fetched
 * server to server, outside `/api` and the route table, so neither the gateway nor the Ingress exposes it.
 * It holds token ids and user ids of revoked sessions only: nothing that signs anybody in.
 */
export function revocationsMiddleware(revocations: Revocations): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== REVOCATIONS_PATH || ctx.method !== 'GET') return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await revocations.snapshot();
  };
}

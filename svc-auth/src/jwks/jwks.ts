import type { Middleware } from 'koa';
import type { SigningKeys } from '../shared/signing-keys';

export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * `GET /.well-known/jwks.json`: the public signing keys, fetched server to server by the other services
 * (JWKS_URL), so it lives outside `/api` and the route table. Cached briefly: a rotation publishes the
 * new key before it signs anything, and jose refetches on an unknown `kid` anyway.
 */
export function jwksMiddleware(keys: SigningKeys): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== JWKS_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = keys.jwks;
  };
}

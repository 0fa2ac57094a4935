import type { Middleware } from 'koa';
import type { TokenVerifier } from './require-admin';

/**
 * The guard of `public-admin-extras` endpoints: an active admin's token puts the principal in
 * `ctx.state.user`; anything else (no token, bad, expired or revoked, or the revocation state unknown)
 * leaves the caller a visitor. The browser sends its token on every call, so a stale one must never fail
 * a public page.
 */
export function optionalAdmin(verifier: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(ctx.get('authorization'));
    if (match?.[1]) {
      try {
        const principal = await verifier.verify(match[1]);
        if (principal.user_type === 'admin') ctx.state.user = principal;
      } catch {
        // A visitor, as documented above.
      }
    }
    await next();
  };
}

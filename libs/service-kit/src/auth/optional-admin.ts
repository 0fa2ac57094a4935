import type { Middleware } from 'koa';
import type { Role } from '@voltdesk/contracts';
import type { TokenVerifier } from './require-admin';

/**
 * The guard of `public-admin-extras` endpoints: an active admin's token puts the principal in
 * `ctx.state.user`; anything else (no token, bad, expired or revoked, or the revocation state unknown)
 * leaves the caller a visitor. The browser sends its token on every call, so a stale one must never fail
 * a public page. With `roles`, an admin of another role is a visitor too (a clerk does not see the CMS's
 * inactive records).
 */
export function optionalAdmin(verifier: TokenVerifier, roles?: readonly Role[]): Middleware {
  return async (ctx, next) => {
    const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(ctx.get('authorization'));
    if (match?.[1]) {
      try {
        const principal = await verifier.verify(match[1]);
        const roleAllowed = !roles || (principal.role !== null && roles.includes(principal.role));
        if (principal.user_type === 'admin' && roleAllowed) ctx.state.user = principal;
      } catch {
        // A visitor, as documented above.
      }
    }
    await next();
  };
}

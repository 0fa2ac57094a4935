import type { Middleware } from 'koa';
import { ForbiddenError, UnauthenticatedError } from '../errors/http-errors';
import type { Principal } from './token-verifier';

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}

/**
 * The admin guard (docs/architecture.md section 4): no, bad, expired or revoked token -> 401 'Unauthenticated.'
 * (the browser then logs out); a valid token of a non-admin -> 403.
 */
export function requireAdmin(verifier: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header);
    if (!match?.[1]) throw new UnauthenticatedError();
    const principal = await verifier.verify(match[1]);
    if (principal.user_type !== 'admin') throw new ForbiddenError();
    ctx.state.user = principal;
    await next();
  };
}

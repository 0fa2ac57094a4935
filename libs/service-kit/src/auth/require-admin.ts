import type { Middleware } from 'koa';
import { hasPermission, roleRefusedMessage, type Permission, type Role } from '@voltdesk/contracts';
import { ForbiddenError, UnauthenticatedError } from '../errors/http-errors';
import type { Principal } from './token-verifier';

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}

/**
 * The admin guard (docs/architecture.md section 4): no, bad, expired or revoked token -> 401 'Unauthenticated.'
 * (the browser then logs out); a valid token of a non-admin -> 403; an admin whose role is not in `roles`
 * (the endpoint's, from `rolesOf`), or whose role lacks the endpoint's `permission` (as the token carries
 * it) -> 403 saying so.
 */
export function requireAdmin(
  verifier: TokenVerifier,
  roles?: readonly Role[],
  permission?: Permission,
): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header);
    if (!match?.[1]) throw new UnauthenticatedError();
    const principal = await verifier.verify(match[1]);
    if (principal.user_type !== 'admin') throw new ForbiddenError();
    // A token without a role predates roles: 401 so the browser signs in again and gets one.
    if (roles && !principal.role) throw new UnauthenticatedError();
    if (roles && principal.role && !roles.includes(principal.role))
      throw new ForbiddenError(roleRefusedMessage(principal.role));
    if (permission && !hasPermission(principal.role, principal.permissions, permission))
      throw new ForbiddenError(roleRefusedMessage(principal.role ?? 'none'));
    ctx.state.user = principal;
    await next();
  };
}

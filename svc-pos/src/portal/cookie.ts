import { PORTAL_COOKIE, PORTAL_COOKIE_PATH } from '@voltdesk/contracts';
import type { Context } from 'koa';

/**
 * The portal session's cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends
 * it, so the portal's POSTs need no CSRF token), Path=/api/portal (no other API ever receives it), and
 * Secure in production (sent over HTTPS only). Written by hand: Koa's cookie helper refuses a Secure
 * cookie on the plain HTTP hop from the edge.
 */
export function setSessionCookie(ctx: Context, token: string, maxAgeSeconds: number, secure: boolean): void {
  const parts = [
    `${PORTAL_COOKIE}=${token}`,
    `Path=${PORTAL_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  ctx.append('Set-Cookie', parts.join('; '));
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  setSessionCookie(ctx, '', 0, secure);
}

/** The session token the request carries, if any. */
export function sessionTokenOf(ctx: Context): string | undefined {
  const value = ctx.cookies.get(PORTAL_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

import type { Context } from 'koa';
import type { Principal, TokenVerifier } from '@voltdesk/service-kit';

/**
 * The caller's admin principal on a public route, or undefined. The browser sends its token on every call,
 * so a bad or expired token here is treated as an anonymous visitor rather than failing a public page.
 */
export async function optionalAdmin(ctx: Context, verifier: TokenVerifier): Promise<Principal | undefined> {
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(ctx.get('authorization'));
  if (!match?.[1]) return undefined;
  try {
    const principal = await verifier.verify(match[1]);
    return principal.user_type === 'admin' ? principal : undefined;
  } catch {
    return undefined;
  }
}

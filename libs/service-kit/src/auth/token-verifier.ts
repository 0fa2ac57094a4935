import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { isRole, type Role } from '@voltdesk/contracts';
import { ServiceUnavailableError, UnauthenticatedError } from '../errors/http-errors';
import type { TokenDenylist } from './denylist';
import { KeysUnavailable, RemoteKeySet } from './remote-key-set';

export const TOKEN_ISSUER = 'voltdesk-auth';
export const TOKEN_AUDIENCE = 'voltdesk';

/** Who is calling, from a verified access token. */
export interface Principal {
  id: string;
  user_type: string;
  /**
   * The admin's role when the token was signed (svc-auth ends a user's sessions when their role changes).
   * Null on a token without a known role (signed before roles existed): no role-governed endpoint lets it
   * in, so its holder signs in again.
   */
  role: Role | null;
  /**
   * What the admin's role was allowed when the token was signed (`perms`: svc-auth ends the sessions of a
   * role whose permissions an owner changes). Null on a token signed before permissions existed: the
   * role's defaults apply (`hasPermission`).
   */
  permissions: string[] | null;
  jti: string;
  /** Seconds since epoch. */
  exp: number;
  iat: number;
}

export interface TokenVerifierOptions {
  /** svc-auth's JWKS endpoint; other services verify locally from it (no shared secret). */
  jwksUrl?: string;
  /** With `jwksUrl`: at most one JWKS fetch per this many ms (see `RemoteKeySet`). Default 1 s. */
  jwksCooldownMs?: number;
  /** Or the key set itself (svc-auth verifies its own tokens without a network hop). */
  jwks?: JSONWebKeySet | (() => JSONWebKeySet);
  denylist: TokenDenylist;
  /**
   * Whether the denylist is current (see `RevocationSync`). When given and not current, a token that is
   * otherwise valid gets 503: it may have been revoked and this instance cannot know. `ensureCurrent`,
   * when given, may first reload a stale state (and the token is then checked against the new one).
   */
  revocationState?: { assertCurrent(): void; ensureCurrent?(): Promise<void> };
}

/** Verifies bearer tokens: signature (EdDSA/RS256 from the JWKS), issuer, audience, expiry, revocation. */
export class JwtVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(private readonly options: TokenVerifierOptions) {
    if (options.jwks) {
      const source = options.jwks;
      // One local key set per key-set object, rebuilt only when the source hands out a new object
      // (rotation): jose clones the set on creation, so a set per call re-imported the key every request.
      let lastSet: JSONWebKeySet | undefined;
      let lastGetKey: JWTVerifyGetKey | undefined;
      this.keys = (header, token) => {
        const set = typeof source === 'function' ? source() : source;
        if (set !== lastSet || !lastGetKey) {
          lastSet = set;
          lastGetKey = createLocalJWKSet(set);
        }
        return lastGetKey(header, token);
      };
    } else if (options.jwksUrl) {
      // Cached; an unknown `kid` (key rotation, or a forgery) is decided by a fresh fetch: 401 when svc-auth
      // has no such key, 503 when it cannot be reached.
      this.keys = new RemoteKeySet({ url: options.jwksUrl, cooldownMs: options.jwksCooldownMs }).getKey;
    } else {
      throw new Error('JwtVerifier needs jwksUrl or jwks');
    }
  }

  /**
   * @throws UnauthenticatedError for any bad, expired or revoked token; ServiceUnavailableError (503) when
   * svc-auth's keys cannot be fetched for the token's key id, or the revocation state is not current.
   */
  async verify(token: string): Promise<Principal> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: ['EdDSA', 'RS256'],
      }));
    } catch (err) {
      if (err instanceof KeysUnavailable) throw new ServiceUnavailableError();
      throw new UnauthenticatedError();
    }
    const { sub, jti, exp, iat, user_type: userType, role, perms } = payload as Record<string, unknown>;
    if (
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      typeof exp !== 'number' ||
      typeof iat !== 'number'
    ) {
      throw new UnauthenticatedError();
    }
    if (this.options.denylist.isRevoked(jti, sub, iat)) throw new UnauthenticatedError();
    const state = this.options.revocationState;
    if (state?.ensureCurrent) {
      await state.ensureCurrent();
      // The reload may have brought this token's revocation.
      if (this.options.denylist.isRevoked(jti, sub, iat)) throw new UnauthenticatedError();
    } else state?.assertCurrent();
    return {
      id: sub,
      jti,
      exp,
      iat,
      user_type: typeof userType === 'string' ? userType : '',
      role: isRole(role) ? role : null,
      permissions:
        Array.isArray(perms) && perms.every((p) => typeof p === 'string') ? (perms as string[]) : null,
    };
  }
}

import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { ServiceUnavailableError, UnauthenticatedError } from '../errors/http-errors';
import type { TokenDenylist } from './denylist';

export const TOKEN_ISSUER = 'voltdesk-auth';
export const TOKEN_AUDIENCE = 'voltdesk';

/** Who is calling, from a verified access token. */
export interface Principal {
  id: string;
  user_type: string;
  jti: string;
  /** Seconds since epoch. */
  exp: number;
  iat: number;
}

export interface TokenVerifierOptions {
  /** svc-auth's JWKS endpoint; other services verify locally from it (no shared secret). */
  jwksUrl?: string;
  /** Or the key set itself (svc-auth verifies its own tokens without a network hop). */
  jwks?: JSONWebKeySet | (() => JSONWebKeySet);
  denylist: TokenDenylist;
  /**
   * Whether the denylist is current (see `RevocationSync`). When given and not current, a token that is
   * otherwise valid gets 503: it may have been revoked and this instance cannot know.
   */
  revocationState?: { assertCurrent(): void };
}

/** svc-auth's keys could not be fetched: the token may be valid, so this is not the caller's fault. */
class KeysUnavailable extends Error {}

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
      // jose caches the key set and refetches on an unknown `kid`, which is how key rotation reaches us.
      const remote = createRemoteJWKSet(new URL(options.jwksUrl), {
        cacheMaxAge: 10 * 60_000,
        cooldownDuration: 5_000,
        timeoutDuration: 2_000,
      });
      this.keys = async (header, token) => {
        try {
          return await remote(header, token);
        } catch (err) {
          // A fetched set without that `kid` is a bad token (401); a set that cannot be fetched is 503.
          if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) {
            throw err;
          }
          throw new KeysUnavailable('cannot fetch the JWKS', { cause: err });
        }
      };
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
    const { sub, jti, exp, iat, user_type: userType } = payload as Record<string, unknown>;
    if (
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      typeof exp !== 'number' ||
      typeof iat !== 'number'
    ) {
      throw new UnauthenticatedError();
    }
    if (this.options.denylist.isRevoked(jti, sub, iat)) throw new UnauthenticatedError();
    this.options.revocationState?.assertCurrent();
    return { id: sub, jti, exp, iat, user_type: typeof userType === 'string' ? userType : '' };
  }
}

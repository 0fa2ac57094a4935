import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../auth/token-verifier';

/**
 * A signing key and matching JWKS for tests of services other than svc-auth, which must accept tokens
 * signed exactly as svc-auth signs them.
 */
export async function createTestSigner() {
  const kid = randomUUID();
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' }] };
  const sign = (claims: {
    sub: string;
    user_type?: string;
    /** Default owner (every endpoint); null signs a token without a role, as before roles existed. */
    role?: string | null;
    /** The `perms` claim svc-auth signs (a clerk's permissions); left out, none is signed. */
    perms?: string[];
    jti?: string;
    ttlSeconds?: number;
    iat?: number;
  }) =>
    new SignJWT({
      user_type: claims.user_type ?? 'admin',
      ...(claims.role === null ? {} : { role: claims.role ?? 'owner' }),
      ...(claims.perms ? { perms: claims.perms } : {}),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject(claims.sub)
      .setJti(claims.jti ?? randomUUID())
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(claims.iat)
      .setExpirationTime(Math.floor(Date.now() / 1000) + (claims.ttlSeconds ?? 3600))
      .sign(privateKey);
  return { jwks, sign };
}
